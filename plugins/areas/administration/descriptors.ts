/**
 * The administration section and its tabs as plain data (spec 000 §2 "Administration tabs per node class"):
 * the console contributes them, the server is handed them.
 */
import { ORGANISATION_CLASSES, type ClassId, type PermissionCode, type SectionDescriptor, type TabDescriptor } from '@fathom/sdk/api';

export const ADMINISTRATION_SECTION: SectionDescriptor = { id: 'administration', order: 4, classes: ORGANISATION_CLASSES, needs: ['adm'] };

const PLATFORM: ClassId[] = ['root', 'platform'];
const CLIENTS: ClassId[] = [...PLATFORM, 'client'];
const DEVICES: ClassId[] = [...PLATFORM, 'appliance', 'appagt', 'agent'];

const tab = (id: string, classes: ClassId[], extra: PermissionCode[] = []): TabDescriptor => ({
  section: 'administration',
  id,
  order: 0,
  classes,
  needs: ['adm', ...extra],
});

export const ADMINISTRATION_TABS: TabDescriptor[] = [
  tab('users', CLIENTS),
  tab('roles', CLIENTS),
  tab('tags', ORGANISATION_CLASSES),
  tab('permissions', ORGANISATION_CLASSES),
  tab('installer', ORGANISATION_CLASSES),
  tab('activate', ORGANISATION_CLASSES),
  tab('licensing', CLIENTS),
  // Billing is its own permission letter (bll); the update check needs ctl as well as adm (spec 000 §6).
  tab('billing', PLATFORM, ['bll']),
  tab('configuration', CLIENTS),
  tab('clientsearch', PLATFORM),
  tab('console', DEVICES),
  tab('ai', PLATFORM),
  tab('updates', PLATFORM, ['ctl']),
].map((t, i) => ({ ...t, order: i + 1 }));
