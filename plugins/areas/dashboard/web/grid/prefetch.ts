/**
 * What a dashboard grid starts early so its widgets draw sooner. Without it every step waits for the one before:
 * section chunk → tab chunk → grid chunk → PID_DASHBOARD → each widget's chunk as it mounts → the chart library
 * → PID_STATS. Here PID_DASHBOARD and PID_STATS are read as soon as the page's address names the node (the tab's
 * PagePrefetch, which the console runs beside the section's chunks), and the moment the dashboard is known every
 * widget chunk its tab names starts loading, with the chart library when a chart is among them. The reads go
 * under the very query keys the grid and the widgets use (useDashboard, widget-kit useNodeProperty), so the
 * widgets share one PID_STATS answer.
 *
 * Kept free of components: the plugin's index imports it, and that is part of the sign-in page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS } from '@fathom/sdk/api';
import type { Dashboard } from '@fathom/sdk/api/dashboard';
import { dashboardKey, readDashboard } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { ApiClient, AuthService, preloadComponent, useService, WidgetTypes, type PagePrefetch, type WidgetTypeContribution } from '@fathom/sdk/web';

export const STATS_PROPERTY = 'PID_STATS';

/** The chart library, which every chart widget's chunk imports. */
export const loadChartView = () => import('@fathom/sdk/web/widget-kit/ChartView');

/** Starts the chunks of the widgets on one tab of the dashboard (and the chart library when one is a chart). */
export function preloadWidgets(dashboard: Dashboard, tabId: string, types: readonly WidgetTypeContribution<any>[]): void {
  const byType = new Map(types.map(t => [t.type, t]));
  let charts = false;
  for (const w of dashboard.widgets) {
    const type = w.tabId === tabId ? byType.get(w.widgetType) : undefined;
    if (!type) continue;
    void preloadComponent(type.load).catch(() => undefined);
    charts ||= !!type.chart;
  }
  if (charts) void loadChartView().catch(() => undefined);
}

export function prefetchStats(queryClient: QueryClient, api: ApiClient, objectId: string): void {
  // After a failed answer the widgets ask again as they mount (an errored query is refetched) and show the error in place.
  void queryClient.prefetchQuery({
    queryKey: ['property', objectId, STATS_PROPERTY],
    queryFn: ({ signal }) => api.get(API_PATHS.property, { objectId, propertyId: STATS_PROPERTY }, { signal, suppressError: true }),
    retry: false,
  });
}

/** The PagePrefetch of a section tab that shows the dashboard grid tab `gridTabId`. */
export function prefetchGridTab(gridTabId: string): PagePrefetch {
  return ({ nodeId, services, queryClient }) => {
    const api = services.get(ApiClient);
    const welcomeUrl = services.tryGet(AuthService)?.config?.welcomeUrl;
    prefetchStats(queryClient, api, nodeId);
    queryClient.fetchQuery({ queryKey: dashboardKey(nodeId), queryFn: () => readDashboard(api, nodeId, welcomeUrl), retry: false }).then(
      dashboard => preloadWidgets(dashboard, gridTabId, services.contributions(WidgetTypes)),
      () => undefined,
    );
  };
}

export function usePrefetchStats(objectId: string, enabled: boolean): void {
  const api = useService(ApiClient);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) prefetchStats(queryClient, api, objectId);
  }, [api, queryClient, objectId, enabled]);
}

/** Starts the widget chunks of the tab once the dashboard is known (the page prefetch may not have run: another tab, a test). */
export function usePreloadWidgets(dashboard: Dashboard | null, tabId: string, types: readonly WidgetTypeContribution<any>[], enabled: boolean): void {
  useEffect(() => {
    if (enabled && dashboard) preloadWidgets(dashboard, tabId, types);
  }, [dashboard, tabId, types, enabled]);
}
