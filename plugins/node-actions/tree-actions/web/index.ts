/** The node actions of the navigation tree (spec 000 §4 "Node actions by class"); each carries the classes and codes of its sdk/api rule, which the server checks too. */
import { definePlugin, NodeActions, NOT_READY_REASON, type NodeActionContext, type NodeActionContribution } from '@fathom/sdk/web';
import { nodeActionRule, type NodeActionId, type NodeActionRule, type TreeObject } from '@fathom/sdk/api';
import { isCommandUnavailable, NOT_IMPLEMENTED_REASON, sendControl } from './control';

export const LATER_RELEASE = 'Available in a later release';
export const NOT_READY = NOT_READY_REASON;
export const DESKTOP_APP = 'Not available in the desktop app.';
export const NO_DATA_ACTIONS_LICENCE = 'Your licence does not include automatic data actions: upgrade your licence to use them.';

const later = (): string => LATER_RELEASE;
const needsReady = (_n: TreeObject, ctx: NodeActionContext) => (ctx.isReadyToWork ? null : NOT_READY);

/** An action written with the name of its rule; it is contributed with the rule's classes and codes. */
type TreeAction = Omit<NodeActionContribution, keyof NodeActionRule> & { rule: NodeActionId };

/** Actions implemented now: dialogs and control commands. */
const live: TreeAction[] = [
  { id: 'rename', label: 'Rename', icon: 'pi pi-pencil', order: 10, rule: 'rename', dialog: () => import('./dialogs/RenameDialog') },
  { id: 'move', label: 'Move', icon: 'pi pi-arrows-alt', order: 20, rule: 'move', dialog: () => import('./dialogs/MoveDialog') },
  { id: 'delete', label: 'Delete', icon: 'pi pi-trash', order: 30, rule: 'delete', dialog: () => import('./dialogs/DeleteDialog') },
  {
    id: 'add-orgunit',
    label: 'Add organisational unit',
    icon: 'pi pi-sitemap',
    order: 110,
    rule: 'addOrgunit',
    dialog: () => import('./dialogs/AddOrgUnitDialog'),
  },
  {
    id: 'pause',
    label: 'Pause',
    icon: 'pi pi-pause',
    order: 210,
    rule: 'pause',
    visible: (_n, ctx) => !ctx.isPaused,
    disabledReason: () => (isCommandUnavailable('pause') ? NOT_IMPLEMENTED_REASON : null),
    run: (node, services) => sendControl('pause', node, services),
  },
  {
    id: 'resume',
    label: 'Resume',
    icon: 'pi pi-play',
    order: 220,
    rule: 'resume',
    visible: (_n, ctx) => ctx.isPaused,
    disabledReason: () => (isCommandUnavailable('resume') ? NOT_IMPLEMENTED_REASON : null),
    run: (node, services) => sendControl('resume', node, services),
  },
  {
    id: 'scan-now',
    label: 'Scan now',
    icon: 'pi pi-refresh',
    order: 230,
    rule: 'scanNow',
    disabledReason: (n, ctx) => needsReady(n, ctx) ?? (isCommandUnavailable('scan') ? NOT_IMPLEMENTED_REASON : null),
    run: (node, services) => sendControl('scan', node, services),
  },
  {
    id: 'rescan-folder',
    label: 'Rescan folder',
    icon: 'pi pi-sync',
    order: 250,
    rule: 'rescanFolder',
    disabledReason: (n, ctx) => needsReady(n, ctx) ?? (isCommandUnavailable('rescan') ? NOT_IMPLEMENTED_REASON : null),
    run: (node, services) => sendControl('rescan', node, services),
  },
  { id: 'add-object', label: 'Add object', icon: 'pi pi-plus', order: 150, rule: 'addObject', dialog: () => import('./dialogs/AddObjectDialog') },
  {
    id: 'add-appunit',
    label: 'Add aggregator unit',
    icon: 'pi pi-box',
    order: 160,
    rule: 'addAppunit',
    disabledReason: needsReady,
    dialog: () => import('./dialogs/AddAppunitDialog'),
  },
  { id: 'export-policy', label: 'Export policy', icon: 'pi pi-upload', order: 310, rule: 'exportPolicy', dialog: () => import('./dialogs/ExportPolicyDialog') },
  {
    id: 'import-policy',
    label: 'Import policy',
    icon: 'pi pi-download',
    order: 320,
    rule: 'importPolicy',
    dialog: () => import('./dialogs/ImportPolicyDialog'),
  },
  {
    id: 'action-now',
    label: 'Action now',
    icon: 'pi pi-bolt',
    order: 240,
    rule: 'actionNow',
    disabledReason: (n, ctx) =>
      needsReady(n, ctx) ?? (ctx.isDesktop ? DESKTOP_APP : null) ?? (ctx.licence && !ctx.licence.enableAutomaticDataActions ? NO_DATA_ACTIONS_LICENCE : null),
    dialog: () => import('./dialogs/ActionNowDialog'),
  },
];

/**
 * Registered with their classes and rules so menus are complete; each is disabled with a reason until it ships.
 * Add organisation is the administration area's (with its first administrator), and so are the installer actions
 * (add aggregator, aggregator-collector, collector, static worker; reinstall).
 */
const upcoming: TreeAction[] = [{ id: 'policies', label: 'Policies', icon: 'pi pi-shield', order: 190, rule: 'policies', disabledReason: later }];

export const TREE_ACTIONS: readonly (NodeActionContribution & { rule: NodeActionId })[] = [...live, ...upcoming]
  .map(a => ({ ...a, ...nodeActionRule(a.rule) }))
  .sort((a, b) => a.order - b.order);

export default definePlugin({
  id: 'tree-actions',
  register(r) {
    for (const action of TREE_ACTIONS) r.contribute(NodeActions, action);
  },
});
