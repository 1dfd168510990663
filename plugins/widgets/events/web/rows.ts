/**
 * Events (PID_EVENTS) for the widget: the events of the node, optionally of one eventSource, newest first,
 * with their workflow state (Pending, Postponed, Solved). Read tolerantly: a list or { events: [...] }.
 */
import { EVENT_SOURCES } from '@fathom/sdk/api/dashboard';
import { formatDate } from '@fathom/sdk/api/format';

export type EventSource = (typeof EVENT_SOURCES)[number];
export interface EventRow {
  id: string;
  time: string;
  source: string;
  state: string;
  message: string;
  sortTime: number;
}
export const EVENT_STATES = ['pending', 'postponed', 'solved'] as const;
const STATE_LABELS: Record<string, string> = { pending: 'Pending', postponed: 'Postponed', solved: 'Solved' };

export function validEventsDetails(details: unknown): boolean {
  return (
    !!details && typeof details === 'object' && (EVENT_SOURCES as readonly unknown[]).includes((details as { eventSource?: unknown }).eventSource ?? 'all')
  );
}

export function eventRows(value: unknown, source: EventSource = 'all', limit = 100): EventRow[] {
  const list = Array.isArray(value) ? value : Array.isArray((value as { events?: unknown })?.events) ? (value as { events: unknown[] }).events : [];
  return list
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e, i) => {
      const t = typeof e.time === 'number' ? e.time : Date.parse(String(e.time ?? ''));
      const state = String(e.state ?? 'pending').toLowerCase();
      return {
        id: String(e.eventId ?? i),
        sortTime: Number.isFinite(t) ? t : 0,
        time: Number.isFinite(t) ? formatDate(t) : '',
        source: String(e.source ?? 'system'),
        state: STATE_LABELS[state] ?? state,
        message: String(e.message ?? e.type ?? ''),
      };
    })
    .filter(r => source === 'all' || r.source === source)
    .sort((a, b) => b.sortTime - a.sortTime)
    .slice(0, limit);
}
