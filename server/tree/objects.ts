/** Rows of the objects table and their wire form. */
import type { Selectable } from 'kysely';
import type { Tags, TreeObject } from '@fathom/sdk/api';
import type { DB } from '../store/schema';
import type { Store } from '../store/db';

export type ObjectRow = Selectable<DB['objects']>;

export const COLLECTOR_CLASSES = ['appagt', 'agent', 'appliance'];

export function parseTags(text: string): Tags {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** Online and ready-to-work states read from the state tag (collectors report them). */
export function nodeState(classId: string, tags: Tags): { isOnline: boolean; isReadyToWork: boolean } {
  const isOnline = tags.state?.online === true;
  const isReadyToWork = COLLECTOR_CLASSES.includes(classId) && isOnline && tags.activated !== false;
  return { isOnline, isReadyToWork };
}

export function toTreeObject(row: ObjectRow): TreeObject {
  const tags = parseTags(row.tags);
  return { objectId: row.object_id, parentId: row.parent_id, name: row.name, classId: row.class_id, tags, ...nodeState(row.class_id, tags) };
}

export async function findRow(store: Store, objectId: string): Promise<ObjectRow | undefined> {
  return store.db.selectFrom('objects').selectAll().where('object_id', '=', objectId).executeTakeFirst();
}

/** Bounds of a subtree in path order: every path_ids starting with prefix lies in [prefix, upper). */
export function subtreeRange(pathIds: string): [string, string] {
  return [pathIds, `${pathIds.slice(0, -1)}0`]; // '0' is the character after '/'
}
