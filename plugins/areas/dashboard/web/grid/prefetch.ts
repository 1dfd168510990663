/**
 * What a dashboard tab starts early so its widgets draw sooner. Each widget asks for its data only once its own
 * chunk and the chart library have loaded; starting the PID_STATS read (under the very query key the widgets
 * use, sdk widget-kit useNodeProperty) and the chart library's download when the tab opens runs them side by side.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';

export const STATS_PROPERTY = 'PID_STATS';

/** Starts loading the chart library once the tab is known to hold a chart widget. */
export function usePreloadCharts(needed: boolean): void {
  useEffect(() => { if (needed) void import('@fathom/sdk/web/widget-kit/ChartView').catch(() => undefined); }, [needed]);
}

export function usePrefetchStats(objectId: string, enabled: boolean): void {
  const api = useService(ApiClient);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    // After a failed answer the widgets ask again as they mount (an errored query is refetched) and show the error in place.
    void queryClient.prefetchQuery({
      queryKey: ['property', objectId, STATS_PROPERTY],
      queryFn: ({ signal }) => api.get(API_PATHS.property, { objectId, propertyId: STATS_PROPERTY }, { signal, suppressError: true }),
      retry: false,
    });
  }, [api, queryClient, objectId, enabled]);
}
