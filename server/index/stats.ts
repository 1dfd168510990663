/**
 * PID_STATS: aggregates over the live index entries of a node's subtree (every collector below a tree node,
 * or one directory 'e<id>' and everything under it). Read from the per-directory roll-ups (stats-rollup.ts)
 * when they are fresh; otherwise one pass over the rows for the breakdowns, SQL for the classification and
 * duplicate groups (statsFromEntries, which also defines what every figure means).
 */
import { AGE_BUCKETS, UNCLASSIFIED, UNKNOWN, type GrowthMonth, type NodeStats, type StatBucket } from '@fathom/sdk/api/stats';
import { DEFAULT_CLASSIFICATION_MIN_CONFIDENCE } from '@fathom/sdk/api/classification';
import type { Store } from '../store/db';
import type { Kysely } from 'kysely';
import { TASK_STATUS } from '@fathom/sdk/api';
import type { DB } from '../store/schema';
import { postgresRows } from '../store/pg-rows';
import { COLLECTOR_CLASSES, entryIdOf, fullPath, readEntry } from './children';
import { subtreeRange } from './writer';
import {
  anyExecuting,
  boundaryDays,
  dayRange,
  DIRTY_HASHES_SQL,
  duplicatesCounted,
  executingSql,
  filesOfDay,
  filesOfDaysQuery,
  freshNodesSql,
  nodeTotalsKey,
  readRollups,
  readRollupsSql,
  readRollupsByAgeSql,
  rebuildStatements,
  rebuildStatsRollups,
  staleNodes,
  type RollupRow,
} from './stats-rollup';

const YEAR_S = 365.25 * 86400;

export interface StatsScope {
  sql: string;
  args: unknown[];
  /** The same scope over the roll-ups, and the nodes they come from (absent for one file). */
  rollup?: { sql: string; args: unknown[]; nodeIds: string[] };
}

/** The WHERE clause selecting the live entries below an object, or null when it holds none. */
export async function statsScope(store: Store, objectId: string): Promise<StatsScope | null> {
  const entryId = entryIdOf(objectId);
  if (entryId !== null) {
    const pg = store.dialect === 'postgres';
    const row = pg
      ? await store.db
          .selectFrom('idx_entries')
          .select(['node_id', 'service', 'class_id', 'parent_path', 'name'])
          .where('entry_id', '=', entryId)
          .executeTakeFirst()
      : await readEntry(store, entryId);
    if (!row) return null;
    if (row.class_id !== 'idxcontainer') return { sql: 'entry_id = ? AND is_deleted = 0', args: [entryId] };
    const path = fullPath(row);
    const [lo, hi] = subtreeRange(path);
    const args = [row.node_id, row.service, path, lo, hi];
    // A subtree is a byte range of paths: PostgreSQL compares in the C collation for it (see migration 0010).
    const c = pg ? ' COLLATE "C"' : '';
    return {
      sql: `node_id = ? AND service = ? AND (parent_path = ? OR (parent_path${c} >= ? AND parent_path${c} < ?)) AND is_deleted = 0`,
      args,
      rollup: { sql: `node_id = ? AND service = ? AND (dir_path = ? OR (dir_path${c} >= ? AND dir_path${c} < ?))`, args, nodeIds: [row.node_id] },
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
  const inIds = `node_id IN (${ids.map(() => '?').join(',')})`;
  // Whole nodes: their totals rows (stats-rollup.ts nodeTotalsKey), not every directory's.
  return { sql: `${inIds} AND is_deleted = 0`, args: ids, rollup: { sql: inIds, args: ids.map(nodeTotalsKey), nodeIds: ids } };
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
  add(key: string, bytes: number, files = 1): void {
    const b = this.m.get(key);
    if (b) {
      b.files += files;
      b.bytes += bytes;
    } else this.m.set(key, { key, files, bytes });
  }
  bySize(): StatBucket[] {
    return [...this.m.values()].sort((a, b) => b.bytes - a.bytes || b.files - a.files || a.key.localeCompare(b.key));
  }
  inOrder(keys: readonly string[]): StatBucket[] {
    return keys.map(k => this.m.get(k) ?? { key: k, files: 0, bytes: 0 });
  }
}

function emptyStats(objectId: string, nowMs: number): NodeStats {
  return {
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
}

type Growth = Map<string, GrowthMonth & { byCategory: Record<string, number> }>;

/** What every breakdown collects, from rows or from roll-ups. */
class Figures {
  readonly cat = new Buckets();
  readonly ext = new Buckets();
  readonly loc = new Buckets();
  readonly own = new Buckets();
  readonly perm = new Buckets();
  readonly mAge = new Buckets();
  readonly cAge = new Buckets();
  readonly aAge = new Buckets();
  readonly growth: Growth = new Map();
  constructor(
    readonly stats: NodeStats,
    readonly now: number,
  ) {}
  lastAccess(accessTime: number | null, size: number, files = 1): void {
    if (accessTime && this.now - accessTime > YEAR_S) {
      this.stats.lastAccess.olderThan1Year.files += files;
      this.stats.lastAccess.olderThan1Year.bytes += size;
      if (this.now - accessTime > 5 * YEAR_S) {
        this.stats.lastAccess.olderThan5Years.files += files;
        this.stats.lastAccess.olderThan5Years.bytes += size;
      }
    }
  }
  grow(month: string, category: string, files: number, bytes: number): void {
    const g = this.growth.get(month) ?? { month, files: 0, bytes: 0, byCategory: {} };
    g.files += files;
    g.bytes += bytes;
    g.byCategory[category] = (g.byCategory[category] ?? 0) + bytes;
    this.growth.set(month, g);
  }
  finish(): void {
    Object.assign(this.stats, {
      byCategory: this.cat.bySize(),
      byExtension: this.ext.bySize(),
      byLocation: this.loc.bySize(),
      byOwner: this.own.bySize(),
      byPermission: this.perm.bySize(),
      byModifyAge: this.mAge.inOrder(AGE_BUCKETS),
      byCreateAge: this.cAge.inOrder(AGE_BUCKETS),
      byAccessAge: this.aAge.inOrder(AGE_BUCKETS),
      growth: [...this.growth.values()].sort((a, b) => a.month.localeCompare(b.month)),
    });
  }
}

const byBytesThenKey = (a: StatBucket, b: StatBucket) => b.bytes - a.bytes || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Files with a copy in the scope: (n - 1) per content, and the bytes those copies take. */
const duplicatesSql = (files: string) => `SELECT COALESCE(SUM(n - 1), 0) AS files, COALESCE(SUM((n - 1) * size), 0) AS wasted FROM
    (SELECT COUNT(*) AS n, MAX(size) AS size FROM (${files}) AS f WHERE content_hash IS NOT NULL GROUP BY content_hash HAVING COUNT(*) > 1) AS g`;

const toDuplicates = (dup: { files: number; wasted: number }): NodeStats['duplicates'] => ({ files: dup.files, wastedBytes: dup.wasted });

function duplicatesOf(db: Store['sqlite'], files: string, args: unknown[]): NodeStats['duplicates'] {
  return toDuplicates(db.prepare(duplicatesSql(files)).get(...args) as { files: number; wasted: number });
}

/** The files a duplicate figure reads: only those with a copy somewhere once every hash is counted (dup_count exact). */
function duplicateCandidates(dialect: 'sqlite' | 'postgres', counted: boolean, scope: StatsScope): string {
  if (!counted) return `SELECT entry_id, size, content_hash FROM idx_entries WHERE ${scope.sql} AND class_id = 'idxobject'`;
  return `SELECT entry_id, size, content_hash FROM idx_entries ${dialect === 'sqlite' ? 'INDEXED BY idx_entries_dups ' : ''}WHERE dup_count > 0 AND ${scope.sql} AND class_id = 'idxobject'`;
}

export async function computeNodeStats(store: Store, objectId: string, nowMs = Date.now()): Promise<NodeStats> {
  const scope = await statsScope(store, objectId);
  if (!scope) return emptyStats(objectId, nowMs);
  if (store.dialect === 'postgres') return computeOnPostgres(store, objectId, scope, nowMs);
  const db = store.sqlite;
  const rollup = scope.rollup;
  if (!rollup) return statsFromEntries(store, objectId, scope, nowMs);
  // One read transaction: the roll-ups and the entries read beside them are one snapshot.
  const fresh = db.transaction(() => (staleNodes(db, rollup.nodeIds).length === 0 ? statsFromRollups(store, objectId, scope, nowMs) : null))();
  if (fresh) return fresh;
  if (anyExecuting(db, rollup.nodeIds)) return statsFromEntries(store, objectId, scope, nowMs);
  return store.writeWhenFree(() =>
    db
      .transaction(() => {
        for (const nodeId of staleNodes(db, rollup.nodeIds)) rebuildStatsRollups(db, nodeId);
        return statsFromRollups(store, objectId, scope, nowMs);
      })
      .immediate(),
  );
}

const TIME_DIMS = { mday: 'modify_time', cday: 'create_time', aday: 'access_time' } as const;

/** The figures from roll-up rows: days holding an age boundary are left to read entry by entry (days, addDay). */
class FromRollups {
  readonly stats: NodeStats;
  private readonly f: Figures;
  private readonly ages: Record<'mday' | 'cday' | 'aday', Buckets>;
  readonly days = { mday: new Set<number>(), cday: new Set<number>(), aday: new Set<number>() };
  private readonly classified: StatBucket[] = [];
  private readonly any = { files: 0, bytes: 0 };
  /** The node's duplicate figure from its totals (a rebuild counts it); summed over several nodes it would not hold. */
  private dups: NodeStats['duplicates'][] = [];

  constructor(objectId: string, nowMs: number) {
    this.stats = emptyStats(objectId, nowMs);
    this.f = new Figures(this.stats, nowMs / 1000);
    this.ages = { mday: this.f.mAge, cday: this.f.cAge, aday: this.f.aAge };
  }

  add(rows: RollupRow[]): void {
    const { stats, f, ages } = this;
    const boundaries = boundaryDays(f.now, YEAR_S);
    for (const r of rows) {
      switch (r.dim) {
        case 'dirs':
          stats.totals.directories += r.files;
          break;
        case 'files':
          stats.totals.files += r.files;
          stats.totals.bytes += r.bytes;
          f.loc.add(r.service, r.bytes, r.files);
          break;
        case 'cat':
          f.cat.add(r.key ?? UNKNOWN, r.bytes, r.files);
          break;
        case 'ext':
          f.ext.add(r.key ?? UNKNOWN, r.bytes, r.files);
          break;
        case 'own':
          f.own.add(r.key ?? UNKNOWN, r.bytes, r.files);
          break;
        case 'perm':
          f.perm.add(r.key ?? UNKNOWN, r.bytes, r.files);
          break;
        case 'mday':
        case 'cday':
        case 'aday': {
          if (r.key === null) {
            ages[r.dim].add(UNKNOWN, r.bytes, r.files);
            break;
          }
          const d = Number(r.key);
          if (boundaries.has(d)) {
            this.days[r.dim].add(d);
            break;
          }
          // No boundary inside the day: every time in it falls in the bucket of its middle.
          const t = dayRange(d)[0] + 43200;
          ages[r.dim].add(ageBucket(t, f.now), r.bytes, r.files);
          if (r.dim === 'aday') f.lastAccess(t, r.bytes, r.files);
          break;
        }
        case 'grow':
          f.grow(r.key!, r.key2 ?? UNKNOWN, r.files, r.bytes);
          break;
        case 'cls':
          this.classified.push({ key: r.key!, files: r.files, bytes: r.bytes });
          break;
        case 'anycls':
          this.any.files += r.files;
          this.any.bytes += r.bytes;
          break;
        case 'dups':
          this.dups.push({ files: r.files, wastedBytes: r.bytes });
          break;
      }
    }
  }

  /** The files of one boundary day, read entry by entry. */
  addDay(dim: 'mday' | 'cday' | 'aday', rows: { t: number; size: number }[]): void {
    for (const row of rows) {
      this.ages[dim].add(ageBucket(row.t, this.f.now), row.size);
      if (dim === 'aday') this.f.lastAccess(row.t, row.size);
    }
  }

  /** The duplicates of a one-node scope as its rebuild counted them; undefined when they must be read. */
  nodeDuplicates(scope: StatsScope): NodeStats['duplicates'] | undefined {
    return scope.rollup?.nodeIds.length === 1 && this.dups.length === 1 ? this.dups[0] : undefined;
  }

  finish(duplicates: NodeStats['duplicates']): NodeStats {
    const { stats, any } = this;
    this.f.finish();
    stats.byClassification = [
      ...mergeByKey(this.classified).sort(byBytesThenKey),
      { key: UNCLASSIFIED, files: stats.totals.files - any.files, bytes: stats.totals.bytes - any.bytes },
    ];
    stats.duplicates = duplicates;
    return stats;
  }
}

/** The figures from fresh roll-ups; days holding an age boundary are read entry by entry. */
export function statsFromRollups(store: Store, objectId: string, scope: StatsScope, nowMs: number): NodeStats {
  const db = store.sqlite;
  const r = new FromRollups(objectId, nowMs);
  r.add(readRollups(db, scope.rollup!));
  for (const dim of ['mday', 'cday', 'aday'] as const) for (const d of r.days[dim]) r.addDay(dim, filesOfDay(db, TIME_DIMS[dim], d, scope));
  return r.finish(r.nodeDuplicates(scope) ?? duplicatesOf(db, duplicateCandidates('sqlite', duplicatesCounted(db), scope), scope.args));
}

/** Roll-up rows of several services under one key, summed. */
function mergeByKey(buckets: StatBucket[]): StatBucket[] {
  const m = new Map<string, StatBucket>();
  for (const b of buckets) {
    const have = m.get(b.key);
    if (have) {
      have.files += b.files;
      have.bytes += b.bytes;
    } else m.set(b.key, { ...b });
  }
  return [...m.values()];
}

interface EntryFigureRow {
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
}

const entriesSql = (scope: StatsScope) =>
  `SELECT class_id, size, extension, category, os_owner, permissions, service, modify_time, create_time, access_time, store_time FROM idx_entries WHERE ${scope.sql}`;
const filesSql = (scope: StatsScope) => `SELECT entry_id, size, content_hash FROM idx_entries WHERE ${scope.sql} AND class_id = 'idxobject'`;
const classifiedSql = (files: string) =>
  `SELECT c.classification AS key, COUNT(DISTINCT f.entry_id) AS files, SUM(f.size) AS bytes FROM (SELECT DISTINCT entry_id, classification FROM idx_classifications) c
    JOIN (${files}) f ON f.entry_id = c.entry_id GROUP BY c.classification`;
const anyClassifiedSql = (files: string) =>
  `SELECT COUNT(*) AS files, COALESCE(SUM(f.size), 0) AS bytes FROM (${files}) f WHERE EXISTS (SELECT 1 FROM idx_classifications c WHERE c.entry_id = f.entry_id)`;

/** The figures of entry rows, one at a time. */
class FromEntries {
  readonly stats: NodeStats;
  private readonly f: Figures;
  constructor(objectId: string, nowMs: number) {
    this.stats = emptyStats(objectId, nowMs);
    this.f = new Figures(this.stats, nowMs / 1000);
  }
  add(r: EntryFigureRow): void {
    const { stats, f } = this;
    const now = f.now;
    if (r.class_id !== 'idxobject') {
      stats.totals.directories++;
      return;
    }
    const size = r.size;
    stats.totals.files++;
    stats.totals.bytes += size;
    f.cat.add(r.category ?? UNKNOWN, size);
    f.ext.add(r.extension ?? UNKNOWN, size);
    f.loc.add(r.service, size);
    f.own.add(r.os_owner ?? UNKNOWN, size);
    f.perm.add(r.permissions ?? UNKNOWN, size);
    f.mAge.add(ageBucket(r.modify_time, now), size);
    f.cAge.add(ageBucket(r.create_time, now), size);
    f.aAge.add(ageBucket(r.access_time, now), size);
    f.lastAccess(r.access_time, size);
    const born = r.create_time ?? r.store_time;
    f.grow(new Date(born * 1000).toISOString().slice(0, 7), r.category ?? UNKNOWN, 1, size);
  }
  finish(classified: StatBucket[], any: { files: number; bytes: number }, duplicates: NodeStats['duplicates']): NodeStats {
    const { stats } = this;
    this.f.finish();
    stats.byClassification = [
      ...classified.sort(byBytesThenKey),
      { key: UNCLASSIFIED, files: stats.totals.files - any.files, bytes: stats.totals.bytes - any.bytes },
    ];
    stats.duplicates = duplicates;
    return stats;
  }
}

/** The figures from every live entry of the scope: what the roll-ups must equal. */
export function statsFromEntries(store: Store, objectId: string, scope: StatsScope, nowMs: number): NodeStats {
  const e = new FromEntries(objectId, nowMs);
  for (const r of store.sqlite.prepare(entriesSql(scope)).iterate(...scope.args) as Iterable<EntryFigureRow>) e.add(r);
  const files = filesSql(scope);
  const classified = store.sqlite.prepare(classifiedSql(files)).all(...scope.args) as StatBucket[];
  const any = store.sqlite.prepare(anyClassifiedSql(files)).get(...scope.args) as { files: number; bytes: number };
  return e.finish(classified, any, duplicatesOf(store.sqlite, files, scope.args));
}

/**
 * PID_STATS on PostgreSQL: the same figures through the store's pool. Fresh roll-ups are read in one
 * repeatable-read transaction (one snapshot, as SQLite's read transaction); stale ones are rebuilt first under
 * the node's advisory lock, unless a task of the node executes (then every entry is read, as on SQLite).
 */
async function computeOnPostgres(store: Store, objectId: string, scope: StatsScope, nowMs: number): Promise<NodeStats> {
  const rollup = scope.rollup;
  if (!rollup) return statsFromEntriesOnPostgres(store.db, objectId, scope, nowMs);
  const fromRollups = (db: Kysely<DB>) => statsFromRollupsOnPostgres(db, objectId, scope, nowMs);
  const once = await statsInOneStatement(store.db, objectId, scope, nowMs);
  if (once) return once;
  const fresh = await store.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async trx => ((await staleOnPostgres(trx, rollup.nodeIds)).length === 0 ? fromRollups(trx) : null));
  if (fresh) return fresh;
  if ((await postgresRows(store.db, executingSql(rollup.nodeIds), TASK_STATUS.executing, ...rollup.nodeIds)).length > 0)
    return statsFromEntriesOnPostgres(store.db, objectId, scope, nowMs);
  return store.db.transaction().execute(async trx => {
    for (const nodeId of await staleOnPostgres(trx, rollup.nodeIds))
      for (const [statement, params] of rebuildStatements('postgres', nodeId)) await postgresRows(trx, statement, params);
    return fromRollups(trx);
  });
}

/**
 * Fresh roll-ups in one statement (one snapshot, one round trip; each cost more than the reading under load):
 * whether the nodes' roll-ups are fresh, their rows with the age days bucketed, and the files of every boundary
 * day of the time columns. Null when a node's roll-ups are stale.
 */
async function statsInOneStatement(db: Kysely<DB>, objectId: string, scope: StatsScope, nowMs: number): Promise<NodeStats | null> {
  const rollup = scope.rollup!;
  const [rollups, rollupParams] = readRollupsByAgeSql(rollup, nowMs / 1000, YEAR_S);
  const boundaries = [...boundaryDays(nowMs / 1000, YEAR_S)];
  const [days, dayParams] = filesOfDaysQuery(
    (['mday', 'cday', 'aday'] as const).flatMap(dim => boundaries.map(day => ({ dim, column: TIME_DIMS[dim], day }))),
    scope,
  );
  const rows = await postgresRows<RollupRow>(
    db,
    `SELECT 'fresh' AS dim, NULL AS key, NULL AS key2, '' AS service, COUNT(*) AS files, 0 AS bytes FROM (${freshNodesSql(rollup.nodeIds)}) AS f
     UNION ALL ${rollups}
     UNION ALL SELECT 'day:' || dim, CAST(t AS TEXT), NULL, '', 1, size FROM (${days}) AS d`,
    ...rollup.nodeIds,
    ...rollupParams,
    ...dayParams,
  );
  if (rows.find(row => row.dim === 'fresh')?.files !== rollup.nodeIds.length) return null;
  const r = new FromRollups(objectId, nowMs);
  r.add(rows.filter(row => !row.dim.startsWith('day:') && row.dim !== 'fresh'));
  for (const dim of ['mday', 'cday', 'aday'] as const)
    r.addDay(
      dim,
      rows.filter(row => row.dim === `day:${dim}`).map(row => ({ t: Number(row.key), size: row.bytes })),
    );
  const known = r.nodeDuplicates(scope);
  if (known) return r.finish(known);
  const counted = (await postgresRows(db, DIRTY_HASHES_SQL)).length === 0;
  const [dup] = await postgresRows<{ files: number; wasted: number }>(db, duplicatesSql(duplicateCandidates('postgres', counted, scope)), ...scope.args);
  return r.finish(toDuplicates(dup));
}

async function staleOnPostgres(db: Kysely<DB>, nodeIds: string[]): Promise<string[]> {
  const fresh = new Set((await postgresRows<{ node_id: string }>(db, freshNodesSql(nodeIds), ...nodeIds)).map(r => r.node_id));
  return nodeIds.filter(id => !fresh.has(id));
}

async function statsFromRollupsOnPostgres(db: Kysely<DB>, objectId: string, scope: StatsScope, nowMs: number): Promise<NodeStats> {
  const r = new FromRollups(objectId, nowMs);
  const [rollups, params] = readRollupsByAgeSql(scope.rollup!, nowMs / 1000, YEAR_S);
  r.add(await postgresRows<RollupRow>(db, rollups, ...params));
  const days = (['mday', 'cday', 'aday'] as const).flatMap(dim => [...r.days[dim]].map(day => ({ dim, column: TIME_DIMS[dim], day })));
  if (days.length > 0) {
    const [statement, params] = filesOfDaysQuery(days, scope);
    const rows = await postgresRows<{ dim: 'mday' | 'cday' | 'aday'; t: number; size: number }>(db, statement, ...params);
    for (const dim of ['mday', 'cday', 'aday'] as const)
      r.addDay(
        dim,
        rows.filter(row => row.dim === dim),
      );
  }
  const known = r.nodeDuplicates(scope);
  if (known) return r.finish(known);
  const counted = (await postgresRows(db, DIRTY_HASHES_SQL)).length === 0;
  const [dup] = await postgresRows<{ files: number; wasted: number }>(db, duplicatesSql(duplicateCandidates('postgres', counted, scope)), ...scope.args);
  return r.finish(toDuplicates(dup));
}

async function statsFromEntriesOnPostgres(db: Kysely<DB>, objectId: string, scope: StatsScope, nowMs: number): Promise<NodeStats> {
  const e = new FromEntries(objectId, nowMs);
  for (const r of await postgresRows<EntryFigureRow>(db, entriesSql(scope), ...scope.args)) e.add(r);
  const files = filesSql(scope);
  const classified = await postgresRows<StatBucket>(db, classifiedSql(files), ...scope.args);
  const [any] = await postgresRows<{ files: number; bytes: number }>(db, anyClassifiedSql(files), ...scope.args);
  const [dup] = await postgresRows<{ files: number; wasted: number }>(db, duplicatesSql(files), ...scope.args);
  return e.finish(classified, any, toDuplicates(dup));
}
