/**
 * The host behind the test host and the dev harness: registers plugins against fake services (no core
 * involved) and gives the providers the console gives a component. No testing library here, so a browser
 * page can use it too (see ./dev).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ExtensionPoint } from '../web/extension-points';
import { ServicesProvider, type ConsoleServices } from '../web/hooks';
import type { PluginDefinition } from '../web/plugin';
import type { Token } from '../web/tokens';
import { fakeServices, type FakeServices, type FakeServicesOptions } from './fakes';

type AnyPlugin = PluginDefinition<any, any>;

export interface TestHost {
  services: ConsoleServices;
  fakes: FakeServices;
  queryClient: QueryClient;
}

/** Registers the plugins (their provides and contributions) over the fakes and runs their start. */
export async function createTestHost(plugins: AnyPlugin[] = [], opts: FakeServicesOptions = {}): Promise<TestHost> {
  const fakes = fakeServices(opts);
  const values = new Map<symbol, unknown>(fakes.entries.map(([t, v]) => [t.key, v]));
  const factories = new Map<symbol, () => unknown>();
  const contributions = new Map<string, unknown[]>();
  const get = <T,>(t: Token<T>): T => {
    if (!values.has(t.key)) {
      const f = factories.get(t.key);
      if (!f) throw new Error(`The test host has no service for '${t.id}'.`);
      values.set(t.key, f());
    }
    return values.get(t.key) as T;
  };
  const tryGet = <T,>(t: Token<T>): T | undefined => (values.has(t.key) || factories.has(t.key) ? get(t) : undefined);
  const deps = (p: AnyPlugin) => {
    const d: Record<string, unknown> = {};
    for (const [k, t] of Object.entries(p.requires ?? {}) as [string, Token<unknown>][]) d[k] = get(t);
    for (const [k, t] of Object.entries(p.optional ?? {}) as [string, Token<unknown>][]) d[k] = tryGet(t);
    return d;
  };
  for (const p of plugins) {
    p.register?.({
      provide: (token, factory) => {
        factories.set(token.key, () => factory(deps(p) as never));
      },
      contribute: (point, c) => {
        const l = contributions.get(point.id) ?? [];
        l.push(c);
        contributions.set(point.id, l);
      },
    });
  }
  const services: ConsoleServices = {
    get,
    tryGet,
    contributions: <C,>(point: ExtensionPoint<C>) =>
      ((contributions.get(point.id) ?? []) as C[]).slice().sort((a: any, b: any) => (a.order ?? 0) - (b.order ?? 0)),
  };
  for (const p of plugins) await p.start?.(deps(p) as never);
  return { services, fakes, queryClient: testQueryClient() };
}

/** A react-query client that never retries, so a failing request shows its error at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The providers a console component expects: services, react-query and a router at `route`. */
export function ConsoleTestProviders({
  host,
  route = '/',
  children,
}: {
  host: Pick<TestHost, 'services' | 'queryClient'>;
  route?: string;
  children: ReactElement;
}) {
  return (
    <ServicesProvider services={host.services}>
      <QueryClientProvider client={host.queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={<div role="status">Loading</div>}>{children}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
