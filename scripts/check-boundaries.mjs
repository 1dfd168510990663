// The import-boundary lint (ARCHITECTURE.md "Rules of dependency"):
//  - a plugin (plugins/**) imports sdk/ and npm packages only: never core/, server/, host/ or another plugin;
//  - core/ and server/ never import a plugin;
//  - only host/ names plugins (sdk/, core/, server/, scripts/, test/contract... must not import plugins/);
//  - sdk/ imports neither core/, server/ nor host/.
// '@fathom/sdk/…' names sdk/ (tsconfig paths, the esbuild alias and jest's moduleNameMapper agree).
// Usage: node scripts/check-boundaries.mjs [rootDir]. Exit 1 with one line per violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage', 'screenshots', 'test-results', 'data']);
// Test code may reach across (e2e drives the real server; contract boots host variants).
const EXEMPT = [/^test\/(e2e|api|bench|fixtures)\//];

/** Every import/export/require/dynamic-import specifier in a source text (comments removed first). */
export function importSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const out = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const p of patterns) for (const m of code.matchAll(p)) out.push(m[1]);
  return out;
}

/** The area of a repository-relative path: plugin (with its id), core, server, host, sdk, or other. */
export function areaOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'plugins' && parts.length >= 3) return { kind: 'plugin', plugin: `${parts[1]}/${parts[2]}` };
  if (['core', 'server', 'host', 'sdk'].includes(parts[0])) return { kind: parts[0] };
  return { kind: 'other', top: parts[0] };
}

/** Why an import from `fromRel` of a file resolving to `toRel` breaks the rules, or null. */
export function violation(fromRel, toRel) {
  const from = areaOf(fromRel);
  const to = areaOf(toRel);
  if (from.kind === 'plugin') {
    if (['core', 'server', 'host'].includes(to.kind)) return `plugin ${from.plugin} imports ${to.kind}/ (${toRel})`;
    if (to.kind === 'plugin' && to.plugin !== from.plugin) return `plugin ${from.plugin} imports another plugin, ${to.plugin} (${toRel})`;
    return null;
  }
  if (from.kind === 'sdk' && ['core', 'server', 'host'].includes(to.kind)) return `sdk/ imports ${to.kind}/ (${toRel})`;
  if (to.kind !== 'plugin') return null;
  if (from.kind === 'host') return null;
  if (from.kind === 'core' || from.kind === 'server') return `${from.kind}/ imports a plugin (${toRel})`;
  return `only host/ may name plugins, but ${fromRel} imports ${toRel}`;
}

function* walk(dir, root) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) yield* walk(full, root);
    else if (SOURCE.test(name)) yield full;
  }
}

export function checkTree(root) {
  const problems = [];
  const tops = ['plugins', 'core', 'server', 'host', 'sdk', 'scripts', 'test', 'bin'];
  for (const top of tops) {
    let exists = false;
    try { exists = statSync(join(root, top)).isDirectory(); } catch { exists = false; }
    if (!exists) continue;
    for (const file of walk(join(root, top), root)) {
      const fromRel = relative(root, file).split(sep).join('/');
      if (EXEMPT.some(r => r.test(fromRel))) continue;
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        const named = spec === '@fathom/sdk' || spec.startsWith('@fathom/sdk/');
        if (!named && !spec.startsWith('.') && !spec.startsWith('/')) continue; // npm packages are always fine
        const toRel = named ? `sdk${spec.slice('@fathom/sdk'.length)}` : relative(root, resolve(dirname(file), spec)).split(sep).join('/');
        if (toRel.startsWith('..')) continue;
        const why = violation(fromRel, toRel);
        if (why) problems.push(`${fromRel}: ${why}`);
      }
    }
  }
  return problems;
}

const isMain = !!process.argv[1] && !!import.meta.url && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkTree(root);
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(`${problems.length} import boundary violation(s).`);
    process.exit(1);
  }
  console.log('import boundaries: ok');
}
