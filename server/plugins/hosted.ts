/**
 * How a host names a server plugin: once, with the module id it is loaded from (project-relative), so the
 * server process and its scan and extraction threads load the same set. The host's list is the only place
 * that names plugins; server/ reads the list it is given.
 */
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import { threadEntries, type ThreadEntries } from './contributions';

export interface HostedServerPlugin {
  /** Project-relative module id, e.g. 'plugins/extractors/pdf/server'; threads load the plugin from it. */
  module: string;
  /** The same module, imported (typed); its default export is the plugin. */
  load(): Promise<{ default: ServerPluginDefinition<any, any> }>;
}

export interface LoadedServerPlugins {
  plugins: ServerPluginDefinition<any, any>[];
  /** Module ids in list order (modules[i] is the module of plugins[i]). */
  modules: string[];
  /** What scan and extraction threads load. */
  entries: ThreadEntries;
}

export async function loadHostedPlugins(list: readonly HostedServerPlugin[]): Promise<LoadedServerPlugins> {
  const plugins = await Promise.all(list.map(async h => (await h.load()).default));
  const modules = list.map(h => h.module);
  return { plugins, modules, entries: threadEntries(plugins, modules) };
}
