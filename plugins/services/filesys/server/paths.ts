/**
 * Include and exclude paths of a filesys source (spec 001 §5): backslashes become slashes, a '//' prefix and a
 * '/*' suffix are accepted; excludes follow the shared rules (sdk/server path-rules) with local roots.
 */
import { resolve } from 'node:path';
import { distinctRootsOf, excludeMatcher as sharedExcludeMatcher, plainPolicyRoot, type ExcludeMatcher } from '@fathom/sdk/server/path-rules';

export type { ExcludeMatcher };

/** The local directory or file an include path names. */
export function localRoot(path: string): string {
  return resolve(plainPolicyRoot(path)).replace(/\\/g, '/');
}

/** Distinct include roots: a root inside another root is dropped (it would be walked twice). */
export function distinctRoots(include: string[]): string[] {
  return distinctRootsOf(include.map(localRoot));
}

export function excludeMatcher(exclude: string[]): ExcludeMatcher {
  return sharedExcludeMatcher(exclude, localRoot);
}
