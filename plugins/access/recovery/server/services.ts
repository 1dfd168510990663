/**
 * The core services the access routes use, received in start() and looked up by the platform a call carries
 * (one entry per running server, so two servers in one process never share them).
 */
import { ApiError } from '@fathom/sdk/api';
import type { Accounts, Mailer, PlatformAccess, ServerClock } from '@fathom/sdk/server';

export interface AccessDeps {
  accounts: Accounts;
  mailer: Mailer;
  clock: ServerClock;
  platform: PlatformAccess;
}

export function accessServices(): { get(platform: PlatformAccess): AccessDeps; set(deps: AccessDeps): void } {
  const byServer = new WeakMap<PlatformAccess, AccessDeps>();
  const unavailable = () => new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
  return {
    get(platform) {
      const deps = byServer.get(platform);
      if (!deps) throw unavailable();
      return deps;
    },
    set(deps) {
      byServer.set(deps.platform, deps);
    },
  };
}
