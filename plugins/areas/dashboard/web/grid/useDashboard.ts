/**
 * The user's dashboard on a node and the way every edit is made (spec 001 §4): read the property, apply the
 * change, save it. Edits run one at a time. A layout edit shows at once and rolls back to the earlier copy
 * with an error notice when its save fails; other edits show once saved.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { API_PATHS, type TreeObject } from '@fathom/sdk/api';
import type { Dashboard } from '@fathom/sdk/api/dashboard';
import { dashboardKey, readDashboard } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { ApiClient, AuthService, NotificationService, useOptionalService, useService } from '@fathom/sdk/web';
import { applyEdit, gridReducer, isLayoutEdit, type DashboardEdit } from './edits';

export const DASHBOARD_PROPERTY = 'PID_DASHBOARD';
export const dashboardQueryKey = dashboardKey;

export const GRID_MESSAGES = {
  layoutRolledBack: 'The layout could not be saved; the earlier layout is back.',
  restored: 'Dashboard restored',
  widgetUpdated: 'Widget updated',
  saved: 'Changes saved',
} as const;

export interface DashboardState {
  dashboard: Dashboard | null;
  isLoading: boolean;
  error: { name: string; message: string } | null;
  /** Runs one edit; resolves true when saved. */
  apply(edit: DashboardEdit, success?: string): Promise<boolean>;
}

export function useDashboard(node: TreeObject): DashboardState {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const welcomeUrl = useOptionalService(AuthService)?.config?.welcomeUrl;
  const queryClient = useQueryClient();
  const key = dashboardQueryKey(node.objectId);

  // A first-time user with no dashboard gets the default one.
  const read = useCallback((): Promise<Dashboard> => readDashboard(api, node.objectId, welcomeUrl), [api, node.objectId, welcomeUrl]);

  const query = useQuery({ queryKey: key, queryFn: read, retry: false });
  // A dashboard already read (the page prefetch) is drawn on the first render, not one render later.
  const [state, dispatch] = useReducer(gridReducer, { dashboard: query.data ?? null, previous: null });
  const current = useRef(state);
  current.current = state;
  useEffect(() => {
    if (query.data) dispatch({ type: 'loaded', dashboard: query.data });
  }, [query.data]);

  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const apply = useCallback(
    (edit: DashboardEdit, success?: string): Promise<boolean> => {
      const run = async (): Promise<boolean> => {
        const layout = isLayoutEdit(edit);
        try {
          if (layout && current.current.dashboard) dispatch({ type: 'optimistic', dashboard: applyEdit(current.current.dashboard, edit) });
          const latest = await read();
          const next = applyEdit(latest, edit);
          await api.post(API_PATHS.property, { objectId: node.objectId, propertyId: DASHBOARD_PROPERTY, property: next }, { suppressError: true });
          dispatch({ type: 'saved', dashboard: next });
          queryClient.setQueryData(key, next);
          if (success) notifications.success(success);
          return true;
        } catch (e) {
          dispatch({ type: 'saveFailed' });
          const message = (e as Error).message || 'Something went wrong. Please try again';
          notifications.error(layout ? `${GRID_MESSAGES.layoutRolledBack} ${message}` : message);
          return false;
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next;
      return next;
    },
    [api, notifications, queryClient, read, node.objectId],
  );

  const e = query.error as (Error & { errorName?: string }) | null;
  return {
    dashboard: state.dashboard,
    isLoading: query.isLoading || (!state.dashboard && !e),
    error: e ? { name: e.errorName ?? e.name, message: e.message } : null,
    apply,
  };
}
