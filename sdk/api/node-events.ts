/**
 * Node events, PID_EVENTS (spec 001 §2 Dashboard › Events, §3 Events, §4 'Events workflow: Pending, Postponed,
 * Solved'): things that happened on a node and may need someone's attention — a task that failed or was aborted,
 * a scan that ended with file errors, a collector that went offline or came back. Each event waits in a workflow
 * state that users move it through.
 *
 * GET PID_EVENTS on a node answers the events of that node and every node below it, newest first, filtered by the
 * state flags (complete is another word for solved) and paged by eventOffset / eventLimit. POST PID_EVENTS
 * moves events to another state and needs 'upd' or 'ctl' on the node.
 */

export const NODE_EVENTS_PROPERTY = 'PID_EVENTS';

export const NODE_EVENT_STATES = ['pending', 'postponed', 'solved'] as const;
export type NodeEventState = (typeof NODE_EVENT_STATES)[number];
export const NODE_EVENT_STATE_LABELS: Record<NodeEventState, string> = { pending: 'Pending', postponed: 'Postponed', solved: 'Solved' };

/** Where an event comes from (the widget's eventSource values without 'all'). */
export const NODE_EVENT_SOURCES = ['system', 'scan', 'action', 'security'] as const;
export type NodeEventSource = (typeof NODE_EVENT_SOURCES)[number];

export const NODE_EVENT_SEVERITIES = ['info', 'warning', 'error'] as const;
export type NodeEventSeverity = (typeof NODE_EVENT_SEVERITIES)[number];

/** The kinds of event the platform records. */
export const NODE_EVENT_TYPES = {
  taskFailed: 'taskFailed',
  taskAborted: 'taskAborted',
  scanErrors: 'scanErrors',
  nodeOffline: 'nodeOffline',
  nodeOnline: 'nodeOnline',
} as const;

/** One event on the wire. Times are epoch milliseconds. */
export interface NodeEvent {
  eventId: number;
  /** The node the event is about. */
  objectId: string;
  objectName: string;
  time: number;
  source: NodeEventSource;
  type: string;
  severity: NodeEventSeverity;
  message: string;
  state: NodeEventState;
  /** When the state last changed (time when it never did) and by which user object, if any. */
  updatedAt: number;
  updatedBy: string | null;
  /** Facts behind the message (taskId, errors, ...). */
  data?: Record<string, unknown>;
}

/** GET options. Without any state flag every state is read; with flags, only the states flagged true. */
export interface NodeEventsReadOptions {
  pending?: boolean;
  postponed?: boolean;
  solved?: boolean;
  /** Same as solved. */
  complete?: boolean;
  /** One source, or 'all' (default). */
  source?: NodeEventSource | 'all';
  eventOffset?: number;
  /** 1 to NODE_EVENTS_MAX_LIMIT; default NODE_EVENTS_DEFAULT_LIMIT. */
  eventLimit?: number;
}

export const NODE_EVENTS_DEFAULT_LIMIT = 100;
/** At most this many events per read and per change (spec 001 §9: 500). */
export const NODE_EVENTS_MAX_LIMIT = 500;

/** GET answer: the page, how many events match the filter, and how many of them wait in each state. */
export interface NodeEventsAnswer {
  events: NodeEvent[];
  eventCount: number;
  stateCounts: Record<NodeEventState, number>;
}

/** POST property: move these events (of the node or below it) to a state. */
export interface NodeEventsSetRequest {
  eventIds: number[];
  state: NodeEventState;
}
/** POST answer: the events as they now are. */
export interface NodeEventsSetAnswer {
  events: NodeEvent[];
}

export const NODE_EVENT_ERRORS = {
  /** An event id that does not exist under the node (or not at all): HTTP 404. */
  notFound: 'EventNotFound',
} as const;

export interface NodeEventsProblem {
  field: string;
  message: string;
}
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: NodeEventsProblem };

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const fail = (field: string, message: string): { ok: false; problem: NodeEventsProblem } => ({ ok: false, problem: { field, message } });

/** Checks a POST PID_EVENTS payload; ids are de-duplicated, order kept. */
export function validateNodeEventsSet(value: unknown): Checked<NodeEventsSetRequest> {
  if (!isPlain(value)) return fail('property', 'property must be {eventIds, state}.');
  const { eventIds, state } = value;
  if (!Array.isArray(eventIds) || eventIds.length === 0) return fail('eventIds', 'eventIds must be a list of at least one event id.');
  if (eventIds.length > NODE_EVENTS_MAX_LIMIT) return fail('eventIds', `At most ${NODE_EVENTS_MAX_LIMIT} events can be changed at once.`);
  const bad = eventIds.find(id => typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1);
  if (bad !== undefined) return fail('eventIds', `${JSON.stringify(bad) ?? String(bad)} is not an event id.`);
  if (typeof state !== 'string' || !(NODE_EVENT_STATES as readonly string[]).includes(state)) {
    return fail('state', `state must be one of ${NODE_EVENT_STATES.join(', ')}.`);
  }
  return { ok: true, value: { eventIds: [...new Set(eventIds as number[])], state: state as NodeEventState } };
}

export interface NodeEventsQuery {
  states: NodeEventState[];
  source: NodeEventSource | null;
  offset: number;
  limit: number;
}

function whole(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** Reads GET options (query-string values may arrive as text) into a query. */
export function readNodeEventsOptions(options: unknown): Checked<NodeEventsQuery> {
  const o = isPlain(options) ? options : {};
  const flag = (k: string) => o[k] === true || o[k] === 'true';
  const flagged = ['pending', 'postponed', 'solved', 'complete'].some(k => o[k] !== undefined);
  const states = flagged ? NODE_EVENT_STATES.filter(s => flag(s) || (s === 'solved' && flag('complete'))) : [...NODE_EVENT_STATES];
  let source: NodeEventSource | null = null;
  if (o.source !== undefined && o.source !== 'all') {
    if (!(NODE_EVENT_SOURCES as readonly unknown[]).includes(o.source))
      return fail('options.source', `source must be all or one of ${NODE_EVENT_SOURCES.join(', ')}.`);
    source = o.source as NodeEventSource;
  }
  const offset = o.eventOffset === undefined ? 0 : whole(o.eventOffset);
  if (offset === null || offset < 0) return fail('options.eventOffset', 'eventOffset must be a whole number of at least 0.');
  const limit = o.eventLimit === undefined ? NODE_EVENTS_DEFAULT_LIMIT : whole(o.eventLimit);
  if (limit === null || limit < 1 || limit > NODE_EVENTS_MAX_LIMIT)
    return fail('options.eventLimit', `eventLimit must be a whole number from 1 to ${NODE_EVENTS_MAX_LIMIT}.`);
  return { ok: true, value: { states, source, offset, limit } };
}
