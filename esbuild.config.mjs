// Builds every console variant to dist/web/<variant>/: index.html, hashed and minified ESM chunks (code
// split), css with the primereact theme and primeicons fonts, each text file with .br and .gz beside it (sent
// as they are by the server). Prints each chunk's raw, gzip and brotli size (--quiet hides the table) and fails when the JavaScript the sign-in page needs is over budget, or when
// the sign-in page would load the shell. Usage: node esbuild.config.mjs [--quiet] [--variant <id>...]
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';

const root = dirname(fileURLToPath(import.meta.url));
export const SIGN_IN_BUDGET_GZIP = 200 * 1024;
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const only = args.flatMap((a, i) => (a === '--variant' ? [args[i + 1]] : []));
const variants = readdirSync(join(root, 'host/web/entries'))
  .filter(f => f.endsWith('.tsx'))
  .map(f => f.replace(/\.tsx$/, ''))
  .filter(v => only.length === 0 || only.includes(v))
  .sort();
if (only.some(v => !variants.includes(v))) {
  console.error(`Unknown variant: ${only.filter(v => !variants.includes(v)).join(', ')}`);
  process.exit(2);
}

/**
 * sdk/api holds rules and types only: nothing in it runs for its side effects. Saying so lets the bundler
 * drop what a chunk does not use from the barrel (e.g. the search language's parser on the sign-in page).
 */
const pureSdkApi = {
  name: 'pure-sdk-api',
  setup(b) {
    const sdkApi = join(root, 'sdk/api');
    // Every relative import that lands in sdk/api is marked, however it is spelt ('../api', '../../sdk/api/x'):
    // esbuild keeps the flag of whichever resolution of a file comes first, so marking only some spellings
    // made the chunks (and the sign-in size) depend on timing.
    // '@fathom/sdk/api…' is resolved here too (before the alias), so it gets the same flag.
    b.onResolve({ filter: /^(\.|\/|@fathom\/sdk)/ }, async args => {
      const target = args.path.startsWith('@fathom/sdk') ? join(root, 'sdk', args.path.slice('@fathom/sdk'.length)) : resolvePath(args.resolveDir, args.path);
      if (args.pluginData?.pure || !target.startsWith(sdkApi)) return undefined;
      const r = await b.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { pure: true } });
      if (r.errors.length || !r.path.startsWith(sdkApi + '/')) return undefined;
      return { path: r.path, sideEffects: false };
    });
  },
};

const kb = n => `${(n / 1024).toFixed(1)} KB`;
const gz = buf => gzipSync(buf, { level: 9 }).length;

/** The static-import closure of an output file (what the browser must fetch before it runs). */
function staticClosure(outputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !outputs[f]) continue;
    seen.add(f);
    for (const imp of outputs[f].imports) if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
  }
  return [...seen];
}
const inputsOf = (outputs, files) => files.flatMap(f => Object.keys(outputs[f]?.inputs ?? {}));

async function buildVariant(variant) {
  const finalDir = join(root, 'dist/web', variant);
  const outdir = join(root, 'dist/web', `.tmp-${variant}-${process.pid}`);
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: `host/web/entries/${variant}.tsx` },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    write: true,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, jsx: 'react-jsx' } },
    alias: { '@fathom/sdk': join(root, 'sdk') },
    legalComments: 'none',
    logLevel: 'error',
    plugins: [pureSdkApi],
  });
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([k, v]) => [
      relative(outdir, join(root, k)),
      { ...v, imports: v.imports.map(i => ({ ...i, path: relative(outdir, join(root, i.path)) })) },
    ]),
  );
  const entry = Object.keys(outputs).find(f => outputs[f].entryPoint === `host/web/entries/${variant}.tsx` && f.endsWith('.js'));
  const css = Object.keys(outputs).find(
    f => f === outputs[entry].cssBundle?.replace(/^.*?dist\/web\/[^/]+\//, '') || (f.startsWith('main-') && f.endsWith('.css')),
  );
  const signIn = staticClosure(outputs, entry);

  const problems = [];
  const signInInputs = inputsOf(outputs, signIn);
  const shellInSignIn = signInInputs.filter(i => i.startsWith('core/shell/'));
  if (shellInSignIn.length) problems.push(`the sign-in page loads the shell (${shellInSignIn.slice(0, 3).join(', ')})`);
  const shellChunk = Object.keys(outputs).find(f => Object.keys(outputs[f].inputs).includes('core/shell/Shell.tsx'));
  if (shellChunk) {
    const areaInShell = inputsOf(outputs, staticClosure(outputs, shellChunk)).filter(i => /^plugins\/areas\/[^/]+\/web\/(?!index\.tsx?$)/.test(i));
    if (areaInShell.length) problems.push(`the shell loads area code (${areaInShell.slice(0, 3).join(', ')})`);
  }

  const rows = Object.keys(outputs)
    .filter(f => /\.(js|css)$/.test(f))
    .map(f => {
      const buf = readFileSync(join(outdir, f));
      return { file: f, raw: buf.length, gzip: gz(buf), signIn: signIn.includes(f) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const signInGzip = rows.filter(r => r.signIn && r.file.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
  if (signInGzip > SIGN_IN_BUDGET_GZIP) problems.push(`sign-in JavaScript is ${kb(signInGzip)} gzip, over the ${kb(SIGN_IN_BUDGET_GZIP)} budget`);

  const template = readFileSync(join(root, 'host/web/index.html'), 'utf8');
  const preload = signIn
    .filter(f => f !== entry && f.endsWith('.js'))
    .map(f => `<link rel="modulepreload" href="/${f}" />`)
    .join('\n  ');
  const cssFiles = Object.keys(outputs).filter(
    f => (f.endsWith('.css') && signIn.some(s => outputs[s].cssBundle && join(outdir, f) === join(root, outputs[s].cssBundle))) || f === css,
  );
  const html = template
    .replace('%TITLE%', variant === 'harbor' ? 'Harbor Data Guard' : 'Fathom')
    .replace('%ICON%', 'data:,')
    .replace(
      '%STYLES%',
      [...new Set(cssFiles)]
        .filter(Boolean)
        .map(f => `<link rel="stylesheet" href="/${f}" />`)
        .join('\n  ') + (preload ? `\n  ${preload}` : ''),
    )
    .replace('%SCRIPTS%', `<script type="module" src="/${entry}"></script>`);
  writeFileSync(join(outdir, 'index.html'), html);
  const compressed = await precompress(outdir);
  for (const row of rows) row.br = compressed[row.file]?.br ?? row.raw;
  const signInBrotli = rows.filter(r => r.signIn && r.file.endsWith('.js')).reduce((s, r) => s + r.br, 0);
  writeFileSync(join(outdir, 'build.json'), JSON.stringify({ variant, entry, signInFiles: signIn, signInGzip, signInBrotli, chunks: rows }, null, 2));

  rmSync(finalDir, { recursive: true, force: true });
  renameSync(outdir, finalDir);
  return { variant, rows, signInGzip, signInBrotli, problems };
}

const started = Date.now();
mkdirSync(join(root, 'dist/web'), { recursive: true });
let failed = false;
for (const v of variants) {
  let r;
  try {
    r = await buildVariant(v);
  } catch (e) {
    console.error(`build of ${v} failed: ${e.message}`);
    failed = true;
    continue;
  }
  if (!quiet) {
    console.log(`\n${v}  (sign-in JavaScript: ${kb(r.signInGzip)} gzip, budget ${kb(SIGN_IN_BUDGET_GZIP)}; ${kb(r.signInBrotli)} brotli as served)`);
    console.log(`  ${'chunk'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
    for (const row of r.rows)
      console.log(`  ${(row.file + (row.signIn ? ' *' : '')).padEnd(58)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.br).padStart(10)}`);
    console.log('  * fetched to show the sign-in page');
  }
  for (const p of r.problems) {
    console.error(`${v}: ${p}`);
    failed = true;
  }
}
if (failed) process.exit(1);
writeFileSync(join(root, 'dist/web/.stamp'), `${new Date().toISOString()} ${variants.join(',')}\n`);
if (!quiet) console.log(`\nbuilt ${variants.length} variant(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
