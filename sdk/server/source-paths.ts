/**
 * Exclude paths of a source (spec 001 §5), shared by every connector: an exclude either names a path (with its
 * subtree) or, without any slash, a name such as 'node_modules' or a pattern such as '*.tmp' matched in every
 * directory. '*' and '?' match within one name; backslashes become slashes; a '/*' suffix is accepted. How a
 * named path is written in full (a local path, a '//server/share' path) is the connector's `root` function.
 */
export function globToRegExp(glob: string): string {
  let out = '';
  for (const ch of glob) {
    if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

export interface ExcludeMatcher {
  /** True when the entry (full path, its name) is excluded together with its subtree. */
  excluded(path: string, name: string): boolean;
  /** True when an include root lies inside an excluded path. */
  excludesRoot(root: string): boolean;
  readonly empty: boolean;
}

/** True when b is a or lies inside a ('/' contains everything). */
function within(a: string, b: string): boolean {
  return b === a || b.startsWith(a.endsWith('/') ? a : a + '/');
}

/**
 * @param root the full form of a named path without its '/*' suffix (filesys resolves it; a share keeps its '//').
 * @param pattern the full form of a path pattern with '*' or '?' (defaults to `root`).
 */
export function excludeMatcher(exclude: string[], root: (path: string) => string, pattern: (path: string) => string = root): ExcludeMatcher {
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
