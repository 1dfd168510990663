/**
 * The console's dependency container. tsyringe keyed by each token's Symbol.for key, so a plugin
 * bundled separately finds the same service. Everything is registered through factories (esbuild
 * emits no decorator metadata); a class that wants constructor injection must put @inject(Token)
 * on every parameter.
 */
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { Token } from '@fathom/sdk/web/tokens';

export type Factory<T> = (resolve: <U>(token: Token<U>) => U) => T;

export class ServiceNotFoundError extends Error {
  constructor(public readonly tokenId: string) {
    super(`No service is registered for token '${tokenId}'.`);
    this.name = 'ServiceNotFoundError';
  }
}

export class ConsoleContainer {
  readonly inner: DependencyContainer;
  private readonly ids = new Map<symbol, string>();

  constructor(parent: DependencyContainer = rootContainer) {
    this.inner = parent.createChildContainer();
  }

  /** Registers a singleton factory; the last registration of a token wins. */
  provide<T>(token: Token<T>, factory: Factory<T>): void {
    this.ids.set(token.key, token.id);
    this.inner.register(token.key, { useFactory: instanceCachingFactory(() => factory(t => this.get(t))) });
  }

  value<T>(token: Token<T>, value: T): void {
    this.ids.set(token.key, token.id);
    this.inner.registerInstance(token.key, value);
  }

  has(token: Token<unknown>): boolean {
    return this.inner.isRegistered(token.key, true);
  }

  get<T>(token: Token<T>): T {
    if (!this.has(token)) throw new ServiceNotFoundError(token.id);
    return this.inner.resolve<T>(token.key);
  }

  tryGet<T>(token: Token<T>): T | undefined {
    return this.has(token) ? this.get(token) : undefined;
  }

  /** Ids of every token registered here (for the test that resolves them all). */
  registeredIds(): string[] {
    return [...this.ids.values()];
  }
}
