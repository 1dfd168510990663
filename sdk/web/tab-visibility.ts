/** Which Tabs contributions show for a node: sdk/api allowedTabs over the contributed sections and tabs. */
import { allowedTabs, type SectionDescriptor, type TreeObject } from '../api';
import type { TabContribution } from './extension-points';

/** The tab contributions of a section that show for this node and these effective codes, in order. */
export function visibleTabs(
  sections: readonly SectionDescriptor[],
  all: readonly TabContribution[],
  section: string,
  node: TreeObject,
  codes: readonly string[],
): TabContribution[] {
  const allowed = allowedTabs({ sections, tabs: all }, section, node.classId, codes);
  return allowed.map(id => all.find(t => t.section === section && t.id === id)!);
}
