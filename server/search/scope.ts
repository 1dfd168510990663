/**
 * Where a search may look: the caller's permission scope and the statement's STORE('…').
 *
 * - SearchScope: what the user may reach, given by the caller: `{ all: true }` (root) or collector node ids and
 *   path subtrees. An empty scope reaches nothing (fail closed).
 * - StoreFilter: a resolved STORE argument: everything, a set of collector nodes, a directory subtree, one entry.
 * - resolveStore(db, store, { homeId }): async; STORE('/') is everything, 'HOME' the user's home node, 'e123' an
 *   index entry (a directory means its subtree), an object id every collector below that tree node, and a
 *   path ('/x/y', 'C:/x', '//server/share') that subtree on every collector. Unknown ids raise ObjectNotFound.
 * - scopeCondition / storeCondition: the SQL conditions on idx_entries (alias e), parameterised.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import type { DB } from '../store/schema';

export interface ScopePath {
  path: string;
  nodeId?: string;
}
export type SearchScope = { all: true } | { all?: false; nodeIds?: string[]; paths?: ScopePath[] };

export type StoreFilter =
  { kind: 'all' } | { kind: 'nodes'; nodeIds: string[] } | { kind: 'path'; path: string; nodeId?: string } | { kind: 'entry'; entryId: number };

/** '/'-separated, no trailing slash (except the root '/'). */
export function normalisePath(path: string): string {
  const p = path.replace(/\\/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

export function isPathStore(store: string): boolean {
  return /^(\/|\\|[A-Za-z]:)/.test(store);
}

/** Entries below a directory path: parent_path is the path or starts with path + '/' (a range, so the index serves it). */
export function underPath(path: string, nodeId?: string): RawBuilder<SqlBool> {
  const p = normalisePath(path);
  const inside =
    p === '/' ? sql<SqlBool>`e.parent_path >= '/'` : sql<SqlBool>`(e.parent_path = ${p} OR (e.parent_path >= ${`${p}/`} AND e.parent_path < ${`${p}0`}))`;
  return nodeId === undefined ? inside : sql<SqlBool>`(e.node_id = ${nodeId} AND ${inside})`;
}

export function scopeCondition(scope: SearchScope): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  const parts: RawBuilder<SqlBool>[] = [];
  if (scope.nodeIds?.length) parts.push(sql<SqlBool>`e.node_id IN (${sql.join(scope.nodeIds)})`);
  for (const p of scope.paths ?? []) parts.push(underPath(p.path, p.nodeId));
  if (parts.length === 0) return sql<SqlBool>`1 = 0`;
  return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

export function storeCondition(store: StoreFilter): RawBuilder<SqlBool> {
  switch (store.kind) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'nodes':
      return store.nodeIds.length ? sql<SqlBool>`e.node_id IN (${sql.join(store.nodeIds)})` : sql<SqlBool>`1 = 0`;
    case 'path':
      return underPath(store.path, store.nodeId);
    case 'entry':
      return sql<SqlBool>`e.entry_id = ${store.entryId}`;
  }
}

/** Reads a STORE argument without the database: everything, a path, or null when it names an object. */
export function storeFromText(store: string): StoreFilter | null {
  const s = store.trim();
  if (s === '' || s === '/' || s === '*') return { kind: 'all' };
  if (isPathStore(s)) return { kind: 'path', path: normalisePath(s) };
  return null;
}

const notFound = (store: string) => new ApiError(ERROR_NAMES.objectNotFound, `Object not found: ${store}`);

export async function resolveStore(db: Kysely<DB>, store: string, ctx: { homeId?: string } = {}): Promise<StoreFilter> {
  const direct = storeFromText(store);
  if (direct) return direct;
  let id = store.trim();
  if (id.toUpperCase() === 'HOME') {
    if (!ctx.homeId) throw notFound(store);
    id = ctx.homeId;
  }
  const entry = /^e(\d+)$/.exec(id);
  if (entry) {
    const row = await db
      .selectFrom('idx_entries')
      .select(['entry_id', 'node_id', 'class_id', 'parent_path', 'name'])
      .where('entry_id', '=', Number(entry[1]))
      .executeTakeFirst();
    if (!row) throw notFound(store);
    if (row.class_id === 'idxobject') return { kind: 'entry', entryId: row.entry_id };
    const path = row.parent_path === '/' ? `/${row.name}` : `${row.parent_path}/${row.name}`;
    return { kind: 'path', path, nodeId: row.node_id };
  }
  const node = await db.selectFrom('objects').select(['object_id', 'path_ids']).where('object_id', '=', id).executeTakeFirst();
  if (!node) throw notFound(store);
  // Every object below (and including) this tree node; entries only ever name collector nodes.
  const below = await db
    .selectFrom('objects')
    .select('object_id')
    .where(sql<SqlBool>`substr(path_ids, 1, ${node.path_ids.length}) = ${node.path_ids}`)
    .execute();
  const ids = new Set(below.map(r => r.object_id));
  ids.add(node.object_id);
  return { kind: 'nodes', nodeIds: [...ids] };
}
