/** The core's own services, as factories for the container (tests replace them with fakes). */
import { QueryClient } from '@tanstack/react-query';
import { ApiClient, AuthService, EventsService, NotificationService, PermissionService, TreeService } from '@fathom/sdk/web/services';
import { createToken } from '@fathom/sdk/web/tokens';
import { DefaultApiClient } from './api/DefaultApiClient';
import { DefaultAuthService } from './auth/DefaultAuthService';
import { DefaultEventsService } from './events/DefaultEventsService';
import type { CoreProvider } from './host/boot';
import { NotificationStore } from './notifications/NotificationStore';
import { DefaultPermissionService } from './permissions/DefaultPermissionService';
import { SessionState, SessionStateToken } from './session/SessionState';
import { UiSettingsStore, UiSettingsToken } from './settings/UiSettingsStore';
import { DefaultTreeService } from './tree/DefaultTreeService';

export const QueryClientToken = createToken<QueryClient>('core.query-client');

export function defaultCoreProviders(): CoreProvider[] {
  const p = <T>(token: CoreProvider<T>['token'], factory: CoreProvider<T>['factory']): CoreProvider => ({ token, factory }) as CoreProvider;
  return [
    p(SessionStateToken, () => new SessionState()),
    p(NotificationService, () => new NotificationStore()),
    p(ApiClient, get => new DefaultApiClient(get(SessionStateToken), get(NotificationService))),
    p(AuthService, get => new DefaultAuthService(get(ApiClient), get(SessionStateToken), get(NotificationService))),
    p(TreeService, get => new DefaultTreeService(get(ApiClient))),
    p(PermissionService, get => new DefaultPermissionService(get(SessionStateToken))),
    p(EventsService, get => new DefaultEventsService(get(ApiClient))),
    p(UiSettingsToken, get => new UiSettingsStore(get(ApiClient))),
    p(QueryClientToken, () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } })),
  ];
}
