/** Editing rules of the permissions tab (spec 000 §6): at least one code per grant; a user's last permission stays. */
import type { PermissionCode, PermissionGrant, PermissionsProperty } from '@fathom/sdk/api';

export const AT_LEAST_ONE = 'At least one permission must be chosen.';
export const LAST_PERMISSION = 'The last permission of a user cannot be removed.';

/** Why this code cannot be unticked on this grant, or null. */
export function untickRefusal(grant: PermissionGrant, code: PermissionCode): string | null {
  return grant.codes.length === 1 && grant.codes[0] === code ? AT_LEAST_ONE : null;
}

/**
 * Why the grant cannot be removed, or null: a user must keep a permission, here or inherited (a permission through a
 * role, or a role's own grant, is the server's to judge: it refuses with the same message).
 */
export function removeRefusal(grant: PermissionGrant & { trusteeClass?: string }, property: Pick<PermissionsProperty, 'inherited'>): string | null {
  if (grant.trusteeClass === 'group') return null;
  return property.inherited.some(g => g.trusteeId === grant.trusteeId && g.codes.length > 0) ? null : LAST_PERMISSION;
}

export function toggleCode(grant: PermissionGrant, code: PermissionCode): PermissionGrant {
  const codes = grant.codes.includes(code) ? grant.codes.filter(c => c !== code) : [...grant.codes, code];
  return { ...grant, codes };
}

/** True when two grant lists give the same codes to the same users (order-insensitive). */
export function sameGrants(a: readonly PermissionGrant[], b: readonly PermissionGrant[]): boolean {
  const key = (gs: readonly PermissionGrant[]) =>
    gs
      .map(g => `${g.trusteeId}:${[...g.codes].sort().join(',')}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}
