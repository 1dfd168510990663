import { createExtensionPoint, createToken, defineServerPlugin, Extractors, SearchEngine, StoreAccess, type PlatformAccess } from '@fathom/sdk/server';
import { coreService, hostServerPlugins, ServiceNotProvidedError } from './host';
import { extractorsOf } from './contributions';

const Greeter = createToken<{ hello(): string }>('test.server-greeter');
const Counter = createToken<{ n: number }>('test.server-counter');
const Items = createExtensionPoint<{ id: string }>('test.server-items');
const platform = {
  store: { db: {} as never, dialect: 'sqlite' },
  tree: {} as never,
  events: {} as never,
  properties: {} as never,
  publicSettings: {} as never,
  signing: {} as never,
  nodeEvents: {} as never,
  classification: {} as never,
  serviceTypes: {} as never,
  targets: {} as never,
  secrets: {} as never,
} as PlatformAccess;

describe('server plugin host validation', () => {
  it('rejects duplicate plugin ids', () => {
    const a = defineServerPlugin({ id: 'a' });
    expect(() => hostServerPlugins([a, { ...a }])).toThrow(expect.objectContaining({ name: 'DuplicatePluginIdError', pluginId: 'a' }));
  });

  it('rejects a requirement nobody provides, before any register runs', () => {
    const register = jest.fn();
    const a = defineServerPlugin({ id: 'a', requires: { greeter: Greeter }, register });
    expect(() => hostServerPlugins([a])).toThrow(expect.objectContaining({ name: 'MissingRequirementError', pluginId: 'a', tokenId: 'test.server-greeter' }));
    expect(register).not.toHaveBeenCalled();
  });

  it('accepts the core services as provided', () => {
    expect(hostServerPlugins([defineServerPlugin({ id: 'a', requires: { store: StoreAccess } })]).order).toEqual(['a']);
  });

  it('rejects cycles among plugins', () => {
    const a = defineServerPlugin({ id: 'a', requires: { c: Counter }, provides: [Greeter] });
    const b = defineServerPlugin({ id: 'b', requires: { g: Greeter }, provides: [Counter] });
    expect(() => hostServerPlugins([a, b])).toThrow(expect.objectContaining({ name: 'PluginCycleError' }));
  });

  it('rejects a second provider of a token unless the host overrides it', async () => {
    const a = defineServerPlugin({ id: 'a', provides: [Greeter], register: r => r.provide(Greeter, () => ({ hello: () => 'a' })) });
    const b = defineServerPlugin({ id: 'b', provides: [Greeter], register: r => r.provide(Greeter, () => ({ hello: () => 'b' })) });
    expect(() => hostServerPlugins([a, b])).toThrow(expect.objectContaining({ name: 'DuplicateProviderError', tokenId: 'test.server-greeter' }));
    const seen: string[] = [];
    const user = defineServerPlugin({
      id: 'user',
      requires: { greeter: Greeter },
      start: ({ greeter }) => {
        seen.push(greeter.hello());
      },
    });
    await hostServerPlugins([a, b, user], { override: ['test.server-greeter'] }).start(platform);
    expect(seen).toEqual(['b']);
  });

  it('rejects a plugin providing a core token unless overridden', () => {
    const a = defineServerPlugin({ id: 'a', provides: [StoreAccess], register: r => r.provide(StoreAccess, () => platform.store) });
    expect(() => hostServerPlugins([a])).toThrow(expect.objectContaining({ name: 'DuplicateProviderError', tokenId: 'server.store' }));
    expect(() => hostServerPlugins([a], { override: ['server.store'] })).not.toThrow();
  });

  it('rejects providing an undeclared token', () => {
    const a = defineServerPlugin({ id: 'a', register: r => r.provide(Greeter, () => ({ hello: () => 'x' })) });
    expect(() => hostServerPlugins([a])).toThrow(expect.objectContaining({ name: 'UndeclaredProviderError' }));
  });

  it('rejects two contributions with one key on one point', () => {
    const a = defineServerPlugin({ id: 'a', register: r => r.contribute(Items, { id: 'x' }) });
    const b = defineServerPlugin({ id: 'b', register: r => r.contribute(Items, { id: 'x' }) });
    expect(() => hostServerPlugins([a, b])).toThrow(expect.objectContaining({ name: 'DuplicateContributionIdError', contributionId: 'x' }));
  });

  it('names a plugin written with the old extractors/classifiers/sources fields', () => {
    const old = { id: 'old', extractors: [] } as never;
    expect(() => hostServerPlugins([old])).toThrow(
      expect.objectContaining({ name: 'LegacyPluginFieldError', message: expect.stringContaining('r.contribute(Extractors') }),
    );
  });

  it('refuses a contribution made after register returned', () => {
    let later: (() => void) | undefined;
    const a = defineServerPlugin({
      id: 'a',
      register: r => {
        later = () => r.contribute(Items, { id: 'late' });
      },
    });
    hostServerPlugins([a]);
    expect(later).toThrow(expect.objectContaining({ name: 'RegistryFrozenError' }));
  });
});

describe('server plugin host run', () => {
  it('registers in dependency order, freezes the lists, then starts each plugin once with its requires', async () => {
    const calls: string[] = [];
    const user = defineServerPlugin({
      id: 'user',
      requires: { greeter: Greeter },
      register: r => {
        calls.push('register user');
        r.contribute(Items, { id: 'u' });
      },
      start: ({ greeter, platform: p }) => {
        calls.push(`start user ${greeter.hello()} ${p === platform}`);
      },
    });
    const provider = defineServerPlugin({
      id: 'provider',
      provides: [Greeter],
      register: r => {
        calls.push('register provider');
        r.provide(Greeter, () => ({ hello: () => 'hi' }));
        r.contribute(Items, { id: 'p' });
      },
    });
    const host = hostServerPlugins([user, provider]);
    expect(host.order).toEqual(['provider', 'user']);
    expect(host.list(Items).map(i => i.id)).toEqual(['p', 'u']);
    expect(host.owned(Items).map(i => i.pluginId)).toEqual(['provider', 'user']);
    expect(Object.isFrozen(host.list(Items))).toBe(true);
    await host.start(platform);
    await host.start(platform);
    expect(calls).toEqual(['register provider', 'register user', 'start user hi true']);
  });

  it('hands a plugin the core services the server gives start, beyond the platform three', async () => {
    const engine = { checkStoreReach: async () => undefined } as unknown as SearchEngine;
    let received: unknown;
    const discover = defineServerPlugin({
      id: 'discover',
      requires: { search: SearchEngine },
      start: ({ search }) => {
        received = search;
      },
    });
    await hostServerPlugins([discover]).start(platform, [coreService(SearchEngine, engine)]);
    expect(received).toBe(engine);
    // Validation accepts it as a core token; a server that does not give it fails the start by name.
    await expect(hostServerPlugins([discover]).start(platform)).rejects.toMatchObject({
      name: 'PluginStartError',
      message: expect.stringContaining("'discover'"),
    });
    expect(new ServiceNotProvidedError(SearchEngine.id).message).toContain('server.search');
  });

  it('names the plugin whose start failed', async () => {
    const a = defineServerPlugin({
      id: 'a',
      start: () => {
        throw new Error('boom');
      },
    });
    await expect(hostServerPlugins([a]).start(platform)).rejects.toMatchObject({ name: 'PluginStartError', message: expect.stringContaining("'a'") });
  });

  it('reads connectors of a plugin list without validation, in list order', () => {
    const e1 = { id: 'e1', extensions: ['a'], extract: async () => ({ text: '' }) };
    const e2 = { id: 'e2', extensions: ['b'], extract: async () => ({ text: '' }) };
    const plugins = [
      defineServerPlugin({ id: 'x', register: r => r.contribute(Extractors, e2) }),
      defineServerPlugin({ id: 'y', register: r => r.contribute(Extractors, e1) }),
    ];
    expect(extractorsOf(plugins).map(e => e.id)).toEqual(['e2', 'e1']);
  });
});
