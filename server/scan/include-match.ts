/**
 * Which include path a walked path lies under: the longest matching root wins, so a sub-folder listed with
 * its own flags overrides its parent's. File-share roots ('//server/share') also match with one leading slash.
 */
import { policyPathRoot, type IncludePath } from '@fathom/sdk/api/policy';

export function includeMatcher(include: IncludePath[]): (path: string) => IncludePath | undefined {
  const roots = include
    .map(i => {
      const r = policyPathRoot(i.path);
      return { roots: r.startsWith('//') ? [r, r.slice(1)] : [r], inc: i };
    })
    .sort((a, b) => b.roots[0].length - a.roots[0].length);
  return (path: string) => roots.find(r => r.roots.some(root => path === root || path.startsWith(root === '/' ? '/' : root + '/')))?.inc;
}
