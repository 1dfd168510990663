import { QueryClient } from '@tanstack/react-query';
import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import { Sections, SettingsPages, Tabs, type SectionContribution, type SettingsPageContribution, type TabContribution } from '@fathom/sdk/web/extension-points';
import { isComponentLoaded } from '@fathom/sdk/web/preload';
import { prefetchPage } from './prefetch-page';

const chunk = () => jest.fn(async () => ({ default: () => null }));

function setup() {
  const section: SectionContribution = {
    id: 'dashboard',
    order: 1,
    route: 'dashboard',
    defaultTab: 'main',
    title: 'Dashboard',
    icon: '',
    tooltip: '',
    load: chunk(),
    prefetch: jest.fn(),
  };
  const main: TabContribution = { section: 'dashboard', id: 'main', order: 1, title: 'Main', info: '', load: chunk(), prefetch: jest.fn() };
  const status: TabContribution = { section: 'dashboard', id: 'status', order: 2, title: 'Status', info: '', load: chunk() };
  const settings: SettingsPageContribution = { id: 'profile', route: 'profile', title: 'Profile', group: 'profiles', order: 1, load: chunk() };
  const lists = new Map<unknown, unknown[]>([
    [Sections, [section]],
    [Tabs, [main, status]],
    [SettingsPages, [settings]],
  ]);
  const services: ConsoleServices = {
    get: () => {
      throw new Error('no services here');
    },
    tryGet: () => undefined,
    contributions: (p => lists.get(p) ?? []) as ConsoleServices['contributions'],
  };
  return { section, main, status, settings, services, queryClient: new QueryClient() };
}

describe('prefetchPage', () => {
  it("starts the section's and the tab's chunks and runs their prefetch with the node of the address", async () => {
    const s = setup();
    prefetchPage('/dashboard/main?activeNodeId=n1', s.services, s.queryClient);
    expect(s.section.load).toHaveBeenCalledTimes(1);
    expect(s.main.load).toHaveBeenCalledTimes(1);
    expect(s.status.load).not.toHaveBeenCalled();
    expect(s.section.prefetch).toHaveBeenCalledWith({ nodeId: 'n1', tab: 'main', services: s.services, queryClient: s.queryClient });
    expect(s.main.prefetch).toHaveBeenCalledWith({ nodeId: 'n1', tab: 'main', services: s.services, queryClient: s.queryClient });
    await Promise.resolve();
    expect(isComponentLoaded(s.main.load)).toBe(true);
  });

  it("takes the section's default tab, and the given node when the address names none", () => {
    const s = setup();
    prefetchPage('/dashboard', s.services, s.queryClient, 'home');
    expect(s.main.load).toHaveBeenCalledTimes(1);
    expect(s.main.prefetch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'home', tab: 'main' }));
  });

  it('loads chunks but reads nothing without a node', () => {
    const s = setup();
    prefetchPage('/dashboard/main', s.services, s.queryClient);
    expect(s.main.load).toHaveBeenCalledTimes(1);
    expect(s.main.prefetch).not.toHaveBeenCalled();
  });

  it('does nothing for a settings page or an unknown address', () => {
    const s = setup();
    prefetchPage('/profile?activeNodeId=n1', s.services, s.queryClient);
    prefetchPage('/nowhere/at/all', s.services, s.queryClient);
    expect(s.settings.load).not.toHaveBeenCalled();
    expect(s.section.load).not.toHaveBeenCalled();
  });

  it("never lets a failing prefetch stop the page, nor the tab's own prefetch", () => {
    const s = setup();
    (s.section.prefetch as jest.Mock).mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => prefetchPage('/dashboard/main?activeNodeId=n1', s.services, s.queryClient)).not.toThrow();
    expect(s.main.prefetch).toHaveBeenCalled();
  });
});
