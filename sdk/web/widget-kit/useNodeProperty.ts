/**
 * A node property for a widget: react-query keyed ['property', objectId, propertyId] (so the events service's
 * invalidations reach it), reloaded every 15 s while the widget is mounted and the page is visible.
 * Errors are not notified globally: the widget shows them in place (a property may simply not exist yet).
 */
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type PropertyId } from '../../api';
import { WIDGET_REFRESH_MS } from '../../api/dashboard';
import { ApiClient } from '../services';
import { useService } from '../hooks';

export interface NodePropertyState<T> {
  data: T | undefined;
  isLoading: boolean;
  error: { name: string; message: string } | null;
  refetch(): void;
}

export function useNodeProperty<T>(
  objectId: string,
  propertyId: PropertyId,
  opts: { options?: Record<string, unknown>; enabled?: boolean; refresh?: boolean } = {},
): NodePropertyState<T> {
  const api = useService(ApiClient);
  const query = useQuery({
    queryKey: opts.options ? ['property', objectId, propertyId, opts.options] : ['property', objectId, propertyId],
    queryFn: ({ signal }) =>
      api.get<T>(API_PATHS.property, { objectId, propertyId, ...(opts.options ? { options: opts.options } : {}) }, { signal, suppressError: true }),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.refresh === false ? false : WIDGET_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const e = query.error as (Error & { errorName?: string }) | null;
  return {
    data: query.data,
    isLoading: query.isLoading,
    error: e ? { name: e.errorName ?? e.name, message: e.message } : null,
    refetch: () => {
      void query.refetch();
    },
  };
}
