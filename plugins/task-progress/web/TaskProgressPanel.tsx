/**
 * The scan of the active collector, live: status label, the scan's stage ('Indexing names', then 'Reading
 * contents' with the contents read of those to read), a progress bar with files and bytes done, rate,
 * elapsed and estimated time left, and pause / resume / cancel / abort. A finished scan stays as one line
 * until dismissed; nothing shows before the node's first task.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import { isFinalTaskStatus, TASK_KIND_LABELS, TASK_STATUS, type TaskInfo } from '@fathom/sdk/api/tasks';
import { ApiClient, NotificationService, PermissionService, TreeService, useOptionalService, useService, type NodePanelProps } from '@fathom/sdk/web';
import { commandAllowed, COMMAND_NOTICES, CONTROL_PATH, controlRequest, type PanelCommand } from './control';
import { elapsedNow, formatDuration, isPausedTask, percentDone, statusLabel } from './live';
import { useLiveTask } from './useLiveTask';

const TONE: Partial<Record<number, string>> = {
  [TASK_STATUS.executing]: 'var(--fx-primary, #2563eb)',
  [TASK_STATUS.completed]: 'var(--green-600, #16a34a)',
  [TASK_STATUS.failed]: 'var(--red-600, #dc2626)',
  [TASK_STATUS.aborted]: 'var(--red-600, #dc2626)',
  [TASK_STATUS.cancelled]: 'var(--orange-600, #ea580c)',
};

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [active]);
  return active ? now : Date.now();
}

export default observer(function TaskProgressPanel({ node }: NodePanelProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const permissions = useService(PermissionService);
  const tree = useOptionalService(TreeService);
  const queries = useQueryClient();
  const live = useLiveTask(node.objectId);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [busy, setBusy] = useState<PanelCommand | null>(null);
  const task = live.task;
  const running = task?.status === TASK_STATUS.executing;
  const now = useNow(running);
  const current = tree?.node(node.objectId) ?? node;
  const paused = current.tags?.state?.paused === true;
  const codes = permissions.codesFor(current);

  if (!task || (isFinalTaskStatus(task.status) && dismissed === task.taskId)) return null;
  const final = isFinalTaskStatus(task.status);

  async function send(command: PanelCommand, t: TaskInfo) {
    setBusy(command);
    try {
      await api.put(CONTROL_PATH, controlRequest(command, node.objectId, t.taskId), { suppressError: true });
      notifications.success(`${COMMAND_NOTICES[command]}: ${node.name}`);
      void queries.invalidateQueries({ queryKey: ['property', node.objectId, 'PID_TASK_STATUS'] });
      if (command === 'pause' || command === 'resume') await tree?.refresh(node.objectId).catch(() => undefined);
    } catch (e) {
      notifications.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const button = (command: PanelCommand, label: string, icon: string, extra: { severity?: 'danger' | 'warning' } = {}) => (
    <Button
      key={command}
      type="button"
      size="small"
      outlined
      label={label}
      icon={icon}
      severity={extra.severity}
      loading={busy === command}
      disabled={busy !== null || !commandAllowed(command, codes)}
      title={commandAllowed(command, codes) ? undefined : 'You do not have the permission to control this node.'}
      onClick={() => void send(command, task)}
      data-testid={`task-${command}`}
    />
  );

  const p: Partial<TaskInfo['progress']> & Pick<TaskInfo['progress'], 'files' | 'bytes' | 'rate' | 'elapsed' | 'eta'> = task.progress ?? {
    files: 0,
    bytes: 0,
    rate: 0,
    elapsed: 0,
    eta: null,
  };
  const percent = percentDone(task);
  const label = statusLabel(task);
  const tone = TONE[task.status] ?? 'var(--text-color-secondary, #64748b)';
  return (
    <section
      aria-label={`Scan of ${node.name}`}
      data-testid="task-progress"
      data-status={task.status}
      style={{
        border: '1px solid var(--fx-border, #e2e8f0)',
        borderRadius: 8,
        padding: '0.55rem 0.75rem',
        background: 'var(--fx-surface, #fff)',
        display: 'grid',
        gap: '0.4rem',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.6rem', flexWrap: 'wrap' }}>
        <i className={running ? 'pi pi-spin pi-spinner' : final ? 'pi pi-check-circle' : 'pi pi-clock'} aria-hidden="true" style={{ color: tone }} />
        <strong>
          {TASK_KIND_LABELS[task.kind] ?? 'Scan'} #{task.taskId}
        </strong>
        <span data-testid="task-progress-status" style={{ color: tone, fontWeight: 600 }}>
          {label}
        </span>
        {running && p.stage && (
          <span className="fx-tag fx-tag--secondary" data-testid="task-progress-stage" data-phase={p.phase}>
            {p.stage}
          </span>
        )}
        {paused && !isPausedTask(task) && (
          <span className="fx-tag fx-tag--secondary" data-testid="task-progress-paused">
            paused
          </span>
        )}
        {task.message && !isPausedTask(task) && (
          <span style={{ color: 'var(--text-color-secondary, #64748b)' }} data-testid="task-progress-message">
            {task.message}
          </span>
        )}
        <span style={{ marginLeft: 'auto', display: 'flex', gap: '0.35rem' }}>
          {/* Pause and resume act on the node: once the scan is over they say so. */}
          {paused ? button('resume', final ? 'Resume node' : 'Resume', 'pi pi-play') : button('pause', final ? 'Pause node' : 'Pause', 'pi pi-pause')}
          {!final && button('cancel', 'Cancel', 'pi pi-stop', { severity: 'warning' })}
          {!final && button('abort', 'Abort', 'pi pi-times-circle', { severity: 'danger' })}
          {final && (
            <Button
              type="button"
              size="small"
              outlined
              rounded
              icon="pi pi-times"
              aria-label="Dismiss"
              onClick={() => setDismissed(task.taskId)}
              data-testid="task-progress-dismiss"
            />
          )}
        </span>
      </div>
      {!final || task.status === TASK_STATUS.completed ? (
        <div
          role="progressbar"
          aria-label={`${label}${percent === null ? '' : `, ${percent}%`}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          data-testid="task-progress-bar"
          style={{ height: 8, borderRadius: 4, background: 'var(--surface-200, #e2e8f0)', overflow: 'hidden', position: 'relative' }}
        >
          <div
            style={{
              height: '100%',
              width: percent === null ? (running ? '35%' : '0%') : `${percent}%`,
              background: tone,
              transition: 'width 0.4s ease',
              animation: percent === null && running ? 'fx-progress-slide 1.4s ease-in-out infinite' : undefined,
            }}
          />
        </div>
      ) : null}
      <dl style={{ display: 'flex', gap: '1.25rem', flexWrap: 'wrap', margin: 0, fontSize: '0.9em' }}>
        <Figure label="Files" value={`${formatCount(p.files)}${percent !== null && !final ? ` (${percent}%)` : ''}`} testId="task-progress-files" />
        {p.contentFiles !== undefined && p.contentFiles > 0 && (
          <Figure label="Contents read" value={`${formatCount(p.contentDone ?? 0)} of ${formatCount(p.contentFiles)}`} testId="task-progress-contents" />
        )}
        <Figure label="Data" value={formatSize(p.bytes)} testId="task-progress-bytes" />
        <Figure label="Rate" value={`${formatCount(p.rate)} files/s`} testId="task-progress-rate" />
        <Figure label="Elapsed" value={formatDuration(elapsedNow(task, live.receivedAt, now))} testId="task-progress-elapsed" />
        {!final && (
          <Figure label="Time left" value={p.eta === null || p.eta === undefined ? 'estimating…' : formatDuration(p.eta)} testId="task-progress-eta" />
        )}
        {(task.progress?.errors ?? 0) > 0 && <Figure label="Errors" value={formatCount(task.progress.errors)} testId="task-progress-errors" />}
      </dl>
      <style>{'@keyframes fx-progress-slide { 0% { margin-left: -35%; } 100% { margin-left: 100%; } }'}</style>
    </section>
  );
});

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div style={{ display: 'flex', gap: '0.35rem' }}>
      <dt style={{ color: 'var(--text-color-secondary, #64748b)' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
