/** Permission rules (spec 000 §6, spec 001 §2): one module used by the console and the server. */
import { classKind } from './classes';

export const PERMISSION_CODES = ['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act'] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];
export const PERMISSION_LABELS: Record<PermissionCode, string> = {
  add: 'add objects',
  del: 'delete objects',
  upd: 'update object info',
  ctl: 'control objects',
  get: 'display info',
  adm: 'administer users and roles',
  pol: 'modify policy',
  bll: 'billing',
  act: 'manual actions',
};

export function isPermissionCode(s: string): s is PermissionCode {
  return (PERMISSION_CODES as readonly string[]).includes(s);
}

/** A check for a set of codes succeeds only if all are present; the node's permissions win when they exist. */
export function hasPermissions(
  needed: readonly PermissionCode[],
  userPermissions: readonly string[] | undefined,
  nodePermissions?: readonly string[] | null,
): boolean {
  const effective = nodePermissions && nodePermissions.length > 0 ? nodePermissions : (userPermissions ?? []);
  return needed.every(code => effective.includes(code));
}

/** Where a node action applies and the code sets that allow it (any one set suffices): what a NodeActions contribution carries. */
export interface NodeActionRule {
  classes: readonly string[];
  needs: readonly (readonly PermissionCode[])[];
}

/**
 * The rules of the node operations of spec 000 §4 (classes they apply to, codes that allow them, spec 000 §6), which
 * the server checks when it performs them; a node action contribution for one of them carries its rule
 * (nodeActionRule), any other carries its own classes and codes.
 */
export const NODE_ACTIONS = {
  rename: { classes: ['root', 'client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt', 'platform'], needs: [['upd']] },
  delete: { classes: ['client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt', 'platform'], needs: [['del']] },
  move: { classes: ['client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt'], needs: [['upd'], ['add']] },
  addOrganisation: { classes: ['root', 'client', 'orgunit'], needs: [['adm']] },
  addOrgunit: { classes: ['root', 'client', 'orgunit'], needs: [['add']] },
  addAppliance: { classes: ['root', 'client', 'orgunit'], needs: [['add']] },
  addAppagt: { classes: ['root', 'client', 'orgunit'], needs: [['add']] },
  addStaticWorker: { classes: ['agent', 'appagt', 'appliance', 'appunit'], needs: [['add']] },
  addObject: { classes: ['agent', 'appagt', 'client', 'orgunit', 'appliance', 'appunit'], needs: [['add']] },
  addAppunit: { classes: ['appliance', 'appunit'], needs: [['add']] },
  addAgent: { classes: ['appliance', 'appunit', 'static_worker'], needs: [['add']] },
  reinstall: { classes: ['appagt', 'agent', 'worker', 'appliance'], needs: [['add']] },
  policies: { classes: ['appliance', 'appunit'], needs: [['add']] },
  pause: { classes: ['appagt', 'agent'], needs: [['upd'], ['ctl']] },
  resume: { classes: ['appliance', 'appagt', 'agent'], needs: [['upd'], ['ctl']] },
  scanNow: { classes: ['appagt', 'agent'], needs: [['upd'], ['ctl']] },
  actionNow: { classes: ['appagt', 'agent'], needs: [['pol'], ['ctl']] },
  exportPolicy: { classes: ['root', 'client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt', 'worker'], needs: [['pol', 'upd']] },
  importPolicy: { classes: ['root', 'client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt', 'worker'], needs: [['pol', 'upd']] },
  rescanFolder: { classes: ['directory'], needs: [['ctl']] },
} as const satisfies Record<string, { classes: readonly string[]; needs: readonly (readonly PermissionCode[])[] }>;
export type NodeActionId = keyof typeof NODE_ACTIONS;

/** The rule of a node operation, as a NodeActions contribution carries it. */
export function nodeActionRule(action: NodeActionId): NodeActionRule {
  return { classes: [...NODE_ACTIONS[action].classes], needs: NODE_ACTIONS[action].needs.map(set => [...set]) };
}

/** True when the rule's classes include the class (aliases normalised) and one of its code sets is fully held. */
export function ruleAllows(
  rule: NodeActionRule,
  classId: string,
  userPermissions: readonly string[] | undefined,
  nodePermissions?: readonly string[] | null,
): boolean {
  const kind = classKind(classId);
  return rule.classes.some(c => classKind(c) === kind) && rule.needs.some(set => hasPermissions(set, userPermissions, nodePermissions));
}

/** True when the action applies to the class (before permissions and state). */
export function actionAppliesToClass(action: NodeActionId, classId: string): boolean {
  return (NODE_ACTIONS[action].classes as readonly string[]).includes(classKind(classId));
}

/** True when any one of the action's alternative code sets is fully held. */
export function actionPermitted(action: NodeActionId, userPermissions: readonly string[] | undefined, nodePermissions?: readonly string[] | null): boolean {
  return NODE_ACTIONS[action].needs.some(set => hasPermissions(set, userPermissions, nodePermissions));
}

/**
 * Which child classes a parent class accepts when moving (spec 000 §4): root-client accepts orgunit, client,
 * appliance; client and appliance accept orgunit; agent and appunit sit under appliance and accept appunit;
 * orgunit accepts root, client, orgunit. Aggregator-collectors (appagt) are placed like appliances, since the
 * spec allows moving them but names no parent for them.
 */
const MOVE_CHILDREN: Record<string, string[]> = {
  root: ['orgunit', 'client', 'appliance', 'appagt'],
  client: ['orgunit', 'appliance', 'appagt'],
  appliance: ['orgunit', 'agent', 'appunit'],
  agent: ['appunit'],
  appunit: ['appunit'],
  orgunit: ['root', 'client', 'orgunit', 'appliance', 'appagt'],
};
/** Classes that can never be a move target. */
export const ROOT_TYPES = ['platform'];

export interface MoveCandidate {
  objectId: string;
  classId: string;
  parentId?: string | null;
  ancestorIds?: string[];
}

/** Why a target cannot receive a moved node, or null when it can. */
export function moveTargetRefusal(moved: MoveCandidate, target: MoveCandidate | null | undefined): string | null {
  if (!target) return 'Select a target.';
  if (target.objectId === moved.objectId) return 'A node cannot be moved into itself.';
  if (target.ancestorIds?.includes(moved.objectId)) return 'A node cannot be moved into its own descendant.';
  if (moved.parentId && target.objectId === moved.parentId) return 'The node is already there.';
  if (moved.parentId && target.parentId === moved.parentId) return 'A current sibling cannot be the target.';
  if (ROOT_TYPES.includes(classKind(target.classId))) return 'The platform cannot be the target.';
  const accepts = MOVE_CHILDREN[classKind(target.classId)];
  if (!accepts || !accepts.includes(classKind(moved.classId))) return `A ${classKind(target.classId)} cannot hold a ${classKind(moved.classId)}.`;
  return null;
}
