/** Reading and saving PID_SYSEXPORT_LOCATIONS through react-query; keys follow ['property', objectId, propertyId]. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EXPORT_LOCATIONS_PROPERTY, type ExportLocationsAnswer, type ExportLocationsSection } from '@fathom/sdk/api/export-locations';
import { API_PATHS } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';

const PID = EXPORT_LOCATIONS_PROPERTY;
export const locationsKey = (objectId: string) => ['property', objectId, EXPORT_LOCATIONS_PROPERTY];

export function useExportLocations(objectId: string, enabled = true) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: locationsKey(objectId),
    // Errors are shown where the list is used, not as a second notification.
    queryFn: () => api.get<ExportLocationsAnswer>(API_PATHS.property, { objectId, propertyId: PID }, { suppressError: true }),
    staleTime: 0,
    enabled,
  });
}

/** Every node's list may inherit the one just saved, so all cached lists are refreshed. */
export function refreshAllLocations(queries: QueryClient): Promise<void> {
  return queries.invalidateQueries({ predicate: q => q.queryKey[0] === 'property' && q.queryKey[2] === EXPORT_LOCATIONS_PROPERTY });
}

export function useSaveExportLocations() {
  const api = useService(ApiClient);
  const queries = useQueryClient();
  return async (nodeId: string, section: ExportLocationsSection) => {
    await api.post(API_PATHS.property, { objectId: nodeId, propertyId: PID, property: section }, { suppressError: true });
    await refreshAllLocations(queries);
  };
}
