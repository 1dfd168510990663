import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SourcesProperty } from '@fathom/sdk/api/policy';
import type { TreeObject } from '@fathom/sdk/api';
import { ServiceForms, type ServiceFormContribution } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { INTEGRATION_KIND, TARGET_KIND } from './kinds';
import { ServicesEditor } from './ServicesEditor';
import { FILESYS_LIKE_FORM } from './test-forms';

const node: TreeObject = { objectId: 'n1', parentId: 'o1', name: 'Box 1', classId: 'appagt', tags: {} };
const docs = {
  type: 'filesys',
  name: 'Docs',
  mode: 'Source' as const,
  parameters: {},
  include: [{ path: '/srv/docs', signing: false, index: true, classify: true, ocr: false }],
  exclude: [],
};
/** A type that is only a source: the Targets tab does not offer it. */
const SOURCE_ONLY: ServiceFormContribution = { type: 'scanonly', title: 'Scan only', modes: ['Source'], pathStyle: 'local', fields: [] };
const TARGET_FORM: ServiceFormContribution = {
  ...FILESYS_LIKE_FORM,
  fields: [
    { key: 'storePath', label: 'Store path', kind: 'text', requiredIn: ['Target'], modes: ['Target'] },
    { key: 'enableCompression', label: 'Compression (LZ4)', kind: 'boolean', modes: ['Target'], default: true },
    { key: 'enableEncryption', label: 'Encryption', kind: 'boolean', modes: ['Target'], default: true },
  ],
};
const TEXT_FORM: ServiceFormContribution = {
  type: 'text-output',
  title: 'Text output',
  modes: ['Target', 'Transform'],
  pathStyle: 'local',
  fields: [{ key: 'storePath', label: 'Store path', kind: 'text', requiredIn: ['Target', 'Transform'] }],
};

function setup(initial: SourcesProperty, kind = TARGET_KIND, extra: Record<string, unknown> = {}) {
  const properties: Record<string, unknown> = { PID_SOURCES: initial, ...extra };
  const saves: unknown[] = [];
  const c = fakeConsole({
    properties,
    contributions: new Map([[ServiceForms, [SOURCE_ONLY, TARGET_FORM, TEXT_FORM]]]),
    onSet: (id, value) => {
      saves.push(value);
      properties[id] = value;
    },
  });
  render(c.wrap(<ServicesEditor node={node} kind={kind} />));
  return { c, saves };
}

describe('Targets', () => {
  it('lists only the targets, offers only types that write, and saves a new one beside the sources', async () => {
    const archive = { type: 'filesys', name: 'Archive', mode: 'Target' as const, parameters: { storePath: '/srv/old' }, include: [], exclude: [] };
    const { saves } = setup({ services: [docs, archive] });
    expect(await screen.findByTestId('target-row-Archive')).toHaveTextContent('/srv/old');
    expect(screen.queryByTestId('target-row-Docs')).toBeNull();
    fireEvent.click(screen.getByTestId('targets-add'));
    const dialog = await screen.findByTestId('target-dialog');
    expect(within(dialog).queryByTestId('include-list')).toBeNull();
    // Only the types whose form supports Target: the source-only type is not among them.
    expect(dialog.querySelector('#target-type')!.closest('.p-dropdown')).toHaveTextContent('File system');
    fireEvent.change(within(dialog).getByTestId('target-name'), { target: { value: 'Vault' } });
    fireEvent.click(screen.getByTestId('target-apply'));
    expect(await within(dialog).findByText('Field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Store path/), { target: { value: '/srv/old/inner' } });
    fireEvent.click(screen.getByTestId('target-apply'));
    // A store path inside another target's is a conflict (spec 001 §5).
    expect(await within(dialog).findByText('This location conflicts with the service Archive.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Store path/), { target: { value: '/srv/vault' } });
    fireEvent.click(screen.getByTestId('target-apply'));
    expect(await screen.findByTestId('target-row-Vault')).toHaveTextContent('/srv/vault (LZ4, encrypted)');
    expect(screen.getByTestId('targets-no-key')).toHaveTextContent('no encryption key');
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0] as SourcesProperty).services.map(s => [s.name, s.mode])).toEqual([
      ['Docs', 'Source'],
      ['Archive', 'Target'],
      ['Vault', 'Target'],
    ]);
    expect((saves[0] as SourcesProperty).services[2]).toMatchObject({
      type: 'filesys',
      include: [],
      parameters: { storePath: '/srv/vault', enableCompression: true, enableEncryption: true },
    });
  });

  it('a name used by a source is refused; no key warning once the policy has a key', async () => {
    setup({ services: [docs] }, TARGET_KIND, { PID_ENCRYPTION: { name: 'Vault', hash: 'abc' } });
    expect(await screen.findByTestId('targets-empty')).toHaveTextContent('Box 1 has no targets yet');
    fireEvent.click(screen.getByTestId('targets-add'));
    const dialog = await screen.findByTestId('target-dialog');
    fireEvent.change(within(dialog).getByTestId('target-name'), { target: { value: 'Docs' } });
    fireEvent.change(within(dialog).getByLabelText(/Store path/), { target: { value: '/srv/out' } });
    fireEvent.click(screen.getByTestId('target-apply'));
    expect(await within(dialog).findByText('Field must be unique.')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('target-name'), { target: { value: 'Out' } });
    fireEvent.click(screen.getByTestId('target-apply'));
    expect(await screen.findByTestId('target-row-Out')).toBeTruthy();
    expect(screen.queryByTestId('targets-no-key')).toBeNull();
  });
});

describe('Integrations', () => {
  it('lists transforms and adds a text output', async () => {
    const { saves } = setup({ services: [docs] }, INTEGRATION_KIND);
    expect(await screen.findByTestId('integrations-empty')).toHaveTextContent('text output');
    fireEvent.click(screen.getByTestId('integrations-add'));
    const dialog = await screen.findByTestId('integration-dialog');
    fireEvent.change(within(dialog).getByTestId('integration-name'), { target: { value: 'Plain text' } });
    fireEvent.change(within(dialog).getByLabelText(/Store path/), { target: { value: '/srv/text' } });
    fireEvent.click(screen.getByTestId('integration-apply'));
    expect(await screen.findByTestId('integration-row-Plain text')).toHaveTextContent('Text output');
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0] as SourcesProperty).services.map(s => [s.name, s.type, s.mode])).toEqual([
      ['Docs', 'filesys', 'Source'],
      ['Plain text', 'text-output', 'Transform'],
    ]);
  });
});
