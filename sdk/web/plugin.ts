/** definePlugin: the contract every console plugin implements. */
import type { ExtensionPoint } from './extension-points';
import type { OptionalMap, ResolvedMap, Token, TokenMap } from './tokens';

export interface Registrar<R extends TokenMap, O extends TokenMap> {
  /** Provide a service through a factory (no decorator metadata needed). */
  provide<T>(token: Token<T>, factory: (deps: ResolvedMap<R> & OptionalMap<O>) => T): void;
  /** Contribute to an extension point; the host rejects duplicate ids. */
  contribute<C>(point: ExtensionPoint<C>, contribution: C): void;
}

export interface PluginDefinition<R extends TokenMap = TokenMap, O extends TokenMap = TokenMap> {
  /** Unique, kebab-case. */
  id: string;
  requires?: R;
  optional?: O;
  provides?: Token<unknown>[];
  /** Synchronous declarations only. */
  register?(r: Registrar<R, O>): void;
  start?(services: ResolvedMap<R> & OptionalMap<O>): void | Promise<void>;
}

export function definePlugin<R extends TokenMap = {}, O extends TokenMap = {}>(def: PluginDefinition<R, O>): PluginDefinition<R, O> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(def.id)) throw new Error(`Plugin id '${def.id}' must be kebab-case.`);
  return def;
}

/** A variant is data: which plugins, which brand, which mode, which contributions are left out. */
export interface Brand {
  name: string;
  logo: string;
  primaryColor: string;
  accentColor?: string;
  copyright: string;
}
export interface Variant {
  id: string;
  brand: Brand;
  mode: 'platform' | 'basic' | 'desktop' | 'onprem';
  plugins: PluginDefinition<any, any>[];
  disabled?: string[];
  override?: string[];
}
