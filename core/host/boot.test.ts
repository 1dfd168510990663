import { createExtensionPoint, createToken, definePlugin, type Variant } from '@fathom/sdk/web';
import { bootVariant, type CoreProvider } from './boot';

const brand = { name: 'Test', logo: '', primaryColor: '#123456', copyright: '(c) Test' };
const Greeter = createToken<{ hello(): string }>('test.greeter');
const Counter = createToken<{ n: number }>('test.counter');
const CoreThing = createToken<{ core: true }>('test.core-thing');
const Items = createExtensionPoint<{ id: string; order: number }>('test.items');
const core: CoreProvider[] = [{ token: CoreThing as never, factory: () => ({ core: true }) }];
const variant = (plugins: Variant['plugins'], extra: Partial<Variant> = {}): Variant => ({ id: 'v', brand, mode: 'platform', plugins, ...extra });

describe('bootVariant validation', () => {
  it('rejects duplicate plugin ids', async () => {
    const a = definePlugin({ id: 'a' });
    await expect(bootVariant(variant([a, { ...a }]), { core })).rejects.toMatchObject({ name: 'DuplicatePluginIdError', pluginId: 'a' });
  });

  it('rejects duplicate contribution ids on one extension point, without running any factory', async () => {
    const factory = jest.fn(() => ({ n: 1 }));
    const a = definePlugin({
      id: 'a',
      provides: [Counter],
      register: r => {
        r.provide(Counter, factory);
        r.contribute(Items, { id: 'x', order: 1 });
      },
    });
    const b = definePlugin({ id: 'b', register: r => r.contribute(Items, { id: 'x', order: 2 }) });
    await expect(bootVariant(variant([a, b]), { core })).rejects.toMatchObject({ name: 'DuplicateContributionIdError', contributionId: 'x' });
    expect(factory).not.toHaveBeenCalled();
  });

  it('rejects a requirement nobody provides, before any plugin code runs', async () => {
    const register = jest.fn();
    const a = definePlugin({ id: 'a', requires: { greeter: Greeter }, register });
    await expect(bootVariant(variant([a]), { core })).rejects.toMatchObject({ name: 'MissingRequirementError', pluginId: 'a', tokenId: 'test.greeter' });
    expect(register).not.toHaveBeenCalled();
  });

  it('rejects cycles among plugins', async () => {
    const a = definePlugin({ id: 'a', requires: { c: Counter }, provides: [Greeter] });
    const b = definePlugin({ id: 'b', requires: { g: Greeter }, provides: [Counter] });
    await expect(bootVariant(variant([a, b]), { core })).rejects.toMatchObject({ name: 'PluginCycleError' });
  });

  it('rejects a second provider of a token unless the variant overrides it', async () => {
    const a = definePlugin({ id: 'a', provides: [Greeter], register: r => r.provide(Greeter, () => ({ hello: () => 'a' })) });
    const b = definePlugin({ id: 'b', provides: [Greeter], register: r => r.provide(Greeter, () => ({ hello: () => 'b' })) });
    await expect(bootVariant(variant([a, b]), { core })).rejects.toMatchObject({ name: 'DuplicateProviderError', tokenId: 'test.greeter' });
    const booted = await bootVariant(variant([a, b], { override: ['test.greeter'] }), { core });
    expect(booted.services.get(Greeter).hello()).toBe('b');
  });

  it('rejects a plugin providing a core token unless overridden', async () => {
    const a = definePlugin({ id: 'a', provides: [CoreThing], register: r => r.provide(CoreThing, () => ({ core: true as const })) });
    await expect(bootVariant(variant([a]), { core })).rejects.toMatchObject({ name: 'DuplicateProviderError' });
    await expect(bootVariant(variant([a], { override: ['test.core-thing'] }), { core })).resolves.toBeDefined();
  });

  it('rejects providing an undeclared token', async () => {
    const a = definePlugin({ id: 'a', register: r => r.provide(Greeter, () => ({ hello: () => 'x' })) });
    await expect(bootVariant(variant([a]), { core })).rejects.toMatchObject({ name: 'UndeclaredProviderError' });
  });
});

describe('bootVariant run', () => {
  it('registers in dependency order, freezes registries, then starts; disabled contributions are left out', async () => {
    const log: string[] = [];
    const consumer = definePlugin({
      id: 'consumer',
      requires: { greeter: Greeter, thing: CoreThing },
      register: r => {
        log.push('register consumer');
        r.contribute(Items, { id: 'late', order: 1 });
        r.contribute(Items, { id: 'off', order: 3 });
      },
      start: d => {
        log.push(`start consumer ${d.greeter.hello()} ${d.thing.core}`);
      },
    });
    const provider = definePlugin({
      id: 'provider',
      provides: [Greeter],
      register: r => {
        log.push('register provider');
        r.provide(Greeter, () => ({ hello: () => 'hi' }));
        r.contribute(Items, { id: 'early', order: 2 });
      },
      start: () => {
        log.push('start provider');
      },
    });
    const booted = await bootVariant(variant([consumer, provider], { disabled: ['off'] }), { core });
    expect(booted.order).toEqual(['provider', 'consumer']);
    expect(log).toEqual(['register provider', 'register consumer', 'start provider', 'start consumer hi true']);
    expect(booted.services.contributions(Items).map(i => i.id)).toEqual(['late', 'early']);
    expect(Object.isFrozen(booted.services.contributions(Items))).toBe(true);
    expect(() => booted.registries.add(Items as never, { id: 'z' })).toThrow(/frozen/);
  });

  it('optional dependencies are undefined when absent', async () => {
    let seen: unknown = 'unset';
    const a = definePlugin({
      id: 'a',
      optional: { g: Greeter },
      start: d => {
        seen = d.g;
      },
    });
    await bootVariant(variant([a]), { core });
    expect(seen).toBeUndefined();
  });

  it('wraps a failing start in a named error', async () => {
    const a = definePlugin({
      id: 'a',
      start: () => {
        throw new Error('boom');
      },
    });
    await expect(bootVariant(variant([a]), { core })).rejects.toMatchObject({ name: 'PluginStartError', pluginId: 'a' });
  });

  it('every registered token resolves, including the environment', async () => {
    const booted = await bootVariant(variant([]), { core });
    expect(booted.container.registeredIds().sort()).toEqual(['core.environment', 'test.core-thing']);
    expect(booted.services.get(createToken<{ mode: string }>('core.environment')).mode).toBe('platform');
    expect(() => booted.services.get(Greeter)).toThrow(/No service is registered for token 'test.greeter'/);
  });
});
