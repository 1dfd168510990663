/** Object classes of the tree (spec 000 §3) and their sibling order. */
export const CLASS = {
  root: 'root',
  rootclient: 'rootclient',
  platform: 'platform',
  client: 'client',
  orgunit: 'orgunit',
  appunit: 'appunit',
  appliance: 'appliance',
  agent: 'agent',
  appagt: 'appagt',
  directory: 'idxcontainer',
  file: 'idxobject',
  user: 'user',
  group: 'group',
  contact: 'contact',
  worker: 'worker',
  staticWorker: 'static_worker',
} as const;
export type ClassId = (typeof CLASS)[keyof typeof CLASS];
export const ALL_CLASSES = Object.values(CLASS) as ClassId[];

/** Node classes that are containers shown in the navigation tree. */
export const CONTAINER_CLASSES: ClassId[] = ['root', 'rootclient', 'platform', 'client', 'orgunit', 'appunit', 'appliance', 'agent', 'appagt', 'idxcontainer'];
/** The tree's organisation nodes: every container above the indexed directories. */
export const ORGANISATION_CLASSES: ClassId[] = ['root', 'platform', 'client', 'appliance', 'appagt', 'agent', 'orgunit', 'appunit'];
/** Classes the tree asks for when listing children (spec 000 §7). */
export const TREE_CHILD_CLASSES: ClassId[] = [
  'client',
  'orgunit',
  'appliance',
  'appunit',
  'appagt',
  'agent',
  'worker',
  'static_worker',
  'idxcontainer',
  'idxobject',
];

/** Normalises the spec's aliases: 'root' and 'rootclient' are one class; 'directory'/'file' name the index classes. */
export function classKind(classId: string): string {
  if (classId === 'rootclient') return 'root';
  if (classId === 'idxcontainer') return 'directory';
  if (classId === 'idxobject') return 'file';
  return classId;
}

const SIBLING_ORDER = ['root', 'client', 'appagt', 'appliance', 'agent', 'orgunit', 'appunit', 'directory', 'platform'];

/** Sibling order: root, client, appagt, appliance, agent, orgunit, appunit, directory, platform, then by name. */
export function compareSiblings(a: { classId: string; name: string }, b: { classId: string; name: string }): number {
  const rank = (c: string) => {
    const i = SIBLING_ORDER.indexOf(classKind(c));
    return i < 0 ? SIBLING_ORDER.length : i;
  };
  const d = rank(a.classId) - rank(b.classId);
  if (d !== 0) return d;
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
}

/** Aggregators count against the licence limit allowedAggregators. */
export const AGGREGATOR_CLASSES: ClassId[] = ['appagt', 'appliance'];
