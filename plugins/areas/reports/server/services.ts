/**
 * The core services the report routes use, received in start(): routes are declared in register, before services
 * exist, so handlers look them up by the platform their call carries (one entry per running server). A call in the
 * moment between listening and start answers a named error instead of failing on undefined.
 */
import { ApiError } from '@fathom/sdk/api';
import type { NodeSettings, PlatformAccess, SearchEngine, SettingsAccess } from '@fathom/sdk/server';

export interface ReportDeps {
  search: SearchEngine;
  settings: SettingsAccess;
  nodes: NodeSettings;
}
export type ReportServices = (platform: PlatformAccess) => ReportDeps;

export function servicesHolder(): { get: ReportServices; set(platform: PlatformAccess, deps: ReportDeps): void } {
  const byServer = new WeakMap<PlatformAccess, ReportDeps>();
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
