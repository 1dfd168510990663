/**
 * What a set of server plugins contributes, read by running each plugin's register against a recorder.
 * Scan and extraction threads use this directly (they need connectors, not services); the server's plugin
 * host (host.ts) validates the set first and freezes the result.
 */
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import {
  Classifications,
  Classifiers,
  Extractors,
  Sources,
  serverContributionKey,
  type Classifier,
  type ExtensionPoint,
  type Extractor,
  type ServerPluginDefinition,
  type SourceConnector,
} from '@fathom/sdk/server';
import { recordRegistrations, type RecordedRegistrations } from '@fathom/sdk/web/plugin-set';
import { BUILTIN_CLASSIFICATIONS } from '../classify/builtin';
import { pluginSetEntry } from '../runtime/compile-entry';

export type AnyServerPlugin = ServerPluginDefinition<any, any>;

export type { RecordedContribution } from '@fathom/sdk/web/plugin-set';
export type RecordedPlugin = RecordedRegistrations<AnyServerPlugin>;

/** A plugin written for the first contract (fields instead of register) would otherwise contribute nothing, silently. */
export class LegacyPluginFieldError extends Error {
  constructor(
    readonly pluginId: string,
    field: string,
  ) {
    super(
      `Server plugin '${pluginId}' declares '${field}'; contribute them in register(r) instead (r.contribute(${field[0].toUpperCase()}${field.slice(1)}, ...)).`,
    );
    this.name = 'LegacyPluginFieldError';
  }
}

const recordings = new WeakMap<AnyServerPlugin, RecordedPlugin>();

/** Runs a plugin's register, once per plugin object: declarations only, nothing is resolved. */
export function recordServerPlugin(plugin: AnyServerPlugin): RecordedPlugin {
  const known = recordings.get(plugin);
  if (known) return known;
  const legacy = ['extractors', 'classifiers', 'sources'].find(k => k in plugin);
  if (legacy) throw new LegacyPluginFieldError(plugin.id, legacy);
  const rec: RecordedPlugin = recordRegistrations(plugin, serverContributionKey);
  recordings.set(plugin, rec);
  return rec;
}

/** Every contribution of the plugins to one point, in plugin order (a list's order is its precedence). */
export function contributionsOf<C>(plugins: readonly AnyServerPlugin[], point: ExtensionPoint<C>): C[] {
  return plugins.map(recordServerPlugin).flatMap(r => r.contributions.filter(c => c.point.id === point.id).map(c => c.contribution as C));
}

export const extractorsOf = (plugins: readonly AnyServerPlugin[]): Extractor[] => contributionsOf(plugins, Extractors);
export const classifiersOf = (plugins: readonly AnyServerPlugin[]): Classifier[] => contributionsOf(plugins, Classifiers);
export const sourcesOf = (plugins: readonly AnyServerPlugin[]): SourceConnector[] => contributionsOf(plugins, Sources);

/** The classifications a top node has before its policy says otherwise: the core's and those plugins contribute. */
export function builtInClassifications(plugins: readonly AnyServerPlugin[]): PolicyClassification[] {
  const contributed = contributionsOf(plugins, Classifications);
  return contributed.length === 0 ? BUILTIN_CLASSIFICATIONS : [...BUILTIN_CLASSIFICATIONS, ...contributed];
}

/** What scan threads and extraction threads load: the entries of the plugins that contribute what each needs. */
export interface ThreadEntries {
  scan: string;
  extract: string;
}

/**
 * Scan (and hash) threads load the plugins contributing sources, classifiers or classifications; extraction
 * threads those contributing extractors. Each thread thus loads only what it runs (the extractors' libraries
 * take most of a second to load). modules[i] is the module id of plugins[i]; without module ids (plugins made
 * in-process, as tests do) threads load none.
 */
export function threadEntries(plugins: readonly AnyServerPlugin[], modules: readonly string[]): ThreadEntries {
  if (modules.length === 0) return { scan: pluginSetEntry([]), extract: pluginSetEntry([]) };
  if (modules.length !== plugins.length) throw new Error(`${plugins.length} server plugins but ${modules.length} module ids: give one module id per plugin`);
  const contributing = (...points: ExtensionPoint<unknown>[]) => modules.filter((_, i) => points.some(p => contributionsOf([plugins[i]], p).length > 0));
  return { scan: pluginSetEntry(contributing(Sources, Classifiers, Classifications)), extract: pluginSetEntry(contributing(Extractors)) };
}
