/**
 * Checks a plugin set's declarations before any plugin code runs: the console's variants and the server's
 * plugin list alike (both declare id, requires, optional and provides the same way).
 */
import type { PluginDefinition, Variant } from './plugin';
import type { Token, TokenMap } from './tokens';
import { DuplicatePluginIdError, DuplicateProviderError, MissingRequirementError, PluginCycleError } from './host-errors';

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
