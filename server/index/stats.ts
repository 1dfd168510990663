/**
 * PID_STATS: aggregates over the live index entries of a node's subtree (every collector below a tree node,
 * or one directory 'e<id>' and everything under it). One pass over the rows for the breakdowns, SQL for the
 * classification and duplicate groups.
 */
import { AGE_BUCKETS, UNCLASSIFIED, UNKNOWN, type GrowthMonth, type NodeStats, type StatBucket } from '@fathom/sdk/api/stats';
import { DEFAULT_CLASSIFICATION_MIN_CONFIDENCE } from '@fathom/sdk/api/classification';
import type { Store } from '../store/db';
import { COLLECTOR_CLASSES, entryIdOf, fullPath, getEntry } from './children';
import { subtreeRange } from './writer';

const YEAR_S = 365.25 * 86400;

export interface StatsScope {
  sql: string;
  args: unknown[];
}

/** The WHERE clause selecting the live entries below an object, or null when it holds none. */
export async function statsScope(store: Store, objectId: string): Promise<StatsScope | null> {
  const entryId = entryIdOf(objectId);
  if (entryId !== null) {
    const row = getEntry(store, entryId);
    if (!row) return null;
    if (row.class_id !== 'idxcontainer') return { sql: 'entry_id = ? AND is_deleted = 0', args: [entryId] };
    const path = fullPath(row);
    const [lo, hi] = subtreeRange(path);
    return {
      sql: 'node_id = ? AND service = ? AND (parent_path = ? OR (parent_path >= ? AND parent_path < ?)) AND is_deleted = 0',
      args: [row.node_id, row.service, path, lo, hi],
    };
  }
  const node = await store.db.selectFrom('objects').select(['object_id', 'path_ids', 'class_id']).where('object_id', '=', objectId).executeTakeFirst();
  if (!node) return null;
  const below = await store.db
    .selectFrom('objects')
    .select('object_id')
    .where('path_ids', '>=', node.path_ids)
    .where('path_ids', '<', `${node.path_ids}\uffff`)
    .where('class_id', 'in', COLLECTOR_CLASSES)
    .execute();
  const ids = below.map(r => r.object_id);
  if (ids.length === 0) return null;
  return { sql: `node_id IN (${ids.map(() => '?').join(',')}) AND is_deleted = 0`, args: ids };
}

function ageBucket(t: number | null, now: number): string {
  if (!t) return UNKNOWN;
  const years = (now - t) / YEAR_S;
  if (years < 1) return '<1';
  if (years < 2) return '1-2';
  if (years < 3) return '2-3';
  if (years < 4) return '3-4';
  return '>4';
}

class Buckets {
  private readonly m = new Map<string, StatBucket>();
  add(key: string, bytes: number): void {
    const b = this.m.get(key);
    if (b) {
      b.files++;
      b.bytes += bytes;
    } else this.m.set(key, { key, files: 1, bytes });
  }
  bySize(): StatBucket[] {
    return [...this.m.values()].sort((a, b) => b.bytes - a.bytes || b.files - a.files || a.key.localeCompare(b.key));
  }
  inOrder(keys: readonly string[]): StatBucket[] {
    return keys.map(k => this.m.get(k) ?? { key: k, files: 0, bytes: 0 });
  }
}

export async function computeNodeStats(store: Store, objectId: string, nowMs = Date.now()): Promise<NodeStats> {
  const stats: NodeStats = {
    objectId,
    computedAt: nowMs,
    totals: { files: 0, bytes: 0, directories: 0 },
    byCategory: [],
    byClassification: [],
    classificationMinConfidence: DEFAULT_CLASSIFICATION_MIN_CONFIDENCE,
    byExtension: [],
    byLocation: [],
    byOwner: [],
    byPermission: [],
    byModifyAge: [],
    byCreateAge: [],
    byAccessAge: [],
    lastAccess: { olderThan1Year: { files: 0, bytes: 0 }, olderThan5Years: { files: 0, bytes: 0 } },
    growth: [],
    duplicates: { files: 0, wastedBytes: 0 },
  };
  const scope = await statsScope(store, objectId);
  if (!scope) return stats;
  const now = nowMs / 1000;
  const cat = new Buckets();
  const ext = new Buckets();
  const loc = new Buckets();
  const own = new Buckets();
  const perm = new Buckets();
  const mAge = new Buckets();
  const cAge = new Buckets();
  const aAge = new Buckets();
  const growth = new Map<string, GrowthMonth & { byCategory: Record<string, number> }>();
  const rows = store.sqlite.prepare(
    `SELECT class_id, size, extension, category, os_owner, permissions, service, modify_time, create_time, access_time, store_time FROM idx_entries WHERE ${scope.sql}`,
  );
  for (const r of rows.iterate(...scope.args) as Iterable<{
    class_id: string;
    size: number;
    extension: string | null;
    category: string | null;
    os_owner: string | null;
    permissions: string | null;
    service: string;
    modify_time: number | null;
    create_time: number | null;
    access_time: number | null;
    store_time: number;
  }>) {
    if (r.class_id !== 'idxobject') {
      stats.totals.directories++;
      continue;
    }
    const size = r.size;
    stats.totals.files++;
    stats.totals.bytes += size;
    cat.add(r.category ?? UNKNOWN, size);
    ext.add(r.extension ?? UNKNOWN, size);
    loc.add(r.service, size);
    own.add(r.os_owner ?? UNKNOWN, size);
    perm.add(r.permissions ?? UNKNOWN, size);
    mAge.add(ageBucket(r.modify_time, now), size);
    cAge.add(ageBucket(r.create_time, now), size);
    aAge.add(ageBucket(r.access_time, now), size);
    if (r.access_time && now - r.access_time > YEAR_S) {
      stats.lastAccess.olderThan1Year.files++;
      stats.lastAccess.olderThan1Year.bytes += size;
      if (now - r.access_time > 5 * YEAR_S) {
        stats.lastAccess.olderThan5Years.files++;
        stats.lastAccess.olderThan5Years.bytes += size;
      }
    }
    const born = r.create_time ?? r.store_time;
    const month = new Date(born * 1000).toISOString().slice(0, 7);
    const g = growth.get(month) ?? { month, files: 0, bytes: 0, byCategory: {} };
    g.files++;
    g.bytes += size;
    const c = r.category ?? UNKNOWN;
    g.byCategory[c] = (g.byCategory[c] ?? 0) + size;
    growth.set(month, g);
  }
  Object.assign(stats, {
    byCategory: cat.bySize(),
    byExtension: ext.bySize(),
    byLocation: loc.bySize(),
    byOwner: own.bySize(),
    byPermission: perm.bySize(),
    byModifyAge: mAge.inOrder(AGE_BUCKETS),
    byCreateAge: cAge.inOrder(AGE_BUCKETS),
    byAccessAge: aAge.inOrder(AGE_BUCKETS),
    growth: [...growth.values()].sort((a, b) => a.month.localeCompare(b.month)),
  });
  const files = `SELECT entry_id, size, content_hash FROM idx_entries WHERE ${scope.sql} AND class_id = 'idxobject'`;
  const classified = store.sqlite
    .prepare(
      `SELECT c.classification AS key, COUNT(DISTINCT f.entry_id) AS files, SUM(f.size) AS bytes FROM (SELECT DISTINCT entry_id, classification FROM idx_classifications) c
    JOIN (${files}) f ON f.entry_id = c.entry_id GROUP BY c.classification ORDER BY bytes DESC`,
    )
    .all(...scope.args) as StatBucket[];
  const any = store.sqlite
    .prepare(
      `SELECT COUNT(*) AS files, COALESCE(SUM(f.size), 0) AS bytes FROM (${files}) f WHERE EXISTS (SELECT 1 FROM idx_classifications c WHERE c.entry_id = f.entry_id)`,
    )
    .get(...scope.args) as { files: number; bytes: number };
  stats.byClassification = [...classified, { key: UNCLASSIFIED, files: stats.totals.files - any.files, bytes: stats.totals.bytes - any.bytes }];
  const dup = store.sqlite
    .prepare(
      `SELECT COALESCE(SUM(n - 1), 0) AS files, COALESCE(SUM((n - 1) * size), 0) AS wasted FROM
    (SELECT COUNT(*) AS n, MAX(size) AS size FROM (${files}) WHERE content_hash IS NOT NULL GROUP BY content_hash HAVING COUNT(*) > 1)`,
    )
    .get(...scope.args) as { files: number; wasted: number };
  stats.duplicates = { files: dup.files, wastedBytes: dup.wasted };
  return stats;
}
