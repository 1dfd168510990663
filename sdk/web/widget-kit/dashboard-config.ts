/**
 * The user's dashboard on a node as the grid and the ESG widgets read it: one react-query entry
 * ['property', objectId, 'PID_DASHBOARD'], normalised, with the default dashboard for a first-time user.
 */
import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../api';
import { defaultDashboard, normalizeDashboard, type Dashboard, type DashboardConfig } from '../../api/dashboard';
import { ApiClient, AuthService } from '../services';
import { useOptionalService, useService } from '../hooks';

export const dashboardKey = (objectId: string) => ['property', objectId, 'PID_DASHBOARD'];

export async function readDashboard(api: ApiClient, objectId: string, welcomeUrl?: string): Promise<Dashboard> {
  try {
    return normalizeDashboard(await api.get<unknown>(API_PATHS.property, { objectId, propertyId: 'PID_DASHBOARD' }, { suppressError: true }));
  } catch (e) {
    if ((e as { errorName?: string }).errorName === 'PropertyNotFound') return defaultDashboard({ welcomeUrl });
    throw e;
  }
}

/** The dashboard configuration of the node (undefined while loading or when it cannot be read). */
export function useDashboardConfig(objectId: string): DashboardConfig | undefined {
  const api = useService(ApiClient);
  const welcomeUrl = useOptionalService(AuthService)?.config?.welcomeUrl;
  const q = useQuery({ queryKey: dashboardKey(objectId), queryFn: () => readDashboard(api, objectId, welcomeUrl), retry: false });
  return q.data?.config;
}
