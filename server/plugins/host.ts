/**
 * The server's plugin host, on the console's rules (core/host): the set is validated before any plugin code
 * runs (unique ids, every requires provided by the core or a plugin, no cycles, a second provider of a token
 * only when the host lists it in override), each register runs in dependency order, the registries are
 * frozen, and start runs once the server is up.
 */
import {
  ClassificationPolicy,
  ContentSigning,
  NodeEventLog,
  PropertyValues,
  PublicSettings,
  SecretBox,
  ServiceTypeCatalog,
  TargetCatalog,
} from '@fathom/sdk/server';
import {
  CORE_SERVER_TOKENS,
  EventPublisher,
  StoreAccess,
  TreeAccess,
  type ExtensionPoint,
  type PlatformAccess,
  type ServerPluginDefinition,
  type Token,
} from '@fathom/sdk/server';
import { DuplicateContributionIdError, PluginStartError } from '@fathom/sdk/web/host-errors';
import { validatePluginSet } from '@fathom/sdk/web/plugin-set';
import { recordServerPlugin, type RecordedContribution, type RecordedPlugin } from './contributions';

type AnyServerPlugin = ServerPluginDefinition<any, any>;

export interface ServerPluginHostOptions {
  /** Token ids a later plugin may provide again (the last provider wins). */
  override?: readonly string[];
}

/** A core service beyond the platform's three (e.g. sdk/server SearchEngine, SettingsAccess), by its token. */
export interface CoreService {
  token: Token<unknown>;
  value: unknown;
}
export const coreService = <T>(token: Token<T>, value: T): CoreService => ({ token, value });

/** A contribution and the plugin that made it (migrations are recorded under their plugin's id). */
export interface OwnedContribution<C> {
  pluginId: string;
  contribution: C;
}

export interface ServerPluginHost {
  /** Plugin ids in the order they were registered and are started. */
  readonly order: readonly string[];
  list<C>(point: ExtensionPoint<C>): readonly C[];
  owned<C>(point: ExtensionPoint<C>): readonly OwnedContribution<C>[];
  /** Runs every plugin's start with its resolved requires (after the server listens). */
  start(platform: PlatformAccess, services?: readonly CoreService[]): Promise<void>;
}

export class ServiceNotProvidedError extends Error {
  constructor(tokenId: string) {
    super(`No server plugin provides '${tokenId}'.`);
    this.name = 'ServiceNotProvidedError';
  }
}

export function hostServerPlugins(plugins: readonly AnyServerPlugin[], options: ServerPluginHostOptions = {}): ServerPluginHost {
  const ordered = validatePluginSet({ plugins, override: options.override }, CORE_SERVER_TOKENS);
  const recorded = ordered.map(recordServerPlugin);
  checkContributionKeys(recorded);
  const byPoint = new Map<string, readonly OwnedContribution<unknown>[]>();
  for (const r of recorded)
    for (const c of r.contributions) byPoint.set(c.point.id, [...(byPoint.get(c.point.id) ?? []), { pluginId: c.pluginId, contribution: c.contribution }]);
  for (const [id, list] of byPoint) byPoint.set(id, Object.freeze(list));
  const EMPTY: readonly never[] = Object.freeze([]);
  let started = false;

  return Object.freeze({
    order: Object.freeze(ordered.map(p => p.id)),
    owned: <C>(point: ExtensionPoint<C>) => (byPoint.get(point.id) ?? EMPTY) as readonly OwnedContribution<C>[],
    list: <C>(point: ExtensionPoint<C>) => Object.freeze((byPoint.get(point.id) ?? EMPTY).map(c => c.contribution)) as readonly C[],
    async start(platform: PlatformAccess, coreServices: readonly CoreService[] = []) {
      if (started) return;
      started = true;
      const services = serviceResolver(recorded, platform, coreServices);
      for (const r of recorded) {
        if (!r.plugin.start) continue;
        try {
          await r.plugin.start(services.depsOf(r.plugin));
        } catch (e) {
          throw new PluginStartError(r.plugin.id, e);
        }
      }
    },
  });
}

function checkContributionKeys(recorded: RecordedPlugin[]): void {
  const seen = new Map<string, RecordedContribution>();
  for (const r of recorded)
    for (const c of r.contributions) {
      const k = `${c.point.id}\u0000${c.key}`;
      const prior = seen.get(k);
      if (prior) throw new DuplicateContributionIdError(c.point.id, c.key, [prior.pluginId, c.pluginId]);
      seen.set(k, c);
    }
}

/** Lazily built services: core tokens from the platform, plugin tokens from their last provider's factory. */
function serviceResolver(recorded: RecordedPlugin[], platform: PlatformAccess, coreServices: readonly CoreService[]) {
  const core = new Map<string, unknown>([
    [StoreAccess.id, platform.store],
    [TreeAccess.id, platform.tree],
    [EventPublisher.id, platform.events],
  ]);
  // Policy and dashboard area services.
  core
    .set(PropertyValues.id, platform.properties)
    .set(PublicSettings.id, platform.publicSettings)
    .set(ContentSigning.id, platform.signing)
    .set(NodeEventLog.id, platform.nodeEvents)
    .set(ClassificationPolicy.id, platform.classification)
    .set(ServiceTypeCatalog.id, platform.serviceTypes)
    .set(SecretBox.id, platform.secrets)
    .set(TargetCatalog.id, platform.targets);
  for (const s of coreServices) core.set(s.token.id, s.value);
  const factories = new Map<string, { plugin: AnyServerPlugin; factory: (deps: any) => unknown }>();
  for (const r of recorded) for (const p of r.provides) factories.set(p.token.id, { plugin: r.plugin, factory: p.factory });
  const made = new Map<string, unknown>();
  const get = (t: Token<unknown>, optional: boolean): unknown => {
    if (made.has(t.id)) return made.get(t.id);
    const f = factories.get(t.id);
    if (f) {
      const v = f.factory(depsOf(f.plugin));
      made.set(t.id, v);
      return v;
    }
    if (core.has(t.id)) return core.get(t.id);
    if (optional) return undefined;
    throw new ServiceNotProvidedError(t.id);
  };
  const depsOf = (plugin: AnyServerPlugin): any => {
    const deps: Record<string, unknown> = { platform };
    for (const [name, t] of Object.entries(plugin.requires ?? {}) as [string, Token<unknown>][]) deps[name] = get(t, false);
    for (const [name, t] of Object.entries(plugin.optional ?? {}) as [string, Token<unknown>][]) deps[name] = get(t, true);
    return deps;
  };
  return { depsOf };
}
