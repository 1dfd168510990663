/**
 * Server plugins for scan threads. server/ never imports a plugin: the host names a module (project-relative
 * TypeScript path) that exports the plugin list, and each thread loads its compiled build.
 */
import type { ServerPluginDefinition, SourceConnector } from '@fathom/sdk/server';
import { sourcesOf } from '../plugins/contributions';
import { compiledEntry } from '../runtime/compile-entry';

type PluginsModule = {
  serverPlugins?: ServerPluginDefinition[];
  extractorPlugins?: ServerPluginDefinition[];
  default?: ServerPluginDefinition[] | { default?: ServerPluginDefinition[] };
};

const loaded = new Map<string, ServerPluginDefinition[]>();

export function loadServerPlugins(pluginsEntry: string): ServerPluginDefinition[] {
  let list = loaded.get(pluginsEntry);
  if (list) return list;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(compiledEntry(pluginsEntry)) as PluginsModule;
  const candidates = [mod.serverPlugins, mod.extractorPlugins, mod.default, (mod.default as { default?: ServerPluginDefinition[] })?.default];
  list = candidates.find(Array.isArray) as ServerPluginDefinition[] | undefined;
  if (!list) throw new Error(`${pluginsEntry} exports no serverPlugins list`);
  loaded.set(pluginsEntry, list);
  return list;
}

export class UnknownSourceTypeError extends Error {
  constructor(type: string) {
    super(`No source connector for service type '${type}'`);
    this.name = 'UnknownSourceType';
  }
}

export function sourceConnector(plugins: readonly ServerPluginDefinition<any, any>[], type: string): SourceConnector {
  for (const s of sourcesOf(plugins)) if (s.type === type) return s;
  throw new UnknownSourceTypeError(type);
}
