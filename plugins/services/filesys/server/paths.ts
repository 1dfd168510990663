/**
 * Include and exclude paths of a filesys source (spec 001 §5): backslashes become slashes, a '//' prefix
 * and a '/*' suffix are accepted, and an exclude either names a path (with its subtree) or, without any
 * slash, a name pattern such as '*.tmp' matched in every directory. '*' and '?' match within one name.
 */
import { resolve } from 'node:path';
import { excludeMatcher as sharedExcludeMatcher, type ExcludeMatcher } from '@fathom/sdk/server';

export type { ExcludeMatcher };

/** The local directory or file an include path names. */
export function localRoot(path: string): string {
  let p = path.trim().replace(/\\/g, '/');
  if (p.endsWith('/*')) p = p.slice(0, -2) || '/';
  if (p.startsWith('//')) p = p.slice(1); // POSIX treats a leading '//' like '/'
  return resolve(p).replace(/\\/g, '/');
}

/** Distinct include roots: a root inside another root is dropped (it would be walked twice). */
export function distinctRoots(include: string[]): string[] {
  const roots = [...new Set(include.map(localRoot))].sort();
  const out: string[] = [];
  for (const r of roots) if (!out.some(o => r === o || r.startsWith(o === '/' ? '/' : o + '/'))) out.push(r);
  return out;
}

/** Excludes of a filesys source: named paths resolved as local paths, patterns with a '//' prefix read as '/'. */
export function excludeMatcher(exclude: string[]): ExcludeMatcher {
  return sharedExcludeMatcher(exclude, localRoot, body => (body.startsWith('//') ? body.slice(1) : body));
}
