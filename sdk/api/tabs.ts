/** Which tabs of a section show for a node (spec 000 §2, spec 001 §2 "Visibility by node type"). */
import { classKind } from './classes';
import { administrationTabsForClass, hasPermissions, SECTION_TABS, sectionsForClass, type PermissionCode, type SectionId } from './permissions';

/** Codes a single tab needs on top of its section's codes. */
export const TAB_NEEDS: Partial<Record<SectionId, Record<string, PermissionCode[]>>> = {
  // Billing is its own permission letter (bll); the update check needs ctl as well as adm (spec 000 §6).
  administration: { billing: ['bll'], updates: ['ctl'] },
};

/** Tabs a node class can show in a section, in display order, before permissions. */
export function tabsForClass(section: SectionId | string, classId: string): string[] {
  if (!(sectionsForClass(classId) as string[]).includes(section)) return [];
  if (section === 'administration') return administrationTabsForClass(classId);
  return [...((SECTION_TABS as Record<string, readonly string[]>)[section] ?? [])];
}

/** Tabs shown for a node: the class allows the tab and the tab's own codes are held. */
export function allowedTabs(section: SectionId | string, classId: string, userPermissions: readonly string[] | undefined, nodePermissions?: readonly string[] | null): string[] {
  const needs = TAB_NEEDS[section as SectionId] ?? {};
  return tabsForClass(section, classId).filter(tab => hasPermissions(needs[tab] ?? [], userPermissions, nodePermissions));
}

/** The node class kinds on which a tab can show at all (used to fill a tab contribution's `classes`). */
export function classesShowingTab(section: SectionId | string, tab: string): string[] {
  const kinds = ['root', 'platform', 'client', 'appliance', 'appagt', 'agent', 'orgunit', 'appunit', 'directory'];
  const real: Record<string, string> = { directory: 'idxcontainer' };
  return kinds.filter(k => tabsForClass(section, real[k] ?? k).includes(tab)).map(k => real[k] ?? k);
}

/** True when the class kind is one of the given classes (aliases such as rootclient/root are normalised). */
export function classMatches(classId: string, classes: readonly string[] | undefined): boolean {
  if (!classes) return true;
  const kind = classKind(classId);
  return classes.some(c => classKind(c) === kind);
}

/** Commands of PUT /database/control the console sends from node actions. */
export const CONTROL_COMMANDS = ['pause', 'resume', 'scan', 'rescan', 'action'] as const;
export type ControlCommandId = (typeof CONTROL_COMMANDS)[number];
