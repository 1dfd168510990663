/** Renders a discover component with mock api, notifications and permissions (no tree), as its tests need. */
import type { ReactElement } from 'react';
import { ApiClient, NotificationService, PermissionService } from '@fathom/sdk/web';
import { mockApi, mockNotifications, mockPermissions, renderWithServices } from '@fathom/sdk/testing';

export function renderDiscover(ui: ReactElement, opts: { api?: ReturnType<typeof mockApi>; codes?: string[] } = {}) {
  const api = opts.api ?? mockApi();
  const notifications = mockNotifications();
  const permissions = mockPermissions(opts.codes ?? ['get', 'adm']);
  const view = renderWithServices(ui, [
    [ApiClient, api],
    [NotificationService, notifications],
    [PermissionService, permissions],
  ]);
  return { api, notifications, permissions, view };
}
