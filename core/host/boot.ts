/**
 * bootVariant: validate the variant, record every plugin's declarations, register services and
 * contributions in dependency order, freeze the registries, then start the plugins.
 */
import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import type { ExtensionPoint } from '@fathom/sdk/web/extension-points';
import type { PluginDefinition, Variant } from '@fathom/sdk/web/plugin';
import { ConsoleEnvironment } from '@fathom/sdk/web/services';
import type { Token } from '@fathom/sdk/web/tokens';
import { ConsoleContainer, type Factory } from '../di/container';
import { DuplicateContributionIdError, PluginStartError } from './errors';
import { recordRegistrations, type RecordedRegistrations } from '@fathom/sdk/web/plugin-set';
import { contributionKey, ExtensionRegistries } from './registry';
import { validateVariant } from './validate';

type AnyPlugin = PluginDefinition<any, any>;
export interface CoreProvider<T = unknown> {
  token: Token<T>;
  factory: Factory<T>;
}
export interface BootOptions {
  /** The core's own services; tests pass fakes here. */
  core: CoreProvider[];
  /** Run each plugin's start (default true). */
  start?: boolean;
}
export interface BootedConsole {
  variant: Variant;
  container: ConsoleContainer;
  registries: ExtensionRegistries;
  /** Plugins in the order they were registered and started. */
  order: string[];
  services: ConsoleServices;
}

type Recorded = RecordedRegistrations<AnyPlugin>;

export async function bootVariant(variant: Variant, options: BootOptions): Promise<BootedConsole> {
  const coreTokens = [ConsoleEnvironment as Token<unknown>, ...options.core.map(c => c.token)];
  const ordered = validateVariant(variant, coreTokens);
  const recorded = ordered.map(recordDeclarations);
  checkContributions(recorded);

  const container = new ConsoleContainer();
  container.value(ConsoleEnvironment, Object.freeze({ variantId: variant.id, mode: variant.mode, brand: variant.brand }));
  for (const c of options.core) container.provide(c.token, c.factory);
  for (const r of recorded) {
    for (const p of r.provides) container.provide(p.token, () => p.factory(resolveDeps(container, r.plugin)));
  }
  const registries = new ExtensionRegistries();
  const disabled = new Set(variant.disabled ?? []);
  for (const r of recorded) for (const c of r.contributions) if (!disabled.has(c.key)) registries.add(c.point, c.contribution);
  registries.freeze();

  const services: ConsoleServices = {
    get: t => container.get(t),
    tryGet: t => container.tryGet(t),
    contributions: <C>(p: ExtensionPoint<C>) => registries.list(p),
  };
  if (options.start !== false) {
    for (const p of ordered) {
      if (!p.start) continue;
      try {
        await p.start(resolveDeps(container, p));
      } catch (e) {
        throw new PluginStartError(p.id, e);
      }
    }
  }
  return { variant, container, registries, order: ordered.map(p => p.id), services };
}

/** Runs a plugin's register against a recorder: declarations only, nothing is resolved yet. */
function recordDeclarations(plugin: AnyPlugin): Recorded {
  return recordRegistrations(plugin, contributionKey);
}

function checkContributions(recorded: Recorded[]): void {
  const seen = new Map<string, string>();
  for (const r of recorded)
    for (const c of r.contributions) {
      const k = `${c.point.id}\u0000${c.key}`;
      const prior = seen.get(k);
      if (prior !== undefined) throw new DuplicateContributionIdError(c.point.id, c.key, [prior, c.pluginId]);
      seen.set(k, c.pluginId);
    }
}

function resolveDeps(container: ConsoleContainer, plugin: AnyPlugin): Record<string, unknown> {
  const deps: Record<string, unknown> = {};
  for (const [name, t] of Object.entries(plugin.requires ?? {}) as [string, Token<unknown>][]) deps[name] = container.get(t);
  for (const [name, t] of Object.entries(plugin.optional ?? {}) as [string, Token<unknown>][]) deps[name] = container.tryGet(t);
  return deps;
}
