/**
 * The core services the Discover routes use, received in start(). Routes are declared in register, before
 * services exist, so handlers read them through this holder; a call in the moment between listening and
 * start answers a named error instead of failing on undefined.
 */
import { ApiError } from '@fathom/sdk/api';
import type { NodeSettings, SearchEngine, SettingsAccess } from '@fathom/sdk/server';

export interface DiscoverDeps { search: SearchEngine; settings: SettingsAccess; nodes: NodeSettings }
export type DiscoverServices = () => DiscoverDeps;

export function servicesHolder(): { get: DiscoverServices; set(deps: DiscoverDeps): void } {
  let deps: DiscoverDeps | undefined;
  return {
    get() {
      if (!deps) throw new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
      return deps;
    },
    set(d) { deps = d; },
  };
}
