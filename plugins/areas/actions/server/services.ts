/**
 * The core services the action routes and runs use, received in start(): routes are declared in register, before
 * services exist, so handlers look them up by the platform their call carries (one entry per running server).
 */
import {
  startedServices,
  type IndexedFiles,
  type NodeSettings,
  type PlatformAccess,
  type SearchEngine,
  type ServerClock,
  type SettingsAccess,
  type StartedServices,
  type TaskQueue,
} from '@fathom/sdk/server';

export interface ActionDeps {
  search: SearchEngine;
  settings: SettingsAccess;
  nodes: NodeSettings;
  tasks: TaskQueue;
  clock: ServerClock;
  files: IndexedFiles;
}
export type ActionServices = (platform: PlatformAccess) => ActionDeps;

export function servicesHolder(): StartedServices<ActionDeps> {
  return startedServices<ActionDeps>();
}
