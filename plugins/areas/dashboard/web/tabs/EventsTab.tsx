/**
 * Dashboard › Events: the node's events from PID_EVENTS in three lists — Pending, Postponed, Solved — with a
 * count on each. A server that has no events for the node (PropertyNotFound, or an empty list) gives the
 * 'No data' state of each list; any other failure is shown with its message. A user holding 'upd' or 'ctl' on
 * the node moves an event with the buttons of its row (Postpone, Solve, Reopen); others see no buttons.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@fathom/sdk/api';
import { formatCount, formatDate } from '@fathom/sdk/api/format';
import { ApiClient, NotificationService, PermissionService, useService, type TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import {
  EVENT_MOVES,
  EVENT_WORKFLOW,
  EVENT_WORKFLOW_LABELS,
  EVENTS_READ_OPTIONS,
  EVENTS_WRITE_NEEDS,
  eventCounts,
  eventsChange,
  groupEvents,
  type EventItem,
  type EventWorkflowState,
} from './event-groups';

const NONE_YET = new Set(['PropertyNotFound', 'NotImplemented']);

export default function EventsTab({ node }: TabProps) {
  const [state, setState] = useState<EventWorkflowState>('pending');
  const [busy, setBusy] = useState<string | null>(null);
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const queries = useQueryClient();
  const events = useNodeProperty<unknown>(node.objectId, 'PID_EVENTS', { options: EVENTS_READ_OPTIONS });
  const canMove = EVENTS_WRITE_NEEDS.some(codes => permissions.can(codes, node));

  async function move(e: EventItem, to: EventWorkflowState) {
    const property = eventsChange([e.id], to);
    if (!property) return;
    setBusy(e.id);
    try {
      await api.post(API_PATHS.property, { objectId: node.objectId, propertyId: 'PID_EVENTS', property });
      notifications.success(`Event moved to ${EVENT_WORKFLOW_LABELS[to]}`);
      await queries.invalidateQueries({ queryKey: ['property', node.objectId, 'PID_EVENTS'] });
    } catch {
      /* the api client has shown the error */
    } finally {
      setBusy(null);
    }
  }

  if (events.isLoading)
    return (
      <div role="progressbar" aria-label="Loading events" style={{ padding: '1rem' }}>
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (events.error && !NONE_YET.has(events.error.name)) {
    const title =
      events.error.name === 'NoPermission' ? 'You do not have permission to view the events of this node.' : 'Something went wrong. Please try again';
    return <EmptyPanel testId="events-error" icon="pi pi-exclamation-triangle" title={title} description={events.error.message} />;
  }
  const value = events.error ? [] : events.data;
  const groups = groupEvents(value);
  const counts = eventCounts(value, groups);
  const shown = groups[state];
  return (
    <div data-testid="dashboard-events">
      <nav
        role="tablist"
        aria-label="Event states"
        style={{ display: 'flex', gap: '0.25rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)', marginBottom: '0.75rem' }}
      >
        {EVENT_WORKFLOW.map(s => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === state}
            data-testid={`events-tab-${s}`}
            className="p-button p-button-text p-button-sm"
            onClick={() => setState(s)}
            style={{
              fontWeight: s === state ? 600 : 400,
              borderBottom: s === state ? '2px solid var(--primary-color, #2563eb)' : '2px solid transparent',
              borderRadius: 0,
            }}
          >
            {EVENT_WORKFLOW_LABELS[s]}{' '}
            <span aria-label={`${counts[s]} events`} style={{ marginLeft: '0.35rem', opacity: 0.7 }}>
              ({formatCount(counts[s])})
            </span>
          </button>
        ))}
      </nav>
      {shown.length === 0 ? (
        <EmptyPanel
          testId={`events-empty-${state}`}
          description={`${EVENT_WORKFLOW_LABELS[state]} events of ${node.name} and the nodes below it will appear here.`}
        />
      ) : (
        <EventTable events={shown} state={state} label={`${EVENT_WORKFLOW_LABELS[state]} events`} canMove={canMove} busy={busy} onMove={move} />
      )}
    </div>
  );
}

const SEVERITY_ICONS: Record<string, { icon: string; color: string }> = {
  error: { icon: 'pi pi-times-circle', color: 'var(--red-600, #dc2626)' },
  warning: { icon: 'pi pi-exclamation-triangle', color: 'var(--orange-600, #ea580c)' },
  info: { icon: 'pi pi-info-circle', color: 'var(--text-color-secondary, #64748b)' },
};

interface TableProps {
  events: EventItem[];
  state: EventWorkflowState;
  label: string;
  canMove: boolean;
  busy: string | null;
  onMove(e: EventItem, to: EventWorkflowState): void;
}

function EventTable({ events, state, label, canMove, busy, onMove }: TableProps) {
  const cell = { padding: '0.4rem 0.75rem 0.4rem 0', textAlign: 'left' as const, verticalAlign: 'top' as const };
  const withNode = events.some(e => e.objectName);
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
          <th style={{ ...cell, width: '12rem' }}>Time</th>
          <th style={{ ...cell, width: '8rem' }}>Source</th>
          {withNode && <th style={{ ...cell, width: '12rem' }}>Node</th>}
          <th style={cell}>Message</th>
          {canMove && <th style={{ ...cell, width: '13rem', textAlign: 'right' }}>Actions</th>}
        </tr>
      </thead>
      <tbody>
        {events.map(e => {
          const sev = e.severity ? SEVERITY_ICONS[e.severity] : undefined;
          return (
            <tr key={e.id} data-testid={`event-${e.id}`} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{e.time ? formatDate(e.time) : '—'}</td>
              <td style={cell}>{e.source}</td>
              {withNode && <td style={{ ...cell, wordBreak: 'break-word' }}>{e.objectName ?? ''}</td>}
              <td style={{ ...cell, wordBreak: 'break-word' }}>
                {sev && <i className={sev.icon} role="img" aria-label={e.severity} style={{ color: sev.color, marginRight: '0.4rem' }} />}
                {e.message || '—'}
              </td>
              {canMove && (
                <td style={{ ...cell, whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {eventsChange([e.id], state) &&
                    EVENT_MOVES[state].map(m => (
                      <button
                        key={m.to}
                        type="button"
                        className="p-button p-button-text p-button-sm"
                        disabled={busy !== null}
                        data-testid={`event-${e.id}-${m.to}`}
                        aria-label={`${m.label}: ${e.message}`}
                        onClick={() => onMove(e, m.to)}
                      >
                        <i className={busy === e.id ? 'pi pi-spin pi-spinner' : m.icon} aria-hidden="true" style={{ marginRight: '0.3rem' }} />
                        {m.label}
                      </button>
                    ))}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
