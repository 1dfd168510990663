/**
 * The core services the access routes use, received in start() and looked up by the platform a call carries
 * (one entry per running server, so two servers in one process never share them).
 */
import { startedServices, type Accounts, type Mailer, type PlatformAccess, type ServerClock } from '@fathom/sdk/server';

export interface AccessDeps {
  accounts: Accounts;
  mailer: Mailer;
  clock: ServerClock;
  platform: PlatformAccess;
}

export function accessServices(): { get(platform: PlatformAccess): AccessDeps; set(deps: AccessDeps): void } {
  const held = startedServices<AccessDeps>();
  return { get: held.get, set: deps => held.set(deps.platform, deps) };
}
