/**
 * Paths of an smb source (spec 001 §5): '//server/share/folder/*', case kept, backslashes read as slashes. An
 * include path names a folder or file on the service's own share; walked entries keep the include's spelling of
 * '//server/share' so they match their include path.
 */
import { normalisePolicyPath, policyPathRoot } from '@fathom/sdk/api/policy';
import type { SmbTarget } from './smbclient';

/** The '//server/share/...' root an include or exclude path names, without its '/*' suffix. */
export function shareRoot(path: string): string {
  return policyPathRoot(normalisePolicyPath(path, 'share'));
}

export interface ShareLocation {
  /** '//server/share' as the path writes it. */
  prefix: string;
  /** The path inside the share, '/'-separated, '' for the share itself. */
  rel: string;
}

/** Where a root lies on the target's share; null when it names another server or share. Names compare without case, as SMB does. */
export function locate(root: string, t: SmbTarget): ShareLocation | null {
  const parts = root.replace(/^\/\//, '').split('/');
  if (parts.length < 2 || parts[0].toLowerCase() !== t.server.toLowerCase() || parts[1].toLowerCase() !== t.shareName.toLowerCase()) return null;
  return { prefix: `//${parts[0]}/${parts[1]}`, rel: parts.slice(2).filter(Boolean).join('/') };
}
