/**
 * Include and exclude paths of a filesys source (spec 001 §5): backslashes become slashes, a '//' prefix
 * and a '/*' suffix are accepted, and an exclude either names a path (with its subtree) or, without any
 * slash, a name pattern such as '*.tmp' matched in every directory. '*' and '?' match within one name.
 */
import { resolve } from 'node:path';

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

function globToRegExp(glob: string): string {
  let out = '';
  for (const ch of glob) {
    if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

export interface ExcludeMatcher {
  /** True when the entry (absolute path, its name) is excluded together with its subtree. */
  excluded(path: string, name: string): boolean;
  /** True when an include root lies inside an excluded path. */
  excludesRoot(root: string): boolean;
  readonly empty: boolean;
}

export function excludeMatcher(exclude: string[]): ExcludeMatcher {
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
    let body = p.endsWith('/*') ? p.slice(0, -2) : p;
    if (body.startsWith('//')) body = body.slice(1);
    if (/[*?]/.test(body)) pathPatterns.push(new RegExp(`^${globToRegExp(body.replace(/\/+$/, ''))}$`));
    else prefixes.add(localRoot(body));
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
    excludesRoot(root: string): boolean {
      for (const p of prefixes) if (root === p || root.startsWith(p === '/' ? '/' : p + '/')) return true;
      return false;
    },
  };
}
