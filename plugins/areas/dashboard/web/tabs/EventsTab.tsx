/**
 * Dashboard › Events: the node's events from PID_EVENTS in three lists — Pending, Postponed, Solved — with a
 * count on each. A server that has no events for the node (PropertyNotFound, or an empty list) gives the
 * 'No data' state of each list; any other failure is shown with its message.
 */
import { useState } from 'react';
import { formatCount, formatDate } from '../../../../../sdk/api/format';
import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';
import { useNodeProperty } from '../../../../../sdk/web/widget-kit/useNodeProperty';
import { EVENT_WORKFLOW, EVENT_WORKFLOW_LABELS, EVENTS_READ_OPTIONS, groupEvents, type EventItem, type EventWorkflowState } from './event-groups';

const NONE_YET = new Set(['PropertyNotFound', 'NotImplemented']);

export default function EventsTab({ node }: TabProps) {
  const [state, setState] = useState<EventWorkflowState>('pending');
  const events = useNodeProperty<unknown>(node.objectId, 'PID_EVENTS', { options: EVENTS_READ_OPTIONS });
  if (events.isLoading) return <div role="progressbar" aria-label="Loading events" style={{ padding: '1rem' }}><i className="pi pi-spin pi-spinner" /></div>;
  if (events.error && !NONE_YET.has(events.error.name)) {
    const title = events.error.name === 'NoPermission' ? 'You do not have permission to view the events of this node.' : 'Something went wrong. Please try again';
    return <EmptyPanel testId="events-error" icon="pi pi-exclamation-triangle" title={title} description={events.error.message} />;
  }
  const groups = groupEvents(events.error ? [] : events.data);
  const shown = groups[state];
  return (
    <div data-testid="dashboard-events">
      <nav role="tablist" aria-label="Event states" style={{ display: 'flex', gap: '0.25rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)', marginBottom: '0.75rem' }}>
        {EVENT_WORKFLOW.map(s => (
          <button key={s} type="button" role="tab" aria-selected={s === state} data-testid={`events-tab-${s}`} className="p-button p-button-text p-button-sm" onClick={() => setState(s)}
            style={{ fontWeight: s === state ? 600 : 400, borderBottom: s === state ? '2px solid var(--primary-color, #2563eb)' : '2px solid transparent', borderRadius: 0 }}>
            {EVENT_WORKFLOW_LABELS[s]} <span aria-label={`${groups[s].length} events`} style={{ marginLeft: '0.35rem', opacity: 0.7 }}>({formatCount(groups[s].length)})</span>
          </button>
        ))}
      </nav>
      {shown.length === 0
        ? <EmptyPanel testId={`events-empty-${state}`} description={`${EVENT_WORKFLOW_LABELS[state]} events of ${node.name} and the nodes below it will appear here.`} />
        : <EventTable events={shown} label={`${EVENT_WORKFLOW_LABELS[state]} events`} />}
    </div>
  );
}

function EventTable({ events, label }: { events: EventItem[]; label: string }) {
  const cell = { padding: '0.4rem 0.75rem 0.4rem 0', textAlign: 'left' as const, verticalAlign: 'top' as const };
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead><tr style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}><th style={{ ...cell, width: '12rem' }}>Time</th><th style={{ ...cell, width: '8rem' }}>Source</th><th style={cell}>Message</th></tr></thead>
      <tbody>
        {events.map(e => (
          <tr key={e.id} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>{e.time ? formatDate(e.time) : '—'}</td>
            <td style={cell}>{e.source}</td>
            <td style={{ ...cell, wordBreak: 'break-word' }}>{e.message || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
