/**
 * PID_STATS from roll-ups (migration 0007): per directory of a node, the additive figures of its direct
 * entries, so a node's stats sum a few rows per directory instead of reading every file below it.
 *
 * - Built for a node by one statement (rebuildStatsRollups) at the end of each scan, and on the first read
 *   after a write marked them stale: every transaction that writes a node's entries or classifications calls
 *   markStatsStale before it commits (the scan's batches, a collector's upload, reclassification). While a task of the node executes, a stale node is read the
 *   old way (every entry), so a running scan is never held up by a rebuild.
 * - Age figures depend on the time of the request: times are rolled up per day, every day that contains a
 *   bucket boundary (now - k years) is read again entry by entry through the time indexes, so each figure is
 *   exactly what a pass over the entries gives.
 * - Duplicates are not additive: they are counted over the files that have a copy anywhere (dup_count > 0,
 *   exact once the dirty hashes are counted; otherwise the whole scope is read).
 */
import { dialectOf, type IndexDb } from '../store/index-db';
import { TASK_STATUS } from '@fathom/sdk/api/tasks';

const DAY_S = 86400;
const FILES = "is_deleted = 0 AND class_id = 'idxobject'";

/**
 * The day number of a time in seconds; NULL when unknown (null or 0: the figures' UNKNOWN), -1 for any time before 1970.
 * Keys are text: SQLite's column affinity makes the number text, PostgreSQL is told.
 */
const day = (col: string, pg: boolean) =>
  `CASE WHEN ${col} IS NULL OR ${col} = 0 THEN NULL WHEN ${col} < 0 THEN ${pg ? "'-1'" : '-1'} ELSE CAST(${pg ? `${col} / ${DAY_S} AS TEXT` : `${col} / ${DAY_S} AS INTEGER`}) END`;

/** The year and month of a time in seconds (UTC), as strftime('%Y-%m') gives it. */
const month = (col: string, pg: boolean) => (pg ? `to_char(to_timestamp(${col}) AT TIME ZONE 'UTC', 'YYYY-MM')` : `strftime('%Y-%m', ${col}, 'unixepoch')`);

const per = (dim: string, key: string, key2 = 'NULL') =>
  `SELECT node_id, service, parent_path, '${dim}', ${key}, ${key2}, COUNT(*), SUM(size) FROM idx_entries WHERE node_id = @node AND ${FILES} GROUP BY service, parent_path, ${key}${key2 === 'NULL' ? '' : `, ${key2}`}`;

/** Every dimension of the roll-up, one SELECT each, for the entries of one node. */
const rollupSelect = (pg: boolean) =>
  [
    `SELECT node_id, service, parent_path, 'dirs', NULL, NULL, COUNT(*), 0 FROM idx_entries WHERE node_id = @node AND is_deleted = 0 AND class_id <> 'idxobject' GROUP BY service, parent_path`,
    `SELECT node_id, service, parent_path, 'files', NULL, NULL, COUNT(*), SUM(size) FROM idx_entries WHERE node_id = @node AND ${FILES} GROUP BY service, parent_path`,
    per('cat', 'category'),
    per('ext', 'extension'),
    per('own', 'os_owner'),
    per('perm', 'permissions'),
    per('mday', day('modify_time', pg)),
    per('cday', day('create_time', pg)),
    per('aday', day('access_time', pg)),
    per('grow', month('COALESCE(create_time, store_time)', pg), 'category'),
    `SELECT e.node_id, e.service, e.parent_path, 'cls', d.classification, NULL, COUNT(*), SUM(e.size)
   FROM (SELECT DISTINCT entry_id, classification FROM idx_classifications WHERE entry_id IN (SELECT entry_id FROM idx_entries WHERE node_id = @node AND ${FILES})) d
   JOIN idx_entries e ON e.entry_id = d.entry_id GROUP BY e.service, e.parent_path, d.classification`,
    `SELECT node_id, service, parent_path, 'anycls', NULL, NULL, COUNT(*), SUM(size) FROM idx_entries f WHERE node_id = @node AND ${FILES}
   AND EXISTS (SELECT 1 FROM idx_classifications c WHERE c.entry_id = f.entry_id) GROUP BY service, parent_path`,
  ]
    .join('\nUNION ALL\n')
    // PostgreSQL wants the selected node_id grouped too (one node: the same groups).
    .replace(/GROUP BY (e\.)?service/g, pg ? 'GROUP BY $1node_id, $1service' : 'GROUP BY $1service');
const ROLLUP_SELECT = { sqlite: rollupSelect(false), postgres: rollupSelect(true) };

/**
 * The node's totals: its directories' rows summed per key, kept under their own node key (dir_path '') so a
 * node's dashboard reads a few thousand rows instead of every directory's (a day key per directory and time
 * column: millions of rows at a million files).
 */
export const nodeTotalsKey = (nodeId: string) => `totals:${nodeId}`;

/**
 * The statements of a rebuild, in order, each with its parameters; run in one transaction. PostgreSQL first
 * takes the node's advisory lock: two rebuilds of one node (a scan's end, a reader) never interleave there
 * (SQLite's write lock does that already).
 */
export function rebuildStatements(dialect: 'sqlite' | 'postgres', nodeId: string): [string, unknown][] {
  const totals = nodeTotalsKey(nodeId);
  return [
    ...(dialect === 'postgres' ? ([["SELECT pg_advisory_xact_lock(hashtext('stats_rollups:' || ?))", nodeId]] as [string, unknown][]) : []),
    ['DELETE FROM stats_rollups WHERE node_id = ?', nodeId],
    ['DELETE FROM stats_rollups WHERE node_id = ?', totals],
    [`INSERT INTO stats_rollups (node_id, service, dir_path, dim, key, key2, files, bytes) ${ROLLUP_SELECT[dialect]}`, { node: nodeId }],
    [
      `INSERT INTO stats_rollups (node_id, service, dir_path, dim, key, key2, files, bytes)
       SELECT @totals, service, '', dim, key, key2, SUM(files), SUM(bytes) FROM stats_rollups WHERE node_id = @node GROUP BY service, dim, key, key2`,
      { node: nodeId, totals },
    ],
    // Duplicates are not additive, but a node's own figure is one number: read as is when the scope is that node.
    [
      `INSERT INTO stats_rollups (node_id, service, dir_path, dim, key, key2, files, bytes)
       SELECT @totals, '', '', 'dups', NULL, NULL, COALESCE(SUM(n - 1), 0), COALESCE(SUM((n - 1) * size), 0) FROM
       (SELECT COUNT(*) AS n, MAX(size) AS size FROM idx_entries WHERE node_id = @node AND ${FILES} AND content_hash IS NOT NULL
        GROUP BY content_hash HAVING COUNT(*) > 1) AS g`,
      { node: nodeId, totals },
    ],
    ['INSERT INTO stats_rollup_state (node_id, dirty) VALUES (?, 0) ON CONFLICT (node_id) DO UPDATE SET dirty = 0', nodeId],
  ];
}

/**
 * Rebuilds a node's roll-ups in one transaction and marks them fresh (writes after it mark them stale again).
 * On PostgreSQL the index tables' planner statistics are refreshed first (ANALYZE samples, it does not read every
 * row): after a scan's bulk writes the roll-up's GROUP BYs and every search plan need them, and autovacuum may be
 * off or run minutes later (a million new rows planned as an empty table read every name through the fold).
 */
export function rebuildStatsRollups(db: IndexDb, nodeId: string): void {
  if (dialectOf(db) === 'postgres') db.exec('ANALYZE idx_entries, idx_content, idx_classifications');
  db.transaction(() => {
    for (const [statement, params] of rebuildStatements(dialectOf(db), nodeId)) {
      if (statement.startsWith('SELECT')) db.prepare(statement).get(params);
      else db.prepare(statement).run(params);
    }
  }).immediate();
}

/** Called inside every transaction that writes a node's entries or classifications: its roll-ups are stale from that commit on. */
export function markStatsStale(db: IndexDb, nodeId: string): void {
  db.prepare('UPDATE stats_rollup_state SET dirty = 1 WHERE node_id = ? AND dirty = 0').run(nodeId);
}

export const freshNodesSql = (nodeIds: string[]) =>
  `SELECT node_id FROM stats_rollup_state WHERE dirty = 0 AND node_id IN (${nodeIds.map(() => '?').join(',')})`;

/** The nodes whose roll-ups are missing or stale. */
export function staleNodes(db: IndexDb, nodeIds: string[]): string[] {
  if (nodeIds.length === 0) return [];
  const fresh = new Set(
    db
      .prepare(freshNodesSql(nodeIds))
      .pluck()
      .all(...nodeIds) as string[],
  );
  return nodeIds.filter(id => !fresh.has(id));
}

export const executingSql = (nodeIds: string[]) => `SELECT 1 AS one FROM tasks WHERE status = ? AND node_id IN (${nodeIds.map(() => '?').join(',')}) LIMIT 1`;

/** True when a task of one of the nodes is executing (its scan writes the index now). */
export function anyExecuting(db: IndexDb, nodeIds: string[]): boolean {
  if (nodeIds.length === 0) return false;
  return db.prepare(executingSql(nodeIds)).get(TASK_STATUS.executing, ...nodeIds) !== undefined;
}

export interface RollupRow {
  dim: string;
  key: string | null;
  key2: string | null;
  service: string;
  files: number;
  bytes: number;
}

export const readRollupsSql = (scope: { sql: string }) =>
  `SELECT dim, key, key2, service, SUM(files) AS files, SUM(bytes) AS bytes FROM stats_rollups WHERE ${scope.sql} GROUP BY dim, key, key2, service`;

/**
 * PostgreSQL: readRollupsSql with the days of the age figures summed in the database: every day without an age
 * boundary falls wholly in one bucket (and on one side of 5 years, for last access), so the days of one bucket
 * become one row under one of its days (FromRollups reads a day by its middle). A million files' node has ~7,000
 * day rows; sent and read one by one they cost more than the rest of the figures.
 */
export function readRollupsByAgeSql(scope: { sql: string; args: unknown[] }, nowS: number, yearS: number): [string, unknown[]] {
  const boundaries = [...boundaryDays(nowS, yearS)].map(d => `'${d}'`).join(', ');
  const years = `((CAST(? AS double precision) - (CAST(key AS bigint) * ${DAY_S} + ${DAY_S / 2})) / ${yearS})`;
  const group = `CASE WHEN key IS NULL OR key IN (${boundaries}) THEN key ELSE CAST(LEAST(FLOOR(${years}), 4) * 2 + CASE WHEN ${years} > 5 THEN 1 ELSE 0 END AS TEXT) END`;
  const ages = "('mday', 'cday', 'aday')";
  return [
    `SELECT dim, key, key2, service, SUM(files) AS files, SUM(bytes) AS bytes FROM stats_rollups WHERE ${scope.sql} AND dim NOT IN ${ages} GROUP BY dim, key, key2, service
     UNION ALL
     SELECT dim, MIN(key), NULL, service, SUM(files), SUM(bytes) FROM
       (SELECT dim, key, service, files, bytes, ${group} AS grp FROM stats_rollups WHERE ${scope.sql} AND dim IN ${ages}) AS d
     GROUP BY dim, service, grp`,
    [...scope.args, nowS, nowS, ...scope.args],
  ];
}

/** The roll-up rows of a scope summed over its directories. */
export function readRollups(db: IndexDb, scope: { sql: string; args: unknown[] }): RollupRow[] {
  return db.prepare(readRollupsSql(scope)).all(...scope.args) as RollupRow[];
}

/** The day numbers holding a boundary (now - k years, k = 1..5) of the age figures, -1 (before 1970) always. */
export function boundaryDays(nowS: number, yearS: number): Set<number> {
  const days = new Set<number>([-1]);
  for (let k = 1; k <= 5; k++) {
    const b = nowS - k * yearS;
    days.add(b <= 0 ? -1 : Math.floor(b / DAY_S));
  }
  return days;
}

/** The time range of a day number (seconds, end exclusive), as boundaryDays and the roll-up define it. */
export function dayRange(dayNumber: number): [number, number] {
  return dayNumber === -1 ? [-Number.MAX_VALUE, 0] : [dayNumber * DAY_S, (dayNumber + 1) * DAY_S];
}

const TIME_INDEX: Record<string, string> = { modify_time: 'idx_entries_modify', create_time: 'idx_entries_create', access_time: 'idx_entries_access' };

export type TimeColumn = 'modify_time' | 'create_time' | 'access_time';

/** The query of filesOfDay and its parameters (PostgreSQL: a bigint parameter, so the open lower end is the safe minimum). */
export function filesOfDayQuery(
  dialect: 'sqlite' | 'postgres',
  column: TimeColumn,
  dayNumber: number,
  scope: { sql: string; args: unknown[] },
): [string, unknown[]] {
  const [lo, hi] = dayRange(dayNumber);
  const pg = dialect === 'postgres';
  return [
    `SELECT ${column} AS t, size FROM idx_entries ${pg ? '' : `INDEXED BY ${TIME_INDEX[column]} `}WHERE ${column} >= ? AND ${column} < ? AND ${column} <> 0 AND class_id = 'idxobject' AND ${scope.sql}`,
    [pg ? Math.max(lo, Number.MIN_SAFE_INTEGER) : lo, hi, ...scope.args],
  ];
}

/**
 * PostgreSQL: the files of every boundary day of every time column in one statement (a round trip each cost
 * more than reading them), each row tagged with its column's roll-up dimension.
 */
export function filesOfDaysQuery(days: { dim: string; column: TimeColumn; day: number }[], scope: { sql: string; args: unknown[] }): [string, unknown[]] {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const { dim, column, day } of days) {
    const [statement, args] = filesOfDayQuery('postgres', column, day, scope);
    parts.push(statement.replace(/^SELECT /, `SELECT '${dim}' AS dim, `));
    params.push(...args);
  }
  return [parts.join('\nUNION ALL\n'), params];
}

/** Times and sizes of the live files of a scope whose time column falls in one day, read through the time index. */
export function filesOfDay(db: IndexDb, column: TimeColumn, dayNumber: number, scope: { sql: string; args: unknown[] }): { t: number; size: number }[] {
  const [statement, params] = filesOfDayQuery(dialectOf(db), column, dayNumber, scope);
  return db.prepare(statement).all(...params) as { t: number; size: number }[];
}

export const DIRTY_HASHES_SQL = 'SELECT 1 AS one FROM idx_dirty_hashes LIMIT 1';

/** True when every written or dropped hash has been counted again (dup_count is exact). */
export function duplicatesCounted(db: IndexDb): boolean {
  return db.prepare(DIRTY_HASHES_SQL).get() === undefined;
}
