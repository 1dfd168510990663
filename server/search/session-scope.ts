/**
 * The scope of a viewer's searches (spec 000 §6 reachability): index entries of collector nodes inside the viewer's
 * home subtree (the root user reaches all), plus entries of clients whose PID_CLIENTCONFIG allows cross-client
 * access. And the check that a STORE('…') naming a tree node or an index entry is one the viewer may read.
 *
 * - scopeForViewer(store, viewer): SearchScope for compileStatement.
 * - checkStoreReach(tree, viewer, storeText): NoPermission / ObjectNotFound for a store out of reach.
 */
import { sql, type SqlBool } from 'kysely';
import type { Store } from '../store/db';
import type { Viewer } from '../tree/access';
import { noPermission } from '../tree/access';
import { subtreeRange } from '../tree/objects';
import type { TreeService } from '../tree/service';
import { storeFromText, type SearchScope } from './scope';

/** Clients that let every user read their index (crossClientAccess true). */
async function openClients(store: Store): Promise<string[]> {
  const rows = await store.db
    .selectFrom('properties')
    .select(['object_id', 'value'])
    .where('property_id', '=', 'PID_CLIENTCONFIG')
    .where('owner_id', '=', '')
    .execute();
  return rows
    .filter(r => {
      try {
        return JSON.parse(r.value)?.crossClientAccess === true;
      } catch {
        return false;
      }
    })
    .map(r => r.object_id);
}

async function subtreeIds(store: Store, objectIds: string[]): Promise<string[]> {
  if (objectIds.length === 0) return [];
  const roots = await store.db.selectFrom('objects').select(['object_id', 'path_ids']).where('object_id', 'in', objectIds).execute();
  const ids = new Set<string>();
  for (const root of roots) {
    const [from, to] = subtreeRange(root.path_ids);
    const rows = await store.db
      .selectFrom('objects')
      .select('object_id')
      .where(sql<SqlBool>`path_ids >= ${from} AND path_ids < ${to}`)
      .execute();
    for (const r of rows) ids.add(r.object_id);
    ids.add(root.object_id);
  }
  return [...ids];
}

export async function scopeForViewer(store: Store, viewer: Viewer): Promise<SearchScope> {
  if (viewer.isRoot) return { all: true };
  const nodeIds = await subtreeIds(store, [viewer.homeId, ...(await openClients(store))]);
  return { nodeIds };
}

/** A STORE naming a tree node or an index entry must be reachable (or readable through cross-client access). */
export async function checkStoreReach(tree: TreeService, viewer: Viewer, storeText: string): Promise<void> {
  if (viewer.isRoot || storeFromText(storeText)) return;
  const id = tree.resolveId(viewer, storeText.trim().toUpperCase() === 'HOME' ? 'HOME' : storeText.trim());
  if (/^e\d+$/.test(id)) return; // index entries are filtered by the scope condition itself
  const row = await tree.requireRow(id);
  if (tree.access.reaches(viewer, row)) return;
  if (await tree.access.crossClientAccess(row.client_id)) return;
  throw noPermission('You do not have permission to search this node.');
}
