/**
 * Paths of an azure source: '//account/container/folder/*' like a share (spec 001 §5), folders being the '/'
 * separated prefixes of blob names. The account compares without case (it is a host name), the container as is.
 */
import { normalisePolicyPath, policyPathRoot } from '@fathom/sdk/api/policy';
import type { AzureParameters } from '@fathom/sdk/api/service-forms';

export function containerRoot(path: string): string {
  return policyPathRoot(normalisePolicyPath(path, 'share'));
}

/** '//account/container' as the path writes it and the blob prefix under it ('' for the whole container). */
export function locateBlob(root: string, p: AzureParameters): { prefix: string; rel: string } | null {
  const parts = root.replace(/^\/\//, '').split('/');
  if (parts.length < 2 || parts[0].toLowerCase() !== p.accountName.toLowerCase() || parts[1] !== p.container) return null;
  return { prefix: `//${parts[0]}/${parts[1]}`, rel: parts.slice(2).filter(Boolean).join('/') };
}

/** The blob name a walked path names. */
export function blobName(path: string, p: AzureParameters): string {
  const where = locateBlob(containerRoot(path), p);
  if (!where || !where.rel) throw Object.assign(new Error(`${path} is not a blob of //${p.accountName}/${p.container}`), { code: 'ENOENT' });
  return where.rel;
}
