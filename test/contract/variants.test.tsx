/**
 * Boots every console variant headless: plugin and contribution ids unique, requirements satisfied, every
 * registered token resolves, and every section, tab and settings page renders once over fake services.
 */
import { act, cleanup } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { classMatches, sectionShowsOn } from '@fathom/sdk/api';
import { createToken, SettingsPages, Sections, Tabs, type LazyComponent } from '@fathom/sdk/web';
import { ConsoleEnvironment } from '@fathom/sdk/web/services';
import { fakeServices, renderWithConsole, testObject } from '@fathom/sdk/testing';
import { bootVariant, type BootedConsole, type CoreProvider } from '../../core/host/boot';
import { contributionKey } from '../../core/host/registry';
import { VARIANTS } from '../../host/web/variants';

class Catch extends Component<{ onError(e: Error): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(e: Error) {
    this.props.onError(e);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

async function boot(id: string): Promise<BootedConsole> {
  const fakes = fakeServices({ objects: [testObject('home', 'client', { name: 'Home' })] });
  const core: CoreProvider[] = fakes.entries.filter(([t]) => t.id !== ConsoleEnvironment.id).map(([token, value]) => ({ token, factory: () => value }));
  return bootVariant(VARIANTS[id], { core });
}

const rendered = new Set<LazyComponent<any>>();
async function renderOnce(booted: BootedConsole, load: LazyComponent<any>, props: object): Promise<Error[]> {
  if (rendered.has(load)) return [];
  rendered.add(load);
  const errors: Error[] = [];
  const { default: C } = await load();
  const host = { services: booted.services, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      renderWithConsole(
        <Catch onError={e => errors.push(e)}>
          <C {...props} />
        </Catch>,
        host,
      );
    });
    await act(async () => {
      await new Promise(r => setTimeout(r, 0));
    });
  } finally {
    spy.mockRestore();
    cleanup();
  }
  return errors;
}

describe.each(Object.keys(VARIANTS))('variant %s', id => {
  let booted: BootedConsole;
  beforeAll(async () => {
    booted = await boot(id);
  });

  it('has unique plugin and contribution ids', () => {
    const ids = VARIANTS[id].plugins.map(p => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const point of booted.registries.points()) {
      const keys = booted.registries.list({ id: point }).map(c => contributionKey({ id: point }, c));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('resolves every registered token', () => {
    for (const tokenId of booted.container.registeredIds()) expect(booted.services.get(createToken(tokenId))).toBeDefined();
    expect(booted.services.get(ConsoleEnvironment).variantId).toBe(id);
  });

  it('renders every section, tab and settings page once', async () => {
    const problems: string[] = [];
    for (const s of booted.services.contributions(Sections)) {
      const classId = ['client', 'idxcontainer'].find(c => sectionShowsOn(s, c)) ?? 'client';
      const errs = await renderOnce(booted, s.load, { node: testObject('n1', classId, { name: 'Node' }), tab: s.defaultTab });
      problems.push(...errs.map(e => `section ${s.id}: ${e.message}`));
    }
    for (const t of booted.services.contributions(Tabs)) {
      const section = booted.services.contributions(Sections).find(s => s.id === t.section);
      const classId =
        t.classes?.[0] ?? ['client', 'idxcontainer'].find(c => !section || (sectionShowsOn(section, c) && classMatches(c, t.classes))) ?? 'client';
      const errs = await renderOnce(booted, t.load, { node: testObject('n1', classId, { name: 'Node' }) });
      problems.push(...errs.map(e => `tab ${t.section}.${t.id}: ${e.message}`));
    }
    for (const p of booted.services.contributions(SettingsPages)) {
      const errs = await renderOnce(booted, p.load, {});
      problems.push(...errs.map(e => `settings page ${p.id}: ${e.message}`));
    }
    expect(problems).toEqual([]);
  });
});

describe('variant differences', () => {
  it('basic has only the dashboard section; harbor differs from platform by brand and one plugin', async () => {
    const basic = await boot('basic');
    expect(basic.services.contributions(Sections).map(s => s.route)).toEqual(['dashboard']);
    const platformIds = VARIANTS.platform.plugins.map(p => p.id);
    const harborIds = VARIANTS.harbor.plugins.map(p => p.id);
    expect(platformIds.filter(p => !harborIds.includes(p))).toHaveLength(1);
    expect(VARIANTS.harbor.brand.name).not.toBe(VARIANTS.platform.brand.name);
    expect(VARIANTS.desktop.mode).toBe('desktop');
    expect(VARIANTS.onprem.mode).toBe('onprem');
  });
});
