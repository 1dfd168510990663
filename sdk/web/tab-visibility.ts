/** Which Tabs contributions show for a node: sdk/api allowedTabs plus each contribution's own classes and codes. */
import { allowedTabs, classMatches, type TreeObject } from '../api';
import type { TabContribution } from './extension-points';

/** The tab contributions of a section that show for this node and these effective codes, in order. */
export function visibleTabs(all: readonly TabContribution[], section: string, node: TreeObject, codes: readonly string[]): TabContribution[] {
  const allowed = allowedTabs(section, node.classId, codes);
  return all
    .filter(t => t.section === section && allowed.includes(t.id) && classMatches(node.classId, t.classes) && (t.needs ?? []).every(c => codes.includes(c)))
    .sort((a, b) => a.order - b.order);
}
