/**
 * A task's log (PID_LOG: taskId, lineNumber, numberLines), a page at a time: the last page first, older and newer
 * pages on request, and while the task runs the page follows the log as it grows. objectId is the node the task
 * belongs to or any node above it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_PATHS } from '../../api';
import type { TaskLogAnswer } from '../../api/tasks';
import { ApiClient } from '../services';
import { useService } from '../hooks';

export const TASK_LOG_PAGE = 200;
const LIVE_MS = 1000;

export function TaskLogViewer({ objectId, taskId, live = false, onClose }: { objectId: string; taskId: number; live?: boolean; onClose?: () => void }) {
  const api = useService(ApiClient);
  /** null: follow the end of the log. */
  const [from, setFrom] = useState<number | null>(null);
  const log = useQuery({
    queryKey: ['task-log', objectId, taskId, from],
    queryFn: async ({ signal }) => {
      const read = (lineNumber: number) =>
        api.get<TaskLogAnswer>(
          API_PATHS.property,
          { objectId, propertyId: 'PID_LOG', options: { taskId, lineNumber, numberLines: TASK_LOG_PAGE } },
          { signal, suppressError: true },
        );
      const first = await read(from ?? 0);
      if (from !== null || first.total <= TASK_LOG_PAGE) return first;
      return read(first.total - TASK_LOG_PAGE);
    },
    refetchInterval: live && from === null ? LIVE_MS : false,
    retry: false,
  });
  // The last timed read may come up to LIVE_MS before the task's final lines: read once more when it ends.
  const wasLive = useRef(live);
  const { refetch } = log;
  useEffect(() => {
    if (wasLive.current && !live) void refetch();
    wasLive.current = live;
  }, [live, refetch]);
  const page = log.data;
  const start = page?.lineNumber ?? 0;
  const total = page?.total ?? 0;
  return (
    <section data-testid="task-log" aria-label={`Log of task ${taskId}`} style={{ display: 'grid', gap: '0.4rem' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <strong style={{ flex: '1 1 auto' }}>
          Log of task #{taskId}
          {page ? ` · lines ${total ? start + 1 : 0}–${start + page.lines.length} of ${total}` : ''}
        </strong>
        <button type="button" className="fx-button fx-button--secondary" disabled={start === 0} onClick={() => setFrom(Math.max(0, start - TASK_LOG_PAGE))}>
          Older
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={from === null || start + TASK_LOG_PAGE >= total}
          onClick={() => setFrom(start + TASK_LOG_PAGE >= total - TASK_LOG_PAGE ? null : start + TASK_LOG_PAGE)}
        >
          Newer
        </button>
        {onClose ? (
          <button type="button" className="fx-icon-button" aria-label="Close the log" onClick={onClose}>
            <i className="pi pi-times" />
          </button>
        ) : null}
      </header>
      {log.error ? (
        <div role="alert">The log could not be read: {(log.error as Error).message}</div>
      ) : (
        <pre
          data-testid="task-log-lines"
          style={{
            margin: 0,
            maxHeight: '22rem',
            overflow: 'auto',
            background: '#0f172a',
            color: '#e2e8f0',
            padding: '0.6rem 0.75rem',
            borderRadius: 4,
            fontSize: '0.8em',
            whiteSpace: 'pre-wrap',
          }}
        >
          {log.isLoading ? 'Loading…' : page && page.lines.length ? page.lines.join('\n') : 'The log is empty.'}
        </pre>
      )}
    </section>
  );
}
