/**
 * What may be created where (spec 000 §4 "Node actions by class", §5 "Create user"), shared by the console's
 * add dialogs and POST /database/object.
 */
import { classKind } from './classes';
import { hasPermissions, NODE_ACTIONS, type NodeActionId, type PermissionCode } from './permissions';

/** The node action that creates each class. Users, groups and contacts are administered (adm) rather than added. */
const CREATED_BY: Record<string, NodeActionId> = {
  client: 'addOrganisation',
  orgunit: 'addOrgunit',
  appliance: 'addAppliance',
  appagt: 'addAppagt',
  appunit: 'addAppunit',
  agent: 'addAgent',
  static_worker: 'addStaticWorker',
};
/** Classes that hold users, groups and contacts (every tree node that is not an index entry, user or worker). */
export const PRINCIPAL_HOME_CLASSES = ['root', 'platform', 'client', 'orgunit', 'appliance', 'appunit', 'agent', 'appagt'];
export const PRINCIPAL_CLASSES = ['user', 'group', 'contact'];

/** Why a child of this class cannot be created under a parent of that class, or null when it can. */
export function creationRefusal(parentClassId: string, childClassId: string): string | null {
  const child = classKind(childClassId);
  const parent = classKind(parentClassId);
  if (PRINCIPAL_CLASSES.includes(child)) {
    return PRINCIPAL_HOME_CLASSES.includes(parent) ? null : `A ${child} cannot be created under a ${parent}.`;
  }
  const action = CREATED_BY[child];
  if (!action) return `Objects of class ${childClassId} cannot be created here.`;
  return (NODE_ACTIONS[action].classes as readonly string[]).includes(parent) ? null : `A ${parent} cannot hold a ${child}.`;
}

/** Alternative code sets that allow creating the class (any one set suffices). */
export function creationNeeds(childClassId: string): PermissionCode[][] {
  const child = classKind(childClassId);
  if (PRINCIPAL_CLASSES.includes(child)) return [['adm']];
  const action = CREATED_BY[child];
  return action ? NODE_ACTIONS[action].needs.map(set => [...set]) : [];
}

/**
 * Add object (spec 000 §4): the objects added by name alone. Devices and static workers come with an installer,
 * users with the create-user dialog; each of these classes is offered where the parent may hold it.
 */
export const ADD_OBJECT_CLASSES = ['orgunit', 'appunit', 'group', 'contact'] as const;
export const ADD_OBJECT_LABELS: Record<(typeof ADD_OBJECT_CLASSES)[number], string> = {
  orgunit: 'Organisational unit',
  appunit: 'Aggregator unit',
  group: 'Group',
  contact: 'Contact',
};
export const NOTHING_TO_ADD = 'No object can be added here with your permissions.';

/** The Add object classes a parent of this class holds and that these codes allow creating. */
export function addableObjectClasses(
  parentClassId: string,
  userPermissions: readonly string[] | undefined,
  nodePermissions?: readonly string[] | null,
): string[] {
  return ADD_OBJECT_CLASSES.filter(
    c => creationRefusal(parentClassId, c) === null && creationNeeds(c).some(set => hasPermissions(set, userPermissions, nodePermissions)),
  );
}

// The create-user rules (phone by libphonenumber-js, invitation, password) live in ./people.ts.
