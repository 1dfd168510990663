/**
 * The core services the Discover routes use, received in start(). Routes are declared in register, before
 * services exist, so handlers look them up by the platform their call carries: one entry per running server,
 * so two servers in one process never share searches or settings. A call in the moment between listening and
 * start answers a named error instead of failing on undefined.
 */
import { startedServices, type NodeSettings, type PlatformAccess, type SearchEngine, type SettingsAccess, type StartedServices } from '@fathom/sdk/server';

export interface DiscoverDeps {
  search: SearchEngine;
  settings: SettingsAccess;
  nodes: NodeSettings;
}
export type DiscoverServices = (platform: PlatformAccess) => DiscoverDeps;

export function servicesHolder(): StartedServices<DiscoverDeps> {
  return startedServices<DiscoverDeps>();
}
