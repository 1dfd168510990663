/**
 * Reading and saving the node properties the policy editors work on. Query keys ['property', objectId, propertyId]
 * let the events service refresh them when another console changes them. A property the node does not have
 * (PropertyNotFound) reads as undefined, not as an error. PID_SERVER_SETTINGS is read as ServerSettingsProperty and
 * written as ServerSettingsSet: its save caches the server's answer (the property read again).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ApiError, ERROR_NAMES, type PropertyId } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';

export interface PropertyRead<T> {
  data: T | undefined;
  isLoading: boolean;
  error: string | null;
}

export function usePropertyRead<T>(objectId: string, propertyId: PropertyId): PropertyRead<T> {
  const api = useService(ApiClient);
  const q = useQuery({
    queryKey: ['property', objectId, propertyId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<T>(API_PATHS.property, { objectId, propertyId }, { signal, suppressError: true });
      } catch (e) {
        if (e instanceof ApiError && e.errorName === ERROR_NAMES.propertyNotFound) return null;
        throw e;
      }
    },
    retry: false,
  });
  return { data: (q.data ?? undefined) as T | undefined, isLoading: q.isLoading, error: q.error ? (q.error as Error).message : null };
}

export interface PropertySaveOptions<T> {
  /**
   * What the cached read becomes after a save, from the posted value and the server's answer; undefined keeps
   * the cache as it is until the read is repeated. Without it the posted value is cached (properties whose
   * write and read shapes are the same).
   */
  cached?(value: T, answer: unknown): unknown;
}

/** Saves a property; the server's message is thrown so the caller can show it beside the form. */
export function usePropertySave<T>(objectId: string, propertyId: PropertyId, opts: PropertySaveOptions<T> = {}) {
  const api = useService(ApiClient);
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => api.post(API_PATHS.property, { objectId, propertyId, property: value }, { suppressError: true }),
    onSuccess: (answer, value) => {
      const key = ['property', objectId, propertyId];
      const cached = opts.cached ? opts.cached(value, answer) : value;
      if (cached !== undefined) queries.setQueryData(key, cached);
      const reread = queries.invalidateQueries({ queryKey: key });
      // Nothing new was cached: the save ends once the read is repeated, so the form never shows the old values.
      return cached === undefined ? reread : undefined;
    },
  });
}
