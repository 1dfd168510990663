import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SourcesProperty } from '@fathom/sdk/api/policy';
import type { TreeObject } from '@fathom/sdk/api';
import { ServiceForms } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { SourcesEditor } from './SourcesEditor';
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

function setup(initial?: SourcesProperty, policy?: unknown) {
  const properties: Record<string, unknown> = {};
  if (initial) properties.PID_SOURCES = initial;
  if (policy) properties.PID_POLICY = policy;
  const saves: unknown[] = [];
  const c = fakeConsole({
    properties,
    contributions: new Map([[ServiceForms, [FILESYS_LIKE_FORM]]]),
    onSet: (id, value) => {
      saves.push(value);
      properties[id] = value;
    },
  });
  render(c.wrap(<SourcesEditor node={node} />));
  return { c, saves };
}

describe('SourcesEditor', () => {
  it('says there are no sources when PID_SOURCES is not set', async () => {
    setup();
    expect(await screen.findByTestId('sources-empty')).toHaveTextContent('Box 1 has no sources yet');
  });

  it('lists the services with their include flags', async () => {
    setup({ services: [docs] });
    const row = await screen.findByTestId('source-row-Docs');
    expect(row).toHaveTextContent('File system');
    expect(row).toHaveTextContent('/srv/docs (index, classify)');
  });

  it('adds a source: backslashes tidied, index off disables classify and OCR, then save asks, writes PID_SOURCES and closes', async () => {
    const { c, saves } = setup({ services: [] });
    fireEvent.click(await screen.findByTestId('sources-add'));
    const dialog = await screen.findByTestId('source-dialog');
    fireEvent.change(within(dialog).getByTestId('source-name'), { target: { value: 'Share' } });
    const path = within(dialog).getByLabelText('Include path 1');
    fireEvent.change(path, { target: { value: 'C:\\Share\\Files\\' } });
    fireEvent.blur(path);
    expect(path).toHaveValue('C:/Share/Files');
    // Index is off by default: classify and OCR are disabled.
    expect(dialog.querySelector('#include-0-ocr')).toBeDisabled();
    fireEvent.click(dialog.querySelector('#include-0-index')!);
    await waitFor(() => expect(dialog.querySelector('#include-0-ocr')).not.toBeDisabled());
    fireEvent.click(dialog.querySelector('#include-0-ocr')!);
    fireEvent.click(dialog.querySelector('#include-0-signing')!);
    fireEvent.click(screen.getByTestId('source-apply'));
    await waitFor(() => expect(screen.queryByTestId('source-dialog')).toBeNull());
    expect(screen.getByTestId('source-row-Share')).toHaveTextContent('C:/Share/Files (signing, index, classify, ocr)');

    fireEvent.click(screen.getByTestId('save-changes-save'));
    expect(await screen.findByTestId('save-changes-question')).toHaveTextContent('Save the changes to the sources of Box 1?');
    expect(saves).toHaveLength(0);
    fireEvent.click(screen.getByTestId('save-changes-confirm'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      services: [
        {
          type: 'filesys',
          name: 'Share',
          mode: 'Source',
          parameters: {},
          exclude: [],
          include: [{ path: 'C:/Share/Files', signing: true, index: true, classify: true, ocr: true }],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('save-changes-footer')).toBeNull());
    expect(c.notifications.successes).toEqual(['Changes saved']);
  });

  it('keeps the dialog open with the spec messages for a repeated path and a short name', async () => {
    setup({ services: [] });
    fireEvent.click(await screen.findByTestId('sources-add'));
    const dialog = await screen.findByTestId('source-dialog');
    fireEvent.change(within(dialog).getByTestId('source-name'), { target: { value: 'S' } });
    fireEvent.change(within(dialog).getByLabelText('Include path 1'), { target: { value: '/data' } });
    fireEvent.click(within(dialog).getByTestId('exclude-add'));
    fireEvent.change(within(dialog).getByLabelText('Exclude path 1'), { target: { value: '/data/' } });
    fireEvent.click(screen.getByTestId('source-apply'));
    expect(await within(dialog).findByText('This path has already been chosen')).toBeTruthy();
    expect(within(dialog).getByText('Field must be at least 2 characters.')).toBeTruthy();
    expect(screen.getByTestId('source-dialog')).toBeTruthy();
  });

  it('edits and deletes in the draft; Discard brings back what is saved', async () => {
    setup({ services: [docs] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Docs' }));
    expect(screen.queryByTestId('source-row-Docs')).toBeNull();
    fireEvent.click(screen.getByTestId('save-changes-discard'));
    expect(await screen.findByTestId('source-row-Docs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Docs' }));
    const dialog = await screen.findByTestId('source-dialog');
    fireEvent.change(within(dialog).getByTestId('source-name'), { target: { value: 'Documents' } });
    fireEvent.click(screen.getByTestId('source-apply'));
    expect(await screen.findByTestId('source-row-Documents')).toBeTruthy();
    expect(screen.getByTestId('save-changes-footer')).toBeTruthy();
  });

  it('shows the server message and keeps the changes when saving fails', async () => {
    const properties: Record<string, unknown> = { PID_SOURCES: { services: [docs] } };
    const c = fakeConsole({
      properties,
      contributions: new Map([[ServiceForms, [FILESYS_LIKE_FORM]]]),
      onSet: () => {
        throw new Error('This location conflicts with the service X.');
      },
    });
    render(c.wrap(<SourcesEditor node={node} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Docs' }));
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(c.notifications.errors).toEqual(['This location conflicts with the service X.']));
    expect(screen.getByTestId('save-changes-footer')).toBeTruthy();
  });

  it('marks inherited services when the policy says the section is inherited', async () => {
    setup({ services: [] }, { sources: { inherited: true, inheritedFrom: 'Demo', inheritedValues: { services: [{ ...docs, name: 'Company' }] } } });
    expect(await screen.findByTestId('sources-inherited')).toHaveTextContent('inherited from Demo');
    expect(await screen.findByTestId('source-inherited-Company')).toHaveTextContent('inherited');
  });
});
