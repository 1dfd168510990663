/**
 * Checks a plugin set's declarations before any plugin code runs: the console's variants and the server's
 * plugin list alike (both declare id, requires, optional and provides the same way).
 */
import type { PluginDefinition, Variant } from './plugin';
import type { Token, TokenMap } from './tokens';
import type { ExtensionPoint } from './extension-points';
import {
  DuplicatePluginIdError,
  DuplicateProviderError,
  MissingRequirementError,
  PluginCycleError,
  RegistryFrozenError,
  UndeclaredProviderError,
} from './host-errors';

type AnyPlugin = PluginDefinition<any, any>;
/** What the validation reads of a plugin, console or server. */
export interface PluginDeclaration {
  id: string;
  requires?: TokenMap;
  optional?: TokenMap;
  provides?: Token<unknown>[];
}
/** A set of plugins and the tokens it may provide twice. */
export interface PluginSet<P extends PluginDeclaration> {
  plugins: readonly P[];
  override?: readonly string[];
}

/** Which plugin provides each token (core services are named 'core'). Throws on unlisted duplicates. */
export function providerMap(variant: PluginSet<PluginDeclaration>, coreTokens: readonly Token<unknown>[]): Map<string, string[]> {
  const providers = new Map<string, string[]>();
  for (const t of coreTokens) providers.set(t.id, ['core']);
  for (const p of variant.plugins) {
    for (const t of p.provides ?? []) {
      const list = providers.get(t.id) ?? [];
      list.push(p.id);
      providers.set(t.id, list);
    }
  }
  const override = new Set(variant.override ?? []);
  for (const [tokenId, list] of providers) {
    if (list.length > 1 && !override.has(tokenId))
      throw new DuplicateProviderError(
        tokenId,
        list.map(n => (n === 'core' ? 'the core' : `plugin '${n}'`)),
      );
  }
  return providers;
}

/**
 * Validates ids, requirements, duplicate providers and cycles; returns the plugins in dependency order
 * (a plugin after every plugin that provides something it requires or optionally uses).
 */
export function validateVariant(variant: Variant, coreTokens: readonly Token<unknown>[]): AnyPlugin[] {
  return validatePluginSet<AnyPlugin>(variant, coreTokens);
}

export function validatePluginSet<P extends PluginDeclaration>(variant: PluginSet<P>, coreTokens: readonly Token<unknown>[]): P[] {
  const seen = new Set<string>();
  for (const p of variant.plugins) {
    if (seen.has(p.id)) throw new DuplicatePluginIdError(p.id);
    seen.add(p.id);
  }
  const providers = providerMap(variant, coreTokens);
  for (const p of variant.plugins) {
    for (const t of Object.values(p.requires ?? {}) as Token<unknown>[]) {
      if (!providers.has(t.id)) throw new MissingRequirementError(p.id, t.id);
    }
  }
  const byId = new Map(variant.plugins.map(p => [p.id, p]));
  const deps = new Map<string, string[]>();
  for (const p of variant.plugins) {
    const tokens = [...Object.values(p.requires ?? {}), ...Object.values(p.optional ?? {})] as Token<unknown>[];
    const on = new Set<string>();
    for (const t of tokens) for (const provider of providers.get(t.id) ?? []) if (provider !== 'core' && provider !== p.id) on.add(provider);
    deps.set(p.id, [...on]);
  }
  return topologicalOrder(
    variant.plugins.map(p => p.id),
    deps,
  ).map(id => byId.get(id)!);
}

function topologicalOrder(ids: string[], deps: Map<string, string[]>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string) => {
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'visiting') throw new PluginCycleError([...stack.slice(stack.indexOf(id)), id]);
    state.set(id, 'visiting');
    stack.push(id);
    for (const d of deps.get(id) ?? []) visit(d);
    stack.pop();
    state.set(id, 'done');
    order.push(id);
  };
  ids.forEach(visit);
  return order;
}

/** One contribution a plugin made in register, keyed for duplicate checks. */
export interface RecordedContribution {
  point: ExtensionPoint<unknown>;
  contribution: unknown;
  pluginId: string;
  key: string;
}
/** What a plugin declared in register: its providers and its contributions. */
export interface RecordedRegistrations<P> {
  plugin: P;
  provides: { token: Token<unknown>; factory: (deps: any) => unknown }[];
  contributions: RecordedContribution[];
}
type Registering = PluginDeclaration & {
  register?: (r: { provide(token: Token<any>, factory: (deps: any) => unknown): void; contribute(point: ExtensionPoint<any>, c: any): void }) => void;
};

/**
 * Runs a plugin's register against a recorder, for the console's host and the server's alike: declarations only,
 * nothing is resolved. A token provided without being declared, or anything registered after register returned,
 * is refused by name.
 */
export function recordRegistrations<P extends Registering>(
  plugin: P,
  keyOf: (point: ExtensionPoint<unknown>, contribution: unknown) => string,
): RecordedRegistrations<P> {
  const rec: RecordedRegistrations<P> = { plugin, provides: [], contributions: [] };
  let open = true;
  plugin.register?.({
    provide(token, factory) {
      if (!open) throw new RegistryFrozenError(`plugin '${plugin.id}' providing '${token.id}' after register returned`);
      if (!(plugin.provides ?? []).some(t => t.id === token.id)) throw new UndeclaredProviderError(plugin.id, token.id);
      rec.provides.push({ token, factory });
    },
    contribute(point, contribution) {
      if (!open) throw new RegistryFrozenError(`plugin '${plugin.id}' contributing to '${point.id}' after register returned`);
      const p = point as ExtensionPoint<unknown>;
      rec.contributions.push({ point: p, contribution, pluginId: plugin.id, key: keyOf(p, contribution) });
    },
  });
  open = false;
  return rec;
}
