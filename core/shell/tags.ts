/** Tag badges of a tree node (spec 000 §3): pending activation, policy, state. */
import type { TreeObject } from '@fathom/sdk/api';

export interface TagBadge {
  kind: 'pending' | 'policy' | 'state';
  label: string;
  severity: 'warning' | 'info' | 'secondary';
}

export function tagBadges(node: TreeObject): TagBadge[] {
  const out: TagBadge[] = [];
  const t = node.tags ?? {};
  // A collector stays pending until it has activated with its code.
  if (t.activationCode && !t.activated) out.push({ kind: 'pending', label: 'pending', severity: 'warning' });
  if (t.policy) out.push({ kind: 'policy', label: 'policy', severity: 'info' });
  if (t.state?.paused) out.push({ kind: 'state', label: 'paused', severity: 'secondary' });
  return out;
}

/** Below this drawer width tags show as dots. */
export const TAG_BADGE_MIN_DRAWER_WIDTH = 300;

const ICONS: Record<string, string> = {
  root: 'pi pi-globe',
  rootclient: 'pi pi-globe',
  platform: 'pi pi-server',
  client: 'pi pi-building',
  orgunit: 'pi pi-sitemap',
  appunit: 'pi pi-th-large',
  appliance: 'pi pi-box',
  appagt: 'pi pi-database',
  agent: 'pi pi-desktop',
  idxcontainer: 'pi pi-folder',
  idxobject: 'pi pi-file',
  worker: 'pi pi-cog',
  static_worker: 'pi pi-cog',
};
export function classIcon(classId: string): string {
  return ICONS[classId] ?? 'pi pi-circle';
}
