/**
 * Exclude paths of a source (spec 001 §5), for every connector: an exclude either names a path (with its subtree)
 * or, without any slash, a name pattern such as '*.tmp' matched in every directory. '*' and '?' match within one
 * name; backslashes become slashes; a '/*' suffix is accepted. Each connector hands in how it turns a policy path
 * into one of its own (its root: filesys resolves it, a share keeps its '//').
 */
import { normalisePolicyPath } from '../api/policy';

export interface ExcludeMatcher {
  /** True when the entry (absolute path, its name) is excluded together with its subtree. */
  excluded(path: string, name: string): boolean;
  /** True when an include root lies inside an excluded path. */
  excludesRoot(root: string): boolean;
  readonly empty: boolean;
}

export function globToRegExp(glob: string): string {
  let out = '';
  for (const ch of glob) {
    if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

/** The policy path without a '/*' suffix, a doubled leading slash, or a trailing slash. */
export function plainPolicyRoot(path: string): string {
  let p = path.trim().replace(/\\/g, '/');
  if (p.endsWith('/*')) p = p.slice(0, -2) || '/';
  if (p.startsWith('//')) p = p.slice(1);
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

/** Distinct include roots: a root inside another root is dropped (it would be walked twice). */
export function distinctRootsOf(roots: string[]): string[] {
  const sorted = [...new Set(roots)].sort();
  const out: string[] = [];
  for (const r of sorted) if (!out.some(o => r === o || r.startsWith(o === '/' ? '/' : o + '/'))) out.push(r);
  return out;
}

/** True when b is a or lies inside a ('/' contains everything). */
function within(a: string, b: string): boolean {
  return b === a || b.startsWith(a.endsWith('/') ? a : a + '/');
}

/**
 * @param root the full form of a named path without its '/*' suffix (filesys resolves it; a share keeps its '//').
 * @param pattern the full form of a path pattern with '*' or '?' (defaults to `root`).
 */
export function excludeMatcher(exclude: string[], root: (path: string) => string = plainPolicyRoot, pattern: (path: string) => string = root): ExcludeMatcher {
  const prefixes = new Set<string>();
  const namePatterns: RegExp[] = [];
  const pathPatterns: RegExp[] = [];
  const names = new Set<string>();
  for (const raw of exclude) {
    const p = raw.trim().replace(/\\/g, '/');
    if (!p) continue;
    if (!p.includes('/')) {
      if (/[*?]/.test(p)) namePatterns.push(new RegExp(`^${globToRegExp(p)}$`));
      else names.add(p);
      continue;
    }
    const body = p.endsWith('/*') ? p.slice(0, -2) : p;
    if (/[*?]/.test(body)) pathPatterns.push(new RegExp(`^${globToRegExp(pattern(body).replace(/\/+$/, ''))}$`));
    else prefixes.add(root(body));
  }
  const empty = prefixes.size === 0 && namePatterns.length === 0 && pathPatterns.length === 0 && names.size === 0;
  return {
    empty,
    excluded(path: string, name: string): boolean {
      if (empty) return false;
      if (names.has(name) || prefixes.has(path)) return true;
      for (const re of namePatterns) if (re.test(name)) return true;
      for (const re of pathPatterns) if (re.test(path)) return true;
      return false;
    },
    excludesRoot(r: string): boolean {
      for (const p of prefixes) if (within(p, r)) return true;
      return false;
    },
  };
}

/**
 * Excludes of a share-style source ('//server/share/...', '//account/container/...'). The share style stores every
 * path as '//.../*', so a bare name or pattern such as '*.tmp' arrives as '//*.tmp/*': one segment cannot name a
 * folder on a share, so it is read back as the name it was. Patterns with a path are matched as written.
 */
export function shareExcludeMatcher(exclude: string[], root: (path: string) => string): ExcludeMatcher {
  const plain = exclude.map(e => {
    const body = e.trim().replace(/\\/g, '/').replace(/^\/+/, '').replace(/\/\*$/, '').replace(/\/+$/, '');
    return body && !body.includes('/') ? body : e;
  });
  return excludeMatcher(plain, root, body => normalisePolicyPath(body, 'local'));
}
