import { actionAppliesToClass, ApiError, NODE_ACTIONS, type TreeObject } from '@fathom/sdk/api';
import type { NodeActionContext, NodeActionServices } from '@fathom/sdk/web';
import plugin, { LATER_RELEASE, NOT_READY, DESKTOP_APP, NO_DATA_ACTIONS_LICENCE, TREE_ACTIONS } from './index';
import { CONTROL_PATH, NOT_IMPLEMENTED_REASON, resetCommandAvailability } from './control';
import { mockApi, mockNotifications, mockTree } from '@fathom/sdk/testing';

const ctx = (over: Partial<NodeActionContext> = {}): NodeActionContext => ({
  isPaused: false,
  isReadyToWork: true,
  isDesktop: false,
  airGapped: false,
  licence: { enableAutomaticDataActions: true },
  ...over,
});
const node = (classId: string, over: Partial<TreeObject> = {}): TreeObject => ({ objectId: 'o1', parentId: 'p1', name: 'Node', classId, tags: {}, ...over });
const byId = (id: string) => TREE_ACTIONS.find(a => a.id === id)!;

beforeEach(() => resetCommandAvailability());

describe('tree actions: registration', () => {
  it('contributes every action once, each with a rule known to sdk/api', () => {
    const contributed: unknown[] = [];
    plugin.register!({ provide: jest.fn(), contribute: (_p: unknown, c: unknown) => contributed.push(c) } as never);
    expect(contributed).toHaveLength(TREE_ACTIONS.length);
    expect(new Set(TREE_ACTIONS.map(a => a.id)).size).toBe(TREE_ACTIONS.length);
    for (const a of TREE_ACTIONS) expect(NODE_ACTIONS[a.rule]).toBeDefined();
  });
  it('covers every rule of spec 000 §4 but those the administration area contributes (add organisation, the installers)', () => {
    const administration = ['addOrganisation', 'addAppliance', 'addAppagt', 'addAgent', 'addStaticWorker', 'reinstall'];
    expect(new Set(TREE_ACTIONS.map(a => a.rule))).toEqual(new Set(Object.keys(NODE_ACTIONS).filter(r => !administration.includes(r))));
  });
  it('rename, move, delete and add org unit open dialogs', () => {
    for (const id of ['rename', 'move', 'delete', 'add-orgunit', 'add-object', 'add-appunit', 'export-policy'])
      expect(byId(id).dialog).toBeInstanceOf(Function);
  });
  it('rules decide classes: delete never on the root, rescan only on directories', () => {
    expect(actionAppliesToClass(byId('delete').rule, 'root')).toBe(false);
    expect(actionAppliesToClass(byId('rescan-folder').rule, 'idxcontainer')).toBe(true);
    expect(actionAppliesToClass(byId('rescan-folder').rule, 'appagt')).toBe(false);
  });
});

describe('tree actions: state', () => {
  it('pause shows only when not paused and resume only when paused', () => {
    expect(byId('pause').visible!(node('appagt'), ctx({ isPaused: false }))).toBe(true);
    expect(byId('pause').visible!(node('appagt'), ctx({ isPaused: true }))).toBe(false);
    expect(byId('resume').visible!(node('appagt'), ctx({ isPaused: true }))).toBe(true);
    expect(byId('resume').visible!(node('appagt'), ctx({ isPaused: false }))).toBe(false);
  });
  it('scan now and rescan folder need the object ready to work', () => {
    expect(byId('scan-now').disabledReason!(node('appagt'), ctx({ isReadyToWork: false }))).toBe(NOT_READY);
    expect(byId('scan-now').disabledReason!(node('appagt'), ctx())).toBeNull();
    expect(byId('rescan-folder').disabledReason!(node('idxcontainer'), ctx({ isReadyToWork: false }))).toBe(NOT_READY);
  });
  it('action now is refused in the desktop app and without the automatic-data-actions flag', () => {
    expect(byId('action-now').disabledReason!(node('agent'), ctx({ isDesktop: true }))).toBe(DESKTOP_APP);
    expect(byId('action-now').disabledReason!(node('agent'), ctx({ licence: { enableAutomaticDataActions: false } }))).toBe(NO_DATA_ACTIONS_LICENCE);
    expect(byId('action-now').disabledReason!(node('agent'), ctx({ isReadyToWork: false }))).toBe(NOT_READY);
    expect(byId('action-now').disabledReason!(node('agent'), ctx())).toBeNull();
    expect(byId('action-now').dialog).toBeInstanceOf(Function);
  });
  it('the actions of later releases are disabled with that reason', () => {
    for (const id of ['policies']) {
      expect(byId(id).disabledReason!(node('client'), ctx())).toBe(LATER_RELEASE);
    }
  });
});

describe('control commands', () => {
  const services = (api: ReturnType<typeof mockApi>) =>
    ({ api, notifications: mockNotifications(), tree: mockTree() }) as unknown as NodeActionServices & { notifications: ReturnType<typeof mockNotifications> };

  it.each([
    ['pause', 'pause'],
    ['resume', 'resume'],
    ['scan-now', 'scan'],
    ['rescan-folder', 'rescan'],
  ])('%s sends PUT /database/control with commandId %s', async (id, command) => {
    const api = mockApi();
    const s = services(api);
    await byId(id).run!(node('appagt', { objectId: 'a1', name: 'host' }), s);
    expect(api.put).toHaveBeenCalledWith(CONTROL_PATH, { objectId: 'a1', commandId: command, options: {} }, { suppressError: true });
    expect(s.notifications.success).toHaveBeenCalled();
  });

  it('a NotImplemented answer disables the action with a reason', async () => {
    const api = mockApi({
      put: jest.fn(async () => {
        throw new ApiError('NotImplemented', 'not yet');
      }),
    });
    const s = services(api);
    expect(byId('pause').disabledReason!(node('appagt'), ctx())).toBeNull();
    await byId('pause').run!(node('appagt'), s);
    expect(byId('pause').disabledReason!(node('appagt'), ctx())).toBe(NOT_IMPLEMENTED_REASON);
    expect(byId('resume').disabledReason!(node('appagt'), ctx())).toBeNull();
    expect(s.notifications.success).not.toHaveBeenCalled();
  });

  it('another failure is reported and leaves the action enabled', async () => {
    const api = mockApi({
      put: jest.fn(async () => {
        throw new ApiError('NoPermission', 'You may not.');
      }),
    });
    const s = services(api);
    await byId('scan-now').run!(node('appagt'), s);
    expect(s.notifications.error).toHaveBeenCalledWith('You may not.');
    expect(byId('scan-now').disabledReason!(node('appagt'), ctx())).toBeNull();
  });
});
