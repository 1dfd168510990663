/**
 * Where sections and tabs show and what they need (spec 000 §2, §6, spec 001 §2 "Visibility by node type").
 * There is no table of the product's sections or tabs here: each section and tab contribution carries its own
 * descriptor, and the console and the server apply these rules to the descriptors the plugins contribute.
 */
import { classKind, CONTAINER_CLASSES } from './classes';
import { hasPermissions, type PermissionCode } from './permissions';

/** A section as plain data: its id (also its route), where it shows and the codes it needs. */
export interface SectionDescriptor {
  id: string;
  /** Display order among sections. */
  order: number;
  /** Node classes where the section shows; absent means every container node of the tree. */
  classes?: readonly string[];
  /** Codes needed on the node, all of them; absent means none. */
  needs?: readonly PermissionCode[];
}

/** A tab of a section as plain data. */
export interface TabDescriptor {
  section: string;
  id: string;
  /** Display order within the section. */
  order: number;
  /** Node classes where the tab shows; absent means every class its section shows on. */
  classes?: readonly string[];
  /** Codes the tab needs on top of its section's codes. */
  needs?: readonly PermissionCode[];
}

/** The sections and tabs of a variant: the sum of the plugins' contributions. */
export interface NavigationDescriptors {
  sections: readonly SectionDescriptor[];
  tabs: readonly TabDescriptor[];
}

/** True when the class kind is one of the given classes (aliases such as rootclient/root are normalised). */
export function classMatches(classId: string, classes: readonly string[] | undefined): boolean {
  if (!classes) return true;
  const kind = classKind(classId);
  return classes.some(c => classKind(c) === kind);
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** True when the section shows on the class at all (before permissions). */
export function sectionShowsOn(section: Pick<SectionDescriptor, 'classes'>, classId: string): boolean {
  return classMatches(classId, section.classes ?? CONTAINER_CLASSES);
}

/** Sections a node class can show, in display order, before permissions. */
export function sectionsForClass(sections: readonly SectionDescriptor[], classId: string): string[] {
  return sections
    .filter(s => sectionShowsOn(s, classId))
    .sort(byOrder)
    .map(s => s.id);
}

/** Sections shown for a node: the class allows the section and all the section's codes are held. */
export function allowedSections(
  sections: readonly SectionDescriptor[],
  classId: string,
  userPermissions: readonly string[] | undefined,
  nodePermissions?: readonly string[] | null,
): string[] {
  return sections
    .filter(s => sectionShowsOn(s, classId) && hasPermissions(s.needs ?? [], userPermissions, nodePermissions))
    .sort(byOrder)
    .map(s => s.id);
}

/** Tabs a node class can show in a section, in display order, before permissions. */
export function tabsForClass(nav: NavigationDescriptors, section: string, classId: string): string[] {
  const owner = nav.sections.find(s => s.id === section);
  if (!owner || !sectionShowsOn(owner, classId)) return [];
  return nav.tabs
    .filter(t => t.section === section && classMatches(classId, t.classes))
    .sort(byOrder)
    .map(t => t.id);
}

/** Tabs shown for a node: the class allows the section and the tab, and the section's and tab's codes are held. */
export function allowedTabs(
  nav: NavigationDescriptors,
  section: string,
  classId: string,
  userPermissions: readonly string[] | undefined,
  nodePermissions?: readonly string[] | null,
): string[] {
  const owner = nav.sections.find(s => s.id === section);
  if (!owner || !hasPermissions(owner.needs ?? [], userPermissions, nodePermissions)) return [];
  const shown = new Set(tabsForClass(nav, section, classId));
  return nav.tabs
    .filter(t => t.section === section && shown.has(t.id) && hasPermissions(t.needs ?? [], userPermissions, nodePermissions))
    .sort(byOrder)
    .map(t => t.id);
}

/** Commands of PUT /database/control the console sends from node actions. */
export const CONTROL_COMMANDS = ['pause', 'resume', 'scan', 'rescan', 'action'] as const;
export type ControlCommandId = (typeof CONTROL_COMMANDS)[number];
