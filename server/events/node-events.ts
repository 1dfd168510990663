/**
 * Node events (sdk/api/node-events.ts): recorded when something on a node needs attention, read per subtree for
 * PID_EVENTS, and moved through Pending / Postponed / Solved by users. Every record and every state change
 * publishes propertySet PID_EVENTS for the node and each of its ancestors, so a console showing the events of
 * any node above it refreshes.
 *
 * What is recorded (the hooks in the task manager and in setOnline call the helpers at the end):
 * - a task that ends failed (12) or aborted (14), once per task and outcome;
 * - a scan that completed with file errors, with their count;
 * - a remote collector going offline, and coming back online after having been offline. The platform's own
 *   collector (tagged local) is left out: it is set online at every start and offline at every stop, which
 *   says nothing about its health.
 */
import type { Generated, Selectable } from 'kysely';
import { ApiError, type Tags } from '@fathom/sdk/api';
import {
  NODE_EVENT_ERRORS,
  NODE_EVENT_STATES,
  NODE_EVENT_TYPES,
  NODE_EVENTS_PROPERTY,
  type NodeEvent,
  type NodeEventSeverity,
  type NodeEventSource,
  type NodeEventsAnswer,
  type NodeEventsQuery,
  type NodeEventState,
} from '@fathom/sdk/api/node-events';
import { TASK_STATUS, type TaskInfo } from '@fathom/sdk/api/tasks';
import type { Store } from '../store/db';
import { pathIdsOf } from '../tree/ids';
import { parseTags, subtreeRange } from '../tree/objects';
import type { EventBus } from './bus';

/** The table of migration 0005 (typed here so that this area owns its schema). */
export type NodeEventTables = {
  node_events: {
    event_id: Generated<number>;
    node_id: string;
    source: string;
    type: string;
    severity: string;
    message: string;
    state: string;
    data: string | null;
    dedupe_key: string | null;
    created_at: number;
    updated_at: number;
    updated_by: string | null;
  };
};
type EventRow = Selectable<NodeEventTables['node_events']> & { object_name: string };

const MESSAGE_MAX = 2000;
const tables = (store: Store) => store.db.withTables<NodeEventTables>();

export interface NodeEventInput {
  nodeId: string;
  source: NodeEventSource;
  type: string;
  message: string;
  severity?: NodeEventSeverity;
  data?: Record<string, unknown>;
  /** Records the event once: a later record with the same key is ignored. */
  dedupeKey?: string;
}

function toWire(r: EventRow): NodeEvent {
  const data = r.data ? (JSON.parse(r.data) as Record<string, unknown>) : undefined;
  return {
    eventId: r.event_id,
    objectId: r.node_id,
    objectName: r.object_name,
    time: r.created_at,
    source: r.source as NodeEventSource,
    type: r.type,
    severity: r.severity as NodeEventSeverity,
    message: r.message,
    state: r.state as NodeEventState,
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
    ...(data ? { data } : {}),
  };
}

function selectEvents(store: Store) {
  return tables(store)
    .selectFrom('node_events as e')
    .innerJoin('objects as o', 'o.object_id', 'e.node_id')
    .select([
      'e.event_id',
      'e.node_id',
      'e.source',
      'e.type',
      'e.severity',
      'e.message',
      'e.state',
      'e.data',
      'e.dedupe_key',
      'e.created_at',
      'e.updated_at',
      'e.updated_by',
      'o.name as object_name',
    ]);
}

/**
 * Publishes propertySet PID_EVENTS for the given nodes and their ancestors (once each), each seen by those who may
 * reach that node. `skip`: a node the caller announces itself (the property route does after a set).
 */
export async function announceNodeEvents(store: Store, bus: EventBus, nodeIds: string[], skip?: string): Promise<void> {
  const owners = await store.db
    .selectFrom('objects')
    .select('path_ids')
    .where('object_id', 'in', [...new Set(nodeIds)])
    .execute();
  if (!owners.length) return;
  const ids = [...new Set(owners.flatMap(o => pathIdsOf(o.path_ids)))].filter(id => id !== skip);
  if (!ids.length) return;
  const rows = await store.db.selectFrom('objects').select(['object_id', 'parent_id', 'path_ids']).where('object_id', 'in', ids).execute();
  for (const row of rows) {
    await bus.publishRoom(
      'objects',
      { type: 'propertySet', objectId: row.object_id, parentId: row.parent_id, propertyId: NODE_EVENTS_PROPERTY },
      pathIdsOf(row.path_ids),
    );
  }
}

/** Records an event on a tree node and announces it. Null when the node is not in the tree or the key was used. */
export async function recordNodeEvent(store: Store, bus: EventBus | undefined, input: NodeEventInput): Promise<NodeEvent | null> {
  const node = await store.db.selectFrom('objects').select('object_id').where('object_id', '=', input.nodeId).executeTakeFirst();
  if (!node) return null;
  const now = Date.now();
  const inserted = await tables(store)
    .insertInto('node_events')
    .values({
      node_id: input.nodeId,
      source: input.source,
      type: input.type,
      severity: input.severity ?? 'info',
      message: input.message.length > MESSAGE_MAX ? `${input.message.slice(0, MESSAGE_MAX - 1)}…` : input.message,
      state: 'pending',
      data: input.data ? JSON.stringify(input.data) : null,
      dedupe_key: input.dedupeKey ?? null,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .onConflict(oc => oc.column('dedupe_key').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!inserted) return null;
  const row = await selectEvents(store).where('e.event_id', '=', inserted.event_id).executeTakeFirstOrThrow();
  if (bus) await announceNodeEvents(store, bus, [input.nodeId]);
  return toWire(row);
}

/** Events must never break what they report on: a failed record is logged and dropped. */
async function safely(what: string, record: () => Promise<unknown>): Promise<void> {
  try {
    await record();
  } catch (err) {
    if (!/closed|destroyed/i.test(String((err as Error)?.message))) console.error(`recording ${what} failed:`, err);
  }
}

const KIND_LABELS: Record<string, string> = { scan: 'Scan', rescan: 'Rescan', action: 'Data action' };

/** The event of a task's status change, if it deserves one: failed, aborted, or a scan completed with file errors. */
export function taskOutcomeEvent(task: Pick<TaskInfo, 'taskId' | 'objectId' | 'kind' | 'status' | 'message' | 'progress'>): NodeEventInput | null {
  const label = `${KIND_LABELS[task.kind] ?? 'Task'} task ${task.taskId}`;
  const source: NodeEventSource = task.kind === 'scan' || task.kind === 'rescan' ? 'scan' : 'system';
  const base = { nodeId: task.objectId, source, dedupeKey: `task:${task.taskId}:${task.status}` };
  const data = { taskId: task.taskId, kind: task.kind };
  if (task.status === TASK_STATUS.failed) {
    return { ...base, type: NODE_EVENT_TYPES.taskFailed, severity: 'error', data, message: `${label} failed: ${task.message || 'no reason was given'}` };
  }
  if (task.status === TASK_STATUS.aborted) {
    return { ...base, type: NODE_EVENT_TYPES.taskAborted, severity: 'warning', data, message: `${label} was aborted.` };
  }
  const errors = task.progress?.errors ?? 0;
  if (task.status === TASK_STATUS.completed && (source === 'scan' || task.kind === 'action') && errors > 0) {
    const first = /first: ([\s\S]*)$/.exec(task.message ?? '')?.[1];
    return {
      ...base,
      type: NODE_EVENT_TYPES.scanErrors,
      severity: 'warning',
      data: { ...data, errors },
      message: `${label} completed with ${errors} file error${errors === 1 ? '' : 's'}.${first ? ` First: ${first}` : ''}`,
    };
  }
  return null;
}

/** Task manager hook: called with every published status change; records at most one event per task and outcome. */
export async function recordTaskOutcome(store: Store, bus: EventBus | undefined, task: TaskInfo): Promise<void> {
  const input = taskOutcomeEvent(task);
  if (input) await safely('a task event', () => recordNodeEvent(store, bus, input));
}

/**
 * setOnline hook, given the node's row as it was before the change. Remote nodes only; 'back online' only after
 * the node had been seen offline (a first activation is not a return).
 */
export async function recordOnlineChange(
  store: Store,
  bus: EventBus | undefined,
  before: { object_id: string; name: string; tags: string },
  online: boolean,
): Promise<void> {
  const tags = parseTags(before.tags) as Tags & { local?: boolean };
  if (tags.local === true) return;
  const was = tags.state?.online;
  if (online && was !== false) return;
  if (!online && was !== true) return;
  await safely('an online event', () =>
    recordNodeEvent(
      store,
      bus,
      online
        ? { nodeId: before.object_id, source: 'system', type: NODE_EVENT_TYPES.nodeOnline, severity: 'info', message: `${before.name} is back online.` }
        : { nodeId: before.object_id, source: 'system', type: NODE_EVENT_TYPES.nodeOffline, severity: 'warning', message: `${before.name} went offline.` },
    ),
  );
}

/** The events of a node and every node below it, newest first, one page of those in the asked states. */
export async function listNodeEvents(store: Store, node: { path_ids: string }, q: NodeEventsQuery): Promise<NodeEventsAnswer> {
  const [lo, hi] = subtreeRange(node.path_ids);
  let counts = tables(store)
    .selectFrom('node_events as e')
    .innerJoin('objects as o', 'o.object_id', 'e.node_id')
    .select(['e.state', eb => eb.fn.countAll<number>().as('n')])
    .where('o.path_ids', '>=', lo)
    .where('o.path_ids', '<', hi)
    .groupBy('e.state');
  if (q.source) counts = counts.where('e.source', '=', q.source);
  const stateCounts = Object.fromEntries(NODE_EVENT_STATES.map(s => [s, 0])) as Record<NodeEventState, number>;
  for (const c of await counts.execute()) if (c.state in stateCounts) stateCounts[c.state as NodeEventState] = Number(c.n);
  const eventCount = q.states.reduce((n, s) => n + stateCounts[s], 0);
  if (!q.states.length || eventCount <= q.offset) return { events: [], eventCount, stateCounts };
  let page = selectEvents(store).where('o.path_ids', '>=', lo).where('o.path_ids', '<', hi).where('e.state', 'in', q.states);
  if (q.source) page = page.where('e.source', '=', q.source);
  const rows = await page.orderBy('e.created_at', 'desc').orderBy('e.event_id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { events: rows.map(toWire), eventCount, stateCounts };
}

/**
 * Moves events of the node's subtree to a state. Every id must name an event there, else EventNotFound (404) and
 * nothing changes. Announces the change for the events' nodes (except `skip`, which the caller announces).
 */
export async function setNodeEventsState(
  store: Store,
  bus: EventBus | undefined,
  node: { path_ids: string },
  change: { eventIds: number[]; state: NodeEventState; userObjectId: string | null; skip?: string },
): Promise<NodeEvent[]> {
  const [lo, hi] = subtreeRange(node.path_ids);
  const found = await selectEvents(store).where('e.event_id', 'in', change.eventIds).where('o.path_ids', '>=', lo).where('o.path_ids', '<', hi).execute();
  const known = new Set(found.map(r => r.event_id));
  const missing = change.eventIds.filter(id => !known.has(id));
  if (missing.length) {
    throw new ApiError(NODE_EVENT_ERRORS.notFound, `No event ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''} under this node.`, 404, {
      eventIds: missing,
    });
  }
  const now = Date.now();
  const moving = found.filter(r => r.state !== change.state).map(r => r.event_id);
  if (moving.length) {
    await tables(store)
      .updateTable('node_events')
      .set({ state: change.state, updated_at: now, updated_by: change.userObjectId })
      .where('event_id', 'in', moving)
      .execute();
    if (bus) await announceNodeEvents(store, bus, [...new Set(found.filter(r => moving.includes(r.event_id)).map(r => r.node_id))], change.skip);
  }
  const byId = new Map(
    found.map(r => [r.event_id, moving.includes(r.event_id) ? { ...r, state: change.state, updated_at: now, updated_by: change.userObjectId } : r]),
  );
  return change.eventIds.map(id => toWire(byId.get(id)!));
}
