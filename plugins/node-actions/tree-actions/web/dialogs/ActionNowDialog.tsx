/**
 * Action now (spec 000 §4): the stored data actions shown on the collector that can run at once (count, export,
 * link; a delete action needs its dry run and confirmation in the Actions area), one chosen and run now through
 * POST /actions/run, then its task's status and log. The policy's rule in force on the node is offered too: run now,
 * it acts on every file of the collector (after a scan it acts on the files that scan wrote by itself).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { API_PATHS } from '@fathom/sdk/api';
import { ACTION_MESSAGES, ACTION_PATHS, RULE_ACTION_LABELS, type ActionList, type RunAnswer, type StoredAction } from '@fathom/sdk/api/actions';
import { isFinalTaskStatus, type TaskStatusData } from '@fathom/sdk/api/tasks';
import { POLICY_PROPERTY, type PolicyProperty } from '@fathom/sdk/api/action-diagram';
import { ApiClient, NotificationService, PermissionService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { TaskLogViewer } from '@fathom/sdk/web/widget-kit/TaskLogViewer';

export const NO_RUNNABLE_ACTIONS = 'No stored action can run now on this node. Save one in the Actions area first.';
export const DELETE_ELSEWHERE = 'Delete actions run from the Actions area, after a dry run.';
/** The choice that stands for the policy's rule in force. */
const POLICY_CHOICE = 'policy-rule';

/** The actions 'Action now' offers: those that run without a dry run (delete needs one; transform cannot run). */
export function runnableNow(actions: readonly StoredAction[]): StoredAction[] {
  return actions.filter(a => a.action.type === 'none' || a.action.type === 'export' || a.action.type === 'link');
}

export default function ActionNowDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  // Running needs act on the node (the run route's rule); the menu entry itself needs pol or ctl.
  const mayRun = useService(PermissionService).can(['act'], node);
  const [chosen, setChosen] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['actions', node.objectId, 'now'],
    queryFn: () => api.get<ActionList>(ACTION_PATHS.list, { objectId: node.objectId }, { suppressError: true }),
    retry: false,
  });
  const policy = useQuery({
    queryKey: ['property', node.objectId, POLICY_PROPERTY],
    queryFn: () => api.get<PolicyProperty>(API_PATHS.property, { objectId: node.objectId, propertyId: POLICY_PROPERTY }, { suppressError: true }),
    retry: false,
  });
  const policyRule = policy.data?.actions?.effective?.rule ?? null;
  const task = useQuery({
    queryKey: ['action-task', node.objectId, taskId],
    enabled: taskId !== null,
    queryFn: async () => {
      const s = await api.get<TaskStatusData>(API_PATHS.property, { objectId: node.objectId, propertyId: 'PID_TASK_STATUS' }, { suppressError: true });
      return [...s.current, ...s.history].find(t => t.taskId === taskId) ?? null;
    },
    refetchInterval: q => (q.state.data && isFinalTaskStatus(q.state.data.status) ? false : 1000),
  });

  const all = list.data?.actions ?? [];
  const actions = runnableNow(all);
  const skippedDeletes = all.some(a => a.action.type === 'delete');

  async function run() {
    if (!chosen || busy || !mayRun) return;
    setBusy(true);
    setError(null);
    try {
      const answer =
        chosen === POLICY_CHOICE
          ? await api.post<RunAnswer>(ACTION_PATHS.policyRun, { objectId: node.objectId }, { suppressError: true })
          : await api.post<RunAnswer>(ACTION_PATHS.run, { objectId: node.objectId, actionId: chosen }, { suppressError: true });
      setTaskId(answer.taskId);
      notifications.success(`Action started: task #${answer.taskId}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const t = task.data;
  const footer = (
    <>
      <Button type="button" label="Close" outlined onClick={onClose} />
      {taskId === null ? (
        <Button
          type="button"
          label="Run now"
          icon="pi pi-bolt"
          disabled={!chosen || busy || !mayRun}
          loading={busy}
          onClick={() => void run()}
          data-testid="action-now-run"
        />
      ) : null}
    </>
  );
  return (
    <Dialog visible header={`Action now on ${node.name}`} onHide={onClose} footer={footer} style={{ width: '36rem', maxWidth: '95vw' }} modal>
      <div style={{ display: 'grid', gap: '0.75rem' }} data-testid="action-now-dialog">
        {list.isLoading ? <p style={{ margin: 0 }}>Loading the stored actions…</p> : null}
        {list.error ? <Message severity="error" text={(list.error as Error).message} /> : null}
        {list.data && actions.length === 0 && !policyRule ? <Message severity="info" text={NO_RUNNABLE_ACTIONS} /> : null}
        {actions.length > 0 || policyRule ? (
          <div role="radiogroup" aria-label="Stored actions" style={{ display: 'grid', gap: '0.35rem', maxHeight: '16rem', overflow: 'auto' }}>
            {policyRule ? (
              <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }} data-testid="action-now-policy">
                <input
                  type="radio"
                  name="action-now"
                  value={POLICY_CHOICE}
                  checked={chosen === POLICY_CHOICE}
                  disabled={taskId !== null}
                  onChange={() => setChosen(POLICY_CHOICE)}
                />
                <span>
                  <strong>Policy rule: {policyRule.name}</strong> <small>· on every file of the collector (after a scan it runs by itself)</small>
                </span>
              </label>
            ) : null}
            {actions.map(a => (
              <label key={a.actionId} style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }} data-testid="action-now-item">
                <input
                  type="radio"
                  name="action-now"
                  value={a.actionId}
                  checked={chosen === a.actionId}
                  disabled={taskId !== null}
                  onChange={() => setChosen(a.actionId)}
                />
                <span>
                  <strong>{a.name}</strong> <small>· {RULE_ACTION_LABELS[a.action.type]}</small>
                  {a.description ? <small style={{ display: 'block' }}>{a.description}</small> : null}
                </span>
              </label>
            ))}
          </div>
        ) : null}
        {!mayRun ? <Message severity="warn" text={ACTION_MESSAGES.noRunPermission} /> : null}
        {skippedDeletes ? <small>{DELETE_ELSEWHERE}</small> : null}
        {error ? <Message severity="error" text={error} /> : null}
        {taskId !== null ? (
          <div data-testid="action-now-task" style={{ display: 'grid', gap: '0.5rem' }}>
            <strong>
              Task #{taskId}: {t ? t.statusLabel : 'Queued'}
            </strong>
            {t ? (
              <span>
                {t.progress.files} file(s) done, {t.progress.changed} copied, {t.progress.deleted} deleted, {t.progress.errors} failed
                {t.message ? ` · ${t.message}` : ''}
              </span>
            ) : null}
            <TaskLogViewer objectId={node.objectId} taskId={taskId} live={!t || !isFinalTaskStatus(t.status)} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
