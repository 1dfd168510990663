/**
 * PID_TASK_STATUS of the node, kept current by the status feed (EventsService.onFeedEvent). Without feed
 * events (an older host) the property is re-read every few seconds while a task is live.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { isFinalTaskStatus, type TaskInfo, type TaskStatusData } from '@fathom/sdk/api/tasks';
import { ApiClient, EventsService, useOptionalService, useService } from '@fathom/sdk/web';
import { taskOfEvent, tasksFromStatus, taskToShow } from './live';

/** Re-read interval while a task is live and no feed events arrive. */
export const POLL_WITHOUT_FEED_MS = 3000;

export interface LiveTask {
  task: TaskInfo | null;
  receivedAt: number;
  error: string | null;
  refetch(): void;
}

export function useLiveTask(nodeId: string): LiveTask {
  const api = useService(ApiClient);
  const events = useOptionalService(EventsService);
  const hasFeed = typeof events?.onFeedEvent === 'function';
  const queries = useQueryClient();
  // Feed updates since the last read of the property, laid over it (a later read supersedes them).
  const [fresh, setFresh] = useState<ReadonlyMap<number, { task: TaskInfo; at: number }>>(new Map());
  const status = useQuery({
    queryKey: ['property', nodeId, 'PID_TASK_STATUS'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TaskStatusData>(API_PATHS.property, { objectId: nodeId, propertyId: 'PID_TASK_STATUS' }, { signal, suppressError: true });
      } catch (e) {
        if (e instanceof ApiError && e.errorName === ERROR_NAMES.propertyNotFound) return null;
        throw e;
      }
    },
    retry: false,
    refetchInterval: q => {
      if (hasFeed) return false;
      const shown = taskToShow(tasksFromStatus(q.state.data));
      return shown && !isFinalTaskStatus(shown.status) ? POLL_WITHOUT_FEED_MS : false;
    },
  });

  useEffect(() => {
    if (!events?.onFeedEvent) return undefined;
    return events.onFeedEvent(e => {
      const t = taskOfEvent(e, nodeId);
      if (!t) return;
      setFresh(prev => new Map(prev).set(t.taskId, { task: t, at: Date.now() }));
      // A finished task moves to the history: re-read so that other views of the property see it there too.
      if (isFinalTaskStatus(t.status)) void queries.invalidateQueries({ queryKey: ['property', nodeId, 'PID_TASK_STATUS'] });
    });
  }, [events, nodeId, queries]);

  const readAt = status.dataUpdatedAt;
  const tasks = useMemo(() => {
    const merged = tasksFromStatus(status.data);
    for (const f of fresh.values()) if (f.at >= readAt) merged.set(f.task.taskId, f.task);
    return merged;
  }, [status.data, readAt, fresh]);
  const task = taskToShow(tasks);
  const own = task ? fresh.get(task.taskId) : undefined;
  return {
    task,
    receivedAt: own && own.at >= readAt ? own.at : readAt || Date.now(),
    error: status.error ? (status.error as Error).message : null,
    refetch: () => {
      void status.refetch();
    },
  };
}
