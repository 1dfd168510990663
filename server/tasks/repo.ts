/** Task rows: create, claim atomically, move between statuses, list for PID_TASK_STATUS. */
import { sql } from 'kysely';
import { TASK_STATUS, TASK_STATUS_LABELS, type TaskInfo, type TaskKind, type TaskProgress, type TaskStatus } from '@fathom/sdk/api/tasks';
import type { Store } from '../store/db';
import type { DB } from '../store/schema';

export type TaskRow = DB['tasks'];

export const LIVE_STATUSES: TaskStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 15];
/** Statuses that hold a node's turn: a newer task of the node waits (15) behind them. */
export const ACTIVE_STATUSES: TaskStatus[] = [2, 3, 9, 11];

export const EMPTY_PROGRESS: TaskProgress = { files: 0, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 0, rate: 0, elapsed: 0, eta: null };

export function toTaskInfo(row: TaskRow): TaskInfo {
  const status = row.status as TaskStatus;
  return {
    taskId: row.task_id,
    objectId: row.node_id,
    kind: row.kind as TaskKind,
    status,
    statusLabel: TASK_STATUS_LABELS[status] ?? String(status),
    attempts: row.attempts,
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    message: row.message,
    options: JSON.parse(row.options || '{}'),
    progress: row.progress ? { ...EMPTY_PROGRESS, ...JSON.parse(row.progress) } : { ...EMPTY_PROGRESS },
  };
}

export async function insertTask(
  store: Store,
  t: { nodeId: string; kind: TaskKind; options: Record<string, unknown>; createdBy?: string | null },
): Promise<TaskRow> {
  const now = Date.now();
  return store.db
    .insertInto('tasks')
    .values({
      node_id: t.nodeId,
      kind: t.kind,
      status: TASK_STATUS.queued,
      options: JSON.stringify(t.options),
      attempts: 0,
      created_by: t.createdBy ?? null,
      created_at: now,
      updated_at: now,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<TaskRow>;
}

export async function getTask(store: Store, taskId: number): Promise<TaskRow | undefined> {
  return store.db.selectFrom('tasks').selectAll().where('task_id', '=', taskId).executeTakeFirst();
}

/** Sets a status (and other fields) only while the task is still in one of the expected statuses. */
export async function moveTask(
  store: Store,
  taskId: number,
  from: readonly number[],
  patch: Partial<TaskRow> & { status: number },
): Promise<TaskRow | undefined> {
  return store.db
    .updateTable('tasks')
    .set({ ...patch, updated_at: Date.now() })
    .where('task_id', '=', taskId)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims the oldest ready task for this owner: one UPDATE ... RETURNING, so two workers never get the same task.
 * On PostgreSQL the candidate row is locked with FOR UPDATE SKIP LOCKED: a claimer (another server process) that
 * meets a row another one is claiming takes the next ready task instead of waiting for that claim and coming
 * away empty. SQLite has one writer at a time, so its claims never meet.
 */
export async function claimNext(store: Store, owner: string, excludeNodes: string[] = [], onlyNode?: string): Promise<TaskRow | undefined> {
  const now = Date.now();
  const notNodes = onlyNode ? sql`AND node_id = ${onlyNode}` : excludeNodes.length ? sql`AND node_id NOT IN (${sql.join(excludeNodes)})` : sql``;
  const skipLocked = store.dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<TaskRow>`UPDATE tasks SET status = ${TASK_STATUS.executing}, owner = ${owner}, heartbeat_at = ${now},
      started_at = COALESCE(started_at, ${now}), updated_at = ${now}, message = NULL
    WHERE task_id = (SELECT task_id FROM tasks WHERE status IN (${TASK_STATUS.ready}, ${TASK_STATUS.waitingWorker}) ${notNodes} ORDER BY task_id LIMIT 1 ${skipLocked})
      AND status IN (${TASK_STATUS.ready}, ${TASK_STATUS.waitingWorker})
    RETURNING *`.execute(store.db);
  return result.rows[0];
}

export async function tasksOfNodes(store: Store, nodeIds: string[] | null, statuses: readonly number[], limit: number): Promise<TaskRow[]> {
  let q = store.db
    .selectFrom('tasks')
    .selectAll()
    .where('status', 'in', [...statuses]);
  if (nodeIds) q = q.where('node_id', 'in', nodeIds.length ? nodeIds : ['']);
  return q.orderBy('task_id', 'desc').limit(limit).execute();
}

/** Keeps the newest `keep` finished tasks of a node; older history is dropped (maxHistoricalTasks). */
export async function trimHistory(store: Store, nodeId: string, keep: number): Promise<void> {
  const finished = [10, 12, 13, 14];
  const old = await store.db
    .selectFrom('tasks')
    .select('task_id')
    .where('node_id', '=', nodeId)
    .where('status', 'in', finished)
    .orderBy('task_id', 'desc')
    .offset(Math.max(0, keep))
    .limit(1000)
    .execute();
  if (old.length)
    await store.db
      .deleteFrom('tasks')
      .where(
        'task_id',
        'in',
        old.map(r => r.task_id),
      )
      .execute();
}
