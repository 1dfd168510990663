/**
 * The core services the report routes use, received in start(): routes are declared in register, before services
 * exist, so handlers look them up by the platform their call carries (one entry per running server). A call in the
 * moment between listening and start answers a named error instead of failing on undefined.
 */
import { startedServices, type NodeSettings, type PlatformAccess, type SearchEngine, type SettingsAccess, type StartedServices } from '@fathom/sdk/server';

export interface ReportDeps {
  search: SearchEngine;
  settings: SettingsAccess;
  nodes: NodeSettings;
}
export type ReportServices = (platform: PlatformAccess) => ReportDeps;

export function servicesHolder(): StartedServices<ReportDeps> {
  return startedServices<ReportDeps>();
}
