/**
 * The core services the Discover routes use, received in start(). Routes are declared in register, before
 * services exist, so handlers look them up by the platform their call carries: one entry per running server,
 * so two servers in one process never share searches or settings. A call in the moment between listening and
 * start answers a named error instead of failing on undefined.
 */
import { ApiError } from '@fathom/sdk/api';
import type { NodeSettings, PlatformAccess, SearchEngine, SettingsAccess } from '@fathom/sdk/server';

export interface DiscoverDeps {
  search: SearchEngine;
  settings: SettingsAccess;
  nodes: NodeSettings;
}
export type DiscoverServices = (platform: PlatformAccess) => DiscoverDeps;

export function servicesHolder(): { get: DiscoverServices; set(platform: PlatformAccess, deps: DiscoverDeps): void } {
  const byServer = new WeakMap<PlatformAccess, DiscoverDeps>();
  return {
    get(platform) {
      const deps = byServer.get(platform);
      if (!deps) throw new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
      return deps;
    },
    set(platform, deps) {
      byServer.set(platform, deps);
    },
  };
}
