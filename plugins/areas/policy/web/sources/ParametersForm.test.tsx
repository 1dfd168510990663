import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SECRET_SET } from '@fathom/sdk/api/services';
import type { ServiceFormContribution } from '@fathom/sdk/web';
import { ParametersForm } from './ParametersForm';

const S3_LIKE_FORM: ServiceFormContribution = {
  type: 's3like',
  title: 'S3-like',
  modes: ['Source', 'Target'],
  pathStyle: 'local',
  fields: [
    { key: 'url', label: 'URL', kind: 'url', requiredIn: ['Source'] },
    { key: 'secretKey', label: 'Secret key', kind: 'secret' },
    { key: 'enableEncryption', label: 'Encryption', kind: 'boolean', licence: 'enableSign' },
    { key: 'storePath', label: 'Store path', kind: 'text', modes: ['Target'] },
  ],
};

function Harness({ initial, allowed, seen }: { initial: Record<string, unknown>; allowed?: string[]; seen: Record<string, unknown>[] }) {
  const [values, setValues] = useState(initial);
  return (
    <ParametersForm
      form={S3_LIKE_FORM}
      mode="Source"
      values={values}
      errors={{}}
      allowed={allowed}
      onChange={v => {
        seen.push(v);
        setValues(v);
      }}
    />
  );
}

describe('ParametersForm', () => {
  it('shows a stored secret as set, never its value; Replace asks for a new one and Keep brings the stored one back', () => {
    const seen: Record<string, unknown>[] = [];
    render(<Harness initial={{ url: 'http://s3', secretKey: SECRET_SET }} seen={seen} />);
    expect(screen.getByLabelText('Secret key')).toBeDisabled();
    expect(screen.getByLabelText('Secret key')).toHaveAttribute('placeholder', 'Secret key is set');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    const input = screen.getByLabelText('Secret key');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.change(input, { target: { value: 'n3w' } });
    expect(seen.at(-1)).toEqual({ url: 'http://s3', secretKey: 'n3w' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(seen.at(-1)).toEqual({ url: 'http://s3', secretKey: SECRET_SET });
  });

  it('leaves out fields of other modes and those the licence removed; marks required ones', () => {
    render(<Harness initial={{}} allowed={['url', 'secretKey', 'storePath']} seen={[]} />);
    expect(screen.getByText('URL')).toHaveTextContent('URL *');
    expect(screen.queryByText('Encryption')).toBeNull();
    expect(screen.queryByText('Store path')).toBeNull();
  });
});
