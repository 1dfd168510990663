/**
 * PID_EVENTS read for the Events tab (spec 001 §2, §3): the node's events grouped by workflow state —
 * Pending, Postponed, Solved. Read tolerantly (a list or { events }); an event without a state is pending,
 * a 'complete' event counts as solved. Times are epoch milliseconds (or ISO text). The moves a user may make
 * from each state (sdk/api/node-events.ts) and the write codes they need live here too.
 */
import type { NodeEventsSetRequest } from '@fathom/sdk/api/node-events';

export const EVENT_WORKFLOW = ['pending', 'postponed', 'solved'] as const;
export type EventWorkflowState = (typeof EVENT_WORKFLOW)[number];
export const EVENT_WORKFLOW_LABELS: Record<EventWorkflowState, string> = { pending: 'Pending', postponed: 'Postponed', solved: 'Solved' };

/** The options of the PID_EVENTS read: every state, the first page of at most 500 events (spec 001 §9). */
export const EVENTS_READ_OPTIONS = { pending: true, postponed: true, solved: true, complete: true, eventOffset: 0, eventLimit: 500 } as const;

export interface EventItem {
  id: string;
  time: number | null;
  source: string;
  message: string;
  objectId?: string;
  objectName?: string;
  severity?: string;
}
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
      id: String(e.eventId ?? e.id ?? i),
      time: timeOf(e.time),
      source: String(e.source ?? 'system'),
      message: String(e.message ?? e.description ?? e.type ?? ''),
      objectId: typeof e.objectId === 'string' ? e.objectId : undefined,
      objectName: typeof e.objectName === 'string' ? e.objectName : undefined,
      severity: typeof e.severity === 'string' ? e.severity : undefined,
    });
  });
  for (const state of EVENT_WORKFLOW) groups[state].sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  return groups;
}

/** Events per state: the server's stateCounts when it sends them (they count past the first page), else the lists. */
export function eventCounts(value: unknown, groups: EventGroups): Record<EventWorkflowState, number> {
  const sent = (value as { stateCounts?: Record<string, unknown> } | null)?.stateCounts;
  const count = (s: EventWorkflowState) => (sent && typeof sent[s] === 'number' ? Math.max(sent[s] as number, groups[s].length) : groups[s].length);
  return { pending: count('pending'), postponed: count('postponed'), solved: count('solved') };
}

/** Moving an event: from each state, where it may go and the button's label. */
export const EVENT_MOVES: Record<EventWorkflowState, { to: EventWorkflowState; label: string; icon: string }[]> = {
  pending: [
    { to: 'postponed', label: 'Postpone', icon: 'pi pi-clock' },
    { to: 'solved', label: 'Solve', icon: 'pi pi-check' },
  ],
  postponed: [
    { to: 'solved', label: 'Solve', icon: 'pi pi-check' },
    { to: 'pending', label: 'Reopen', icon: 'pi pi-replay' },
  ],
  solved: [{ to: 'pending', label: 'Reopen', icon: 'pi pi-replay' }],
};

/** Either code lets a user move events (the server's writeNeeds of PID_EVENTS). */
export const EVENTS_WRITE_NEEDS: readonly (readonly string[])[] = [['upd'], ['ctl']];

/** The POST property moving events, or null when an id is not a server event id. */
export function eventsChange(ids: string[], state: EventWorkflowState): NodeEventsSetRequest | null {
  if (!ids.length || !ids.every(id => /^[1-9]\d*$/.test(id))) return null;
  return { eventIds: ids.map(Number), state };
}
