/** Typed service tokens: an interface and its token share one name. Symbol.for keeps separately bundled plugins in agreement. */
export interface Token<T> {
  readonly id: string;
  readonly key: symbol;
  readonly __type?: T;
}
export function createToken<T>(id: string): Token<T> {
  return Object.freeze({ id, key: Symbol.for(id) }) as Token<T>;
}
export type TokenType<K> = K extends Token<infer T> ? T : never;
export type TokenMap = Record<string, Token<unknown>>;
export type ResolvedMap<M extends TokenMap> = { [K in keyof M]: TokenType<M[K]> };
export type OptionalMap<M extends TokenMap> = { [K in keyof M]: TokenType<M[K]> | undefined };
