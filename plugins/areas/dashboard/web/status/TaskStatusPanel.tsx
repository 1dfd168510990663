/**
 * Dashboard → Status: the current tasks, the history and the workers of the node's subtree (PID_TASK_STATUS),
 * re-read when the status feed reports a task change (at most once a second) and every 15 s.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { TreeObject } from '@fathom/sdk/api';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { ApiClient, EventsService, TreeService, useOptionalService, useService } from '@fathom/sdk/web';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { TaskLogViewer } from '@fathom/sdk/web/widget-kit/TaskLogViewer';
import {
  CURRENT_COLUMNS,
  currentRows,
  HISTORY_COLUMNS,
  historyRows,
  STATUS_LISTS,
  WORKER_COLUMNS,
  workerGroups,
  type Column,
  type Row,
  type StatusList,
} from './rows';

export const FEED_REFRESH_MIN_MS = 1000;

function useFeedRefresh(objectId: string): void {
  const events = useOptionalService(EventsService);
  const queries = useQueryClient();
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!events?.onFeedEvent) return undefined;
    const refresh = () => {
      last.current = Date.now();
      pending.current = null;
      void queries.invalidateQueries({ queryKey: ['property', objectId, 'PID_TASK_STATUS'] });
    };
    const off = events.onFeedEvent(e => {
      if (e.type !== 'taskStatus' || pending.current) return;
      const wait = last.current + FEED_REFRESH_MIN_MS - Date.now();
      if (wait <= 0) refresh();
      else pending.current = setTimeout(refresh, wait);
    });
    return () => {
      off();
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [events, objectId]);
}

/** Names of the nodes the tasks belong to: from the tree when loaded, else asked once. */
function useNodeNames(ids: string[]): (id: string) => string {
  const tree = useOptionalService(TreeService);
  const api = useService(ApiClient);
  const unknown = [...new Set(ids)].filter(id => !tree?.node(id));
  const fetched = useQueries({
    queries: unknown.map(id => ({ queryKey: ['object-name', id], queryFn: () => api.getObject(id, 'simple'), staleTime: 60_000, retry: false })),
  });
  const names = new Map<string, string>();
  unknown.forEach((id, i) => {
    const o = fetched[i]?.data as TreeObject | undefined;
    if (o) names.set(id, o.name);
  });
  return id => tree?.node(id)?.name ?? names.get(id) ?? id;
}

export function TaskStatusPanel({ node }: { node: TreeObject }) {
  const [list, setList] = useState<StatusList>('current');
  const [logOf, setLogOf] = useState<number | null>(null);
  const status = useNodeProperty<TaskStatusData>(node.objectId, 'PID_TASK_STATUS');
  useFeedRefresh(node.objectId);
  const data = status.data;
  const nameOf = useNodeNames([...(data?.current ?? []), ...(data?.history ?? [])].map(t => t.objectId));

  return (
    <section data-testid="task-status" aria-label="Task status" style={{ display: 'grid', gap: '0.75rem' }}>
      <nav role="tablist" aria-label="Task lists" style={{ display: 'flex', gap: '0.25rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
        {STATUS_LISTS.map(l => {
          const count = l.id === 'workers' ? data?.workers?.length : data?.[l.id]?.length;
          return (
            <button
              key={l.id}
              type="button"
              role="tab"
              aria-selected={list === l.id}
              onClick={() => setList(l.id)}
              data-testid={`task-status-tab-${l.id}`}
              style={{
                border: 'none',
                background: 'none',
                padding: '0.5rem 0.8rem',
                cursor: 'pointer',
                fontWeight: list === l.id ? 600 : 400,
                color: list === l.id ? 'var(--primary-color, #2563eb)' : 'inherit',
                borderBottom: list === l.id ? '2px solid var(--primary-color, #2563eb)' : '2px solid transparent',
              }}
            >
              {l.title}
              {typeof count === 'number' ? ` (${count})` : ''}
            </button>
          );
        })}
      </nav>
      {status.isLoading ? (
        <div role="progressbar" aria-label="Loading task status">
          <i className="pi pi-spin pi-spinner" />
        </div>
      ) : status.error ? (
        <div role="alert" data-testid="task-status-error">
          The task status could not be read: {status.error.message}
        </div>
      ) : list === 'current' ? (
        <Table
          columns={CURRENT_COLUMNS}
          rows={currentRows(data, nameOf)}
          empty={`No task is running or waiting under ${node.name}.`}
          testId="task-status-current"
          onLog={id => setLogOf(Number(id))}
        />
      ) : list === 'history' ? (
        <Table
          columns={HISTORY_COLUMNS}
          rows={historyRows(data, nameOf)}
          empty={`No task has finished under ${node.name} yet.`}
          testId="task-status-history"
          onLog={id => setLogOf(Number(id))}
        />
      ) : (
        <Workers data={data} />
      )}
      {logOf !== null ? (
        <TaskLogViewer
          key={logOf}
          objectId={node.objectId}
          taskId={logOf}
          live={!!data?.current.some(t => t.taskId === logOf)}
          onClose={() => setLogOf(null)}
        />
      ) : null}
    </section>
  );
}

function Workers({ data }: { data: TaskStatusData | undefined }) {
  const groups = workerGroups(data);
  if (groups.length === 0) return <EmptyPanel testId="task-status-workers-empty" description="The workers that run tasks appear here." />;
  return (
    <div data-testid="task-status-workers" style={{ display: 'grid', gap: '1rem' }}>
      {groups.map(g => (
        <div key={g.group}>
          <h4 style={{ margin: '0 0 0.4rem' }}>{g.group}</h4>
          <Table columns={WORKER_COLUMNS} rows={g.rows} empty="" testId={`task-status-workers-${g.group}`} />
        </div>
      ))}
    </div>
  );
}

function Table({ columns, rows, empty, testId, onLog }: { columns: Column[]; rows: Row[]; empty: string; testId: string; onLog?: (id: string) => void }) {
  if (rows.length === 0) return <EmptyPanel testId={`${testId}-empty`} description={empty} />;
  const cell = (c: Column, head = false): CSSProperties => ({
    textAlign: c.align ?? 'left',
    padding: '0.4rem 0.6rem',
    borderBottom: '1px solid var(--surface-border, #e2e8f0)',
    fontWeight: head ? 600 : 400,
    whiteSpace: 'nowrap' as const,
  });
  return (
    <div style={{ overflowX: 'auto' }}>
      <table data-testid={testId} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {columns.map(c => (
              <th key={c.key} scope="col" style={cell(c, true)}>
                {c.title}
              </th>
            ))}
            {onLog ? <th scope="col" aria-label="Log" style={cell({ key: 'log', title: '' }, true)} /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map(r => (
            <tr key={r.id} data-testid={`${testId}-row-${r.id}`}>
              {columns.map(c => (
                <td key={c.key} style={cell(c)}>
                  {r[c.key] ?? ''}
                </td>
              ))}
              {onLog ? (
                <td style={cell({ key: 'log', title: '' })}>
                  <button type="button" className="fx-link" onClick={() => onLog(r.id)} data-testid={`${testId}-log-${r.id}`}>
                    View log
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
