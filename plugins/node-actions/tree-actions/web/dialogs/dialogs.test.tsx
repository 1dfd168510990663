import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { mockApi, mockPermissions, mockTree, renderWithServices, mockServices } from '@fathom/sdk/testing';
import RenameDialog from './RenameDialog';
import DeleteDialog from './DeleteDialog';
import MoveDialog from './MoveDialog';
import AddOrgUnitDialog from './AddOrgUnitDialog';
import AddObjectDialog from './AddObjectDialog';
import AddAppunitDialog from './AddAppunitDialog';
import ExportPolicyDialog from './ExportPolicyDialog';
import ImportPolicyDialog from './ImportPolicyDialog';

const obj = (objectId: string, name: string, classId: string, parentId: string | null, over: Partial<TreeObject> = {}): TreeObject => ({
  objectId,
  name,
  classId,
  parentId,
  tags: {},
  hasChildren: true,
  ...over,
});

describe('RenameDialog', () => {
  const node = obj('n1', 'Sales', 'orgunit', 'c1');
  it('saves only a changed, valid, trimmed name', async () => {
    const s = mockServices();
    const onClose = jest.fn();
    renderWithServices(<RenameDialog node={node} onClose={onClose} />, s.services);
    const input = screen.getByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Rename' });
    expect(save).toBeDisabled();
    fireEvent.change(input, { target: { value: '  Sales  ' } });
    expect(save).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Sales/EU' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Field must not contain $ \\ or /.');
    expect(save).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Field is required.');
    fireEvent.change(input, { target: { value: '  Sales Europe ' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.put).toHaveBeenCalledWith('/database/object', { object: { objectId: 'n1', name: 'Sales Europe' } });
    expect(s.notifications.success).toHaveBeenCalledWith('Object renamed');
    expect(s.tree.refresh).toHaveBeenCalledWith('n1');
  });
  it('refuses a name over 256 characters', () => {
    const s = mockServices();
    renderWithServices(<RenameDialog node={node} onClose={jest.fn()} />, s.services);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(257) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Field must be at most 256 characters.');
  });
});

describe('DeleteDialog', () => {
  const node = obj('n1', 'Sales', 'orgunit', 'c1');
  it('needs the checkbox, then deletes and reports', async () => {
    const s = mockServices();
    const onClose = jest.fn();
    renderWithServices(<DeleteDialog node={node} onClose={onClose} />, s.services);
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del).toBeDisabled();
    fireEvent.click(screen.getByLabelText('I confirm that Sales will be deleted'));
    expect(del).toBeEnabled();
    fireEvent.click(del);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.delete).toHaveBeenCalledWith('/database/object', { objectId: 'n1' }, { suppressError: true });
    expect(s.tree.remove).toHaveBeenCalledWith('n1');
    expect(s.notifications.success).toHaveBeenCalledWith('Object removed');
  });
  it('on HasChildren flags the node, asks again and retries with removeChildren', async () => {
    const del = jest.fn().mockRejectedValueOnce(new ApiError('HasChildren', 'The object has children.')).mockResolvedValueOnce(undefined);
    const s = mockServices({ api: mockApi({ delete: del }) });
    const onClose = jest.fn();
    renderWithServices(<DeleteDialog node={node} onClose={onClose} />, s.services);
    fireEvent.click(screen.getByLabelText('I confirm that Sales will be deleted'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('button', { name: 'Delete with children' });
    expect(screen.getByTestId('delete-dialog')).toHaveAttribute('data-has-children', 'true');
    expect(screen.getByText(/has child objects/)).toBeInTheDocument();
    expect(again).toBeDisabled();
    expect(s.notifications.error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I confirm the removal of all its children'));
    fireEvent.click(again);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(del).toHaveBeenLastCalledWith('/database/object', { objectId: 'n1', options: { removeChildren: true } }, { suppressError: true });
  });
  it('reports another failure and stays open', async () => {
    const s = mockServices({ api: mockApi({ delete: jest.fn().mockRejectedValue(new ApiError('NoPermission', 'Not allowed.')) }) });
    const onClose = jest.fn();
    renderWithServices(<DeleteDialog node={node} onClose={onClose} />, s.services);
    fireEvent.click(screen.getByLabelText('I confirm that Sales will be deleted'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(s.notifications.error).toHaveBeenCalledWith('Not allowed.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('MoveDialog', () => {
  // root > client Demo > (orgunit Head Office > orgunit Sales (moved), orgunit Support), client Other
  const root = obj('r', 'Platform', 'root', null, { ancestorIds: [] });
  const demo = obj('c1', 'Demo', 'client', 'r');
  const other = obj('c2', 'Other', 'client', 'r');
  const head = obj('u1', 'Head Office', 'orgunit', 'c1');
  const support = obj('u3', 'Support', 'orgunit', 'c1', { hasChildren: false, childrenCount: 0 });
  const sales = obj('u2', 'Sales', 'orgunit', 'u1', { ancestorIds: ['r', 'c1', 'u1'] });
  const children: Record<string, TreeObject[]> = { r: [demo, other], c1: [head, support], u1: [sales], c2: [], u2: [] };

  function setup() {
    const api = mockApi({
      getChildren: jest.fn(async ({ parentId }: { parentId: string }) => ({
        objects: children[parentId] ?? [],
        objectCount: (children[parentId] ?? []).length,
      })),
    });
    const s = mockServices({ api, tree: mockTree([root, demo, other, head, support, sales], ['r']) });
    const onClose = jest.fn();
    renderWithServices(<MoveDialog node={sales} onClose={onClose} />, s.services);
    return { ...s, onClose };
  }

  it('lists targets expandable, with refused ones disabled, and moves to an allowed one', async () => {
    const s = setup();
    const move = screen.getByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    // The root is expanded at start; the platform root accepts an org unit.
    await screen.findByText('Demo');
    fireEvent.click(screen.getByRole('button', { name: 'Expand Demo' }));
    await screen.findByText('Head Office');
    fireEvent.click(screen.getByRole('button', { name: 'Expand Head Office' }));
    const self = await screen.findByRole('treeitem', { name: 'Sales' });
    expect(self).toHaveAttribute('data-refused', 'true');
    // The current parent is refused.
    expect(screen.getByRole('treeitem', { name: 'Head Office' })).toHaveAttribute('data-refused', 'true');
    expect(screen.getByTitle('The node is already there.')).toBeDisabled();
    // Support (a sibling of the parent) is allowed.
    const supportButton = screen.getByTitle('Move here: Support');
    fireEvent.click(supportButton);
    expect(move).toBeEnabled();
    fireEvent.click(move);
    await waitFor(() => expect(s.onClose).toHaveBeenCalled());
    expect(s.api.put).toHaveBeenCalledWith('/database/object', { object: { objectId: 'u2', parentId: 'u3' } });
    expect(s.notifications.success).toHaveBeenCalledWith('Object moved');
    expect(s.tree.refresh).toHaveBeenCalledWith('u2');
  });

  it('says so when no place the user can reach accepts the node (home on a plain org unit)', async () => {
    const home = obj('u1', 'Head Office', 'orgunit', 'c1', { ancestorIds: ['r', 'c1'] });
    const sibling = obj('u4', 'Legal', 'orgunit', 'u1', { hasChildren: false, childrenCount: 0 });
    const api = mockApi({
      getChildren: jest.fn(async ({ parentId }: { parentId: string }) => ({ objects: parentId === 'u1' ? [sales, sibling] : [], objectCount: 0 })),
    });
    const s = mockServices({ api, tree: mockTree([home, sales, sibling], ['u1']) });
    renderWithServices(<MoveDialog node={sales} onClose={jest.fn()} />, s.services);
    expect(await screen.findByTestId('move-nowhere')).toHaveTextContent('None of the places you can reach can receive Sales');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
  });

  it('asks for children of an expanded item only once, containers only', async () => {
    const s = setup();
    await screen.findByText('Demo');
    expect(s.api.getChildren).toHaveBeenCalledTimes(1);
    expect(s.api.getChildren.mock.calls[0][0]).toMatchObject({ parentId: 'r', options: { containersOnly: true } });
  });
});

describe('AddOrgUnitDialog', () => {
  const parent = obj('c1', 'Demo', 'client', 'r');
  it('validates the name and creates an org unit under the node', async () => {
    const created = obj('u9', 'Finance', 'orgunit', 'c1');
    const s = mockServices({ api: mockApi({ post: jest.fn(async () => created) }) });
    const onClose = jest.fn();
    renderWithServices(<AddOrgUnitDialog node={parent} onClose={onClose} />, s.services);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Field is required.');
    expect(s.api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Finance ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.post).toHaveBeenCalledWith('/database/object', { object: { parentId: 'c1', name: 'Finance', classId: 'orgunit', tags: {} } });
    expect(s.notifications.success).toHaveBeenCalledWith('Object added');
    expect(s.tree.insert).toHaveBeenCalledWith(created);
  });
});

describe('ExportPolicyDialog', () => {
  it('needs a file name', () => {
    const s = mockServices();
    renderWithServices(<ExportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={jest.fn()} />, s.services);
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeEnabled();
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: '  ' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Field is required.');
    expect(exportButton).toBeDisabled();
  });
});

describe('ImportPolicyDialog', () => {
  const json = (name: string, text: string, size?: number) => {
    const f = new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/plain' });
    if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('policy-drop-zone'), { dataTransfer: { files } });

  it('takes exactly one JSON file of at most 10 MB', async () => {
    const s = mockServices();
    renderWithServices(<ImportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={jest.fn()} />, s.services);
    await waitFor(() => expect(screen.getByLabelText('Policy file')).toBeEnabled());
    drop([json('a.json', '{}'), json('b.json', '{}')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only one file can be uploaded.'));
    drop([json('a.txt', '{}')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file format'));
    drop([json('a.json', '{}', 10 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file is too large: the maximum is 10 MB.'));
    drop([json('a.json', '{"name":"x"}')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('policy object invalid'));
  });
  it('saves the selected sections through their properties after confirmation', async () => {
    const s = mockServices();
    const onClose = jest.fn();
    renderWithServices(<ImportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={onClose} />, s.services);
    await waitFor(() => expect(screen.getByLabelText('Policy file')).toBeEnabled());
    drop([json('p.json', JSON.stringify({ settings: { values: { maxThreads: 2 } }, exportInfo: { time: 't', appVersion: '0.1.0' } }))]);
    await waitFor(() => expect(screen.getByTestId('policy-diff-settings')).toHaveTextContent('"maxThreads": 2'));
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.post).toHaveBeenCalledWith(
      '/database/property',
      { objectId: 'n1', propertyId: 'PID_SERVER_SETTINGS', property: { values: { maxThreads: 2 } } },
      { suppressError: true },
    );
    expect(s.notifications.success).toHaveBeenCalledWith('Policy imported.');
  });
  it('waits for the current policy when a file comes before it has loaded', async () => {
    const s = mockServices();
    let release!: () => void;
    const gate = new Promise<void>(r => (release = r));
    const answer = s.api.get.getMockImplementation();
    s.api.get.mockImplementation((async (...args: unknown[]) => {
      await gate;
      return answer ? (answer as (...a: unknown[]) => unknown)(...args) : undefined;
    }) as never);
    renderWithServices(<ImportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={jest.fn()} />, s.services);
    drop([json('p.json', JSON.stringify({ settings: { values: { maxThreads: 2 } }, exportInfo: { time: 't', appVersion: '0.1.0' } }))]);
    await new Promise(r => setTimeout(r, 20));
    expect(screen.queryByTestId('policy-import-error')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('policy-diff-settings')).toHaveTextContent('"maxThreads": 2'));
  });
  it('has a 1.4 export converted by the server first, then shows and saves the converted sections', async () => {
    const s = mockServices();
    const converted = {
      policy: { exportInfo: { time: 't', appVersion: '0.1.0', convertedFrom: '1.4.2' }, settings: { values: { maxFileSize: 25 } } },
      notes: ["The targets section of a 1.4 export has no place in this version's policy export and was left out."],
    };
    s.api.post.mockImplementation((async (path: string) => (path === '/database/policyConvert' ? converted : undefined)) as never);
    const onClose = jest.fn();
    renderWithServices(<ImportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={onClose} />, s.services);
    await waitFor(() => expect(screen.getByLabelText('Policy file')).toBeEnabled());
    const old = { exportInfo: { time: 't', appVersion: '1.4.2' }, advanced: { values: { maxFileSize: 25 }, inherited: false }, targets: { inherited: true } };
    drop([json('old.json', JSON.stringify(old))]);
    await waitFor(() => expect(screen.getByTestId('policy-diff-settings')).toHaveTextContent('"maxFileSize": 25'));
    expect(s.api.post).toHaveBeenCalledWith('/database/policyConvert', { policy: old }, { suppressError: true });
    expect(screen.getByTestId('policy-import-converted')).toHaveTextContent('Exported by version 1.4.2');
    expect(screen.getByTestId('policy-import-converted')).toHaveTextContent('The targets section');
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.post).toHaveBeenCalledWith(
      '/database/property',
      { objectId: 'n1', propertyId: 'PID_SERVER_SETTINGS', property: { values: { maxFileSize: 25 } } },
      { suppressError: true },
    );
  });
  it("shows the refusal of a conversion as the file's problem", async () => {
    const s = mockServices();
    s.api.post.mockImplementation((async () => {
      throw new ApiError('ValidationError', 'policy object invalid', 400);
    }) as never);
    renderWithServices(<ImportPolicyDialog node={obj('n1', 'Demo', 'client', null)} onClose={jest.fn()} />, s.services);
    await waitFor(() => expect(screen.getByLabelText('Policy file')).toBeEnabled());
    drop([json('old.json', JSON.stringify({ exportInfo: { appVersion: '1.4' } }))]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('policy object invalid'));
  });
});

describe('AddObjectDialog', () => {
  it('offers the classes the node holds and the user may create, then adds the chosen one by name', async () => {
    const s = mockServices({ permissions: mockPermissions(['add', 'adm']) });
    const onClose = jest.fn();
    renderWithServices(<AddObjectDialog node={obj('c1', 'Acme', 'client', 'r1')} onClose={onClose} />, s.services);
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...type.options].map(o => o.textContent)).toEqual(['Organisational unit', 'Group', 'Contact']);
    fireEvent.change(type, { target: { value: 'group' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a$b' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Field must not contain $ \\ or /.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Auditors ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.post).toHaveBeenCalledWith('/database/object', { object: { parentId: 'c1', name: 'Auditors', classId: 'group', tags: {} } });
    expect(s.notifications.success).toHaveBeenCalledWith('Object added');
  });
  it('without adm on a collector nothing can be added by name', () => {
    const s = mockServices({ permissions: mockPermissions(['add', 'get']) });
    renderWithServices(<AddObjectDialog node={obj('a1', 'Host', 'agent', 'c1')} onClose={jest.fn()} />, s.services);
    expect(screen.getByTestId('add-object-nothing')).toHaveTextContent('No object can be added here with your permissions.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
  it('Add aggregator unit adds an appunit', async () => {
    const s = mockServices();
    const onClose = jest.fn();
    renderWithServices(<AddAppunitDialog node={obj('ap1', 'Aggregator', 'appliance', 'c1')} onClose={onClose} />, s.services);
    expect(screen.queryByLabelText('Type')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rack 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(s.api.post).toHaveBeenCalledWith('/database/object', { object: { parentId: 'ap1', name: 'Rack 2', classId: 'appunit', tags: {} } });
  });
});
