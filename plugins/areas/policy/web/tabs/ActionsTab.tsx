/**
 * Policy → Actions: the policy's rule, drawn in the diagram editor (PID_POLICY, actions section); the data actions
 * that run automatically on this node, that is the stored actions shown here that have a schedule (PID_ACTIONS), with
 * when they run next and last ran; and the standard actions shipped with the product (read-only). Each action opens
 * in the actions editor.
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeSchedule, RULE_ACTION_LABELS, SCHEDULE_UNIT, type StoredAction } from '@fathom/sdk/api/actions';
import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';

const PolicyRuleEditor = lazy(() => import('./PolicyRuleEditor'));
const when = (ms: number | null) => (ms ? `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC` : '—');

export default function ActionsTab({ node }: TabProps) {
  const navigate = useNavigate();
  const actions = useNodeProperty<{ actions: StoredAction[] }>(node.objectId, 'PID_ACTIONS');
  const scheduled = (actions.data?.actions ?? []).filter(a => a.schedule.unit !== SCHEDULE_UNIT.never);
  const standard = (actions.data?.actions ?? []).filter(a => a.readonly);
  const openAction = (id?: string) =>
    navigate(`/actions/${id ? 'EDIT' : 'NEW'}?${new URLSearchParams({ activeNodeId: node.objectId, ...(id ? { actionId: id } : {}) }).toString()}`);
  return (
    <section data-testid="policy-actions" style={{ display: 'grid', gap: '0.75rem', padding: '0.75rem 1rem' }}>
      <h3 style={{ margin: 0 }}>Policy rule</h3>
      <Suspense fallback={<p>Loading the diagram editor…</p>}>
        <PolicyRuleEditor node={node} />
      </Suspense>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <h3 style={{ margin: 0, flex: '1 1 auto' }}>Automatic data actions</h3>
        <button type="button" className="fx-button" onClick={() => openAction()} data-testid="policy-actions-new">
          <i className="pi pi-plus" /> New action
        </button>
      </div>
      {actions.error ? (
        <div role="alert">The actions could not be read: {actions.error.message}</div>
      ) : actions.isLoading ? (
        <div role="progressbar" aria-label="Loading actions">
          <i className="pi pi-spin pi-spinner" />
        </div>
      ) : scheduled.length === 0 ? (
        <EmptyPanel
          testId="tab-policy-actions-empty"
          description={`No data action runs on a schedule on ${node.name}. Give a stored action a schedule (daily, weekly or monthly) and it runs here by itself.`}
        />
      ) : (
        <table data-testid="policy-actions-list" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {['Name', 'Action', 'Schedule', 'Next run', 'Last run'].map(h => (
                <th key={h} style={{ textAlign: 'left', padding: '0.35rem 0.5rem', borderBottom: '1px solid #e2e8f0' }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scheduled.map(a => (
              <tr key={a.actionId}>
                <td style={{ padding: '0.35rem 0.5rem' }}>
                  <button type="button" className="fx-link" onClick={() => openAction(a.actionId)}>
                    {a.name}
                  </button>
                </td>
                <td style={{ padding: '0.35rem 0.5rem' }}>{RULE_ACTION_LABELS[a.action.type]}</td>
                <td style={{ padding: '0.35rem 0.5rem' }}>{describeSchedule(a.schedule)}</td>
                <td style={{ padding: '0.35rem 0.5rem' }}>{when(a.nextRunAt)}</td>
                <td style={{ padding: '0.35rem 0.5rem' }}>{when(a.lastRunAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {standard.length ? (
        <>
          <h3 style={{ margin: '0.5rem 0 0' }}>Standard actions</h3>
          <ul data-testid="policy-actions-standard" style={{ margin: 0, paddingLeft: '1.2rem', display: 'grid', gap: '0.25rem' }}>
            {standard.map(a => (
              <li key={a.actionId}>
                <button type="button" className="fx-link" onClick={() => openAction(a.actionId)}>
                  {a.name}
                </button>{' '}
                <span style={{ color: '#64748b' }}>
                  ({RULE_ACTION_LABELS[a.action.type]}, read-only){a.description ? ` — ${a.description}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
