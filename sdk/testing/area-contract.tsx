/**
 * The contract every area plugin (one section of the console) keeps, as reusable expectations:
 * call them inside an `it` of the plugin's own test.
 */
import { render, screen } from '@testing-library/react';
import { Sections, Tabs, type SectionContribution, type TabContribution } from '../web/extension-points';
import type { PluginDefinition } from '../web/plugin';
import { registeredContributions } from './contributions';
import { NOT_YET_AVAILABLE_TITLE } from '../web/ui/EmptyPanel';

/**
 * A section with tabs: exactly one section `sectionId` (same route, a PrimeIcons icon, a real tooltip), the given
 * tabs in that order (by their `order`) with the default tab among them, each tab needing the section's codes,
 * carrying an info tooltip and loading lazily to a component, as the section page does.
 */
export async function expectAreaPluginContract(plugin: PluginDefinition<any, any>, sectionId: string, tabIds: readonly string[]): Promise<void> {
  const out = registeredContributions(plugin);
  const sections = out.get(Sections) as SectionContribution[];
  const tabs = out.get(Tabs) as TabContribution[];
  expect(sections).toHaveLength(1);
  expect(sections[0]).toMatchObject({ id: sectionId, route: sectionId });
  expect(sections[0].icon).toMatch(/^pi pi-/);
  expect(sections[0].tooltip.length).toBeGreaterThan(10);
  expect(tabs.map(t => t.id)).toEqual([...tabIds]);
  expect([...tabs].sort((a, b) => a.order - b.order).map(t => t.id)).toEqual([...tabIds]);
  expect(tabs.map(t => t.id)).toContain(sections[0].defaultTab);
  for (const t of tabs) {
    expect(t.section).toBe(sectionId);
    expect(t.needs ?? []).toEqual(expect.arrayContaining([...(sections[0].needs ?? [])]));
    expect(t.info.length).toBeGreaterThan(5);
    expect(typeof (await t.load()).default).toBe('function');
  }
  expect(typeof (await sections[0].load()).default).toBe('function');
}

/** A section without tabs (yet): its page says it is not in this version yet (not 'No data') and names the selected node. */
export async function expectPlaceholderAreaPlugin(plugin: PluginDefinition<any, any>, sectionId: string): Promise<void> {
  const out = registeredContributions(plugin);
  const [section] = out.get(Sections) as SectionContribution[];
  expect(out.get(Tabs)).toBeUndefined();
  expect(section).toMatchObject({ id: sectionId, route: sectionId });
  const { default: Page } = await section.load();
  render(<Page node={{ objectId: 'o', parentId: null, name: 'Demo', classId: 'client', tags: {} }} />);
  expect(screen.getByText(NOT_YET_AVAILABLE_TITLE)).toBeInTheDocument();
  expect(screen.queryByText('No data')).toBeNull();
  expect(screen.getByText(/Demo/)).toBeInTheDocument();
}
