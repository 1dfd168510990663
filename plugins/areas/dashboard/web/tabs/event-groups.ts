/**
 * PID_EVENTS read for the Events tab (spec 001 §2, §3): the node's events grouped by workflow state —
 * Pending, Postponed, Solved. Read tolerantly (a list or { events }); an event without a state is pending,
 * a 'complete' event counts as solved. Times are epoch milliseconds (or ISO text).
 */
export const EVENT_WORKFLOW = ['pending', 'postponed', 'solved'] as const;
export type EventWorkflowState = (typeof EVENT_WORKFLOW)[number];
export const EVENT_WORKFLOW_LABELS: Record<EventWorkflowState, string> = { pending: 'Pending', postponed: 'Postponed', solved: 'Solved' };

/** The options of the PID_EVENTS read: every state, the first page of at most 500 events (spec 001 §9). */
export const EVENTS_READ_OPTIONS = { pending: true, postponed: true, solved: true, complete: true, eventOffset: 0, eventLimit: 500 } as const;

export interface EventItem { id: string; time: number | null; source: string; message: string; objectId?: string }
export type EventGroups = Record<EventWorkflowState, EventItem[]>;

function stateOf(e: Record<string, unknown>): EventWorkflowState {
  const raw = String(e.state ?? e.status ?? '').toLowerCase();
  if (raw === 'postponed') return 'postponed';
  if (raw === 'solved' || raw === 'complete' || raw === 'completed' || e.complete === true || e.solved === true) return 'solved';
  if (e.postponed === true) return 'postponed';
  return 'pending';
}

function timeOf(v: unknown): number | null {
  const t = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(t) && t > 0 ? t : null;
}

export function groupEvents(value: unknown): EventGroups {
  const list = Array.isArray(value) ? value : Array.isArray((value as { events?: unknown } | null)?.events) ? (value as { events: unknown[] }).events : [];
  const groups: EventGroups = { pending: [], postponed: [], solved: [] };
  list.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') return;
    const e = raw as Record<string, unknown>;
    groups[stateOf(e)].push({
      id: String(e.eventId ?? e.id ?? i), time: timeOf(e.time), source: String(e.source ?? 'system'),
      message: String(e.message ?? e.description ?? e.type ?? ''), objectId: typeof e.objectId === 'string' ? e.objectId : undefined,
    });
  });
  for (const state of EVENT_WORKFLOW) groups[state].sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  return groups;
}
