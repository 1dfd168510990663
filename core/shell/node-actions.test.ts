import { nodeActionRule, type TreeObject } from '@fathom/sdk/api';
import type { NodeActionContext, NodeActionContribution } from '@fathom/sdk/web/extension-points';
import { actionsFor, nodeActionContext } from './node-actions';
import { tagBadges } from './tags';

const ctx: NodeActionContext = { isPaused: false, isReadyToWork: true, isDesktop: false, airGapped: false };
const node = (classId: string, permissions?: string[]): TreeObject => ({
  objectId: 'n',
  parentId: null,
  name: 'N',
  classId,
  tags: {},
  permissions: permissions as never,
});
const action = (id: string, rule: Pick<NodeActionContribution, 'classes' | 'needs'>): NodeActionContribution => ({ id, label: id, order: 1, ...rule });

describe('actionsFor', () => {
  it('lists an action by its own classes and code sets, whatever its id', () => {
    const archive = action('archive', { classes: ['orgunit', 'rootclient'], needs: [['pol', 'upd'], ['adm']] });
    expect(actionsFor(node('orgunit'), [archive], ['adm'], ctx).map(a => a.action.id)).toEqual(['archive']);
    expect(actionsFor(node('root'), [archive], ['pol', 'upd'], ctx).map(a => a.action.id)).toEqual(['archive']);
    expect(actionsFor(node('client'), [archive], ['adm'], ctx)).toEqual([]);
    expect(actionsFor(node('orgunit'), [archive], ['pol'], ctx)).toEqual([]);
    expect(actionsFor(node('orgunit', ['get']), [archive], ['adm'], ctx)).toEqual([]);
  });
  it('an action carrying a server rule follows that rule', () => {
    const rename = action('rename', nodeActionRule('rename'));
    expect(actionsFor(node('client'), [rename], ['upd'], ctx)).toHaveLength(1);
    expect(actionsFor(node('idxcontainer'), [rename], ['upd'], ctx)).toEqual([]);
  });
});

describe('nodeActionContext', () => {
  it('takes the paused and ready states from the node the menu is for', () => {
    const paused = { ...node('appagt'), tags: { state: { paused: true } }, isReadyToWork: true };
    expect(nodeActionContext(paused, { isDesktop: false, airGapped: false })).toMatchObject({ isPaused: true, isReadyToWork: true });
    expect(nodeActionContext({ ...node('agent'), isReadyToWork: false }, { isDesktop: true, airGapped: false })).toMatchObject({
      isPaused: false,
      isReadyToWork: false,
      isDesktop: true,
    });
  });
});

describe('tagBadges', () => {
  it('shows pending until the collector has activated with its code', () => {
    expect(tagBadges({ ...node('agent'), tags: { activationCode: 'AABCD-12345-12345-12345' } }).map(b => b.kind)).toEqual(['pending']);
    expect(tagBadges({ ...node('agent'), tags: { activationCode: 'AABCD-12345-12345-12345', activated: true } })).toEqual([]);
  });
});
