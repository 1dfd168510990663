/**
 * The collector program an installer package carries: the collector and this host's server plugins bundled
 * into one file, the thread entries it starts (scan, hash, extraction and their plugin sets) compiled beside
 * it under dist/node, and a package.json naming the npm packages those files load (with this platform's
 * versions), so `npm install` in the program folder gives it everything it needs to run with the machine's Node.
 * Built once per server process.
 */
import { buildSync, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';
import type { PackageFile } from '@fathom/sdk/server';
import type { AnyServerPlugin } from '../plugins/contributions';
import { threadEntries } from '../plugins/contributions';
import { compiledEntry, PROJECT_ROOT } from '../runtime/compile-entry';

/** Thread entries every collector starts (beside its plugin sets). */
const THREAD_ENTRIES = ['server/scan/scan-worker.ts', 'server/scan/hash-worker.ts', 'server/extract/worker.ts'];

/** The program's own entry: this host's plugins, named by module id as the threads load them, then the command line. */
function entrySource(modules: readonly string[]): string {
  const imports = modules.map((m, i) => `import p${i} from './${m}';`).join('\n');
  const list = modules.map((m, i) => `{ module: ${JSON.stringify(m)}, load: async () => ({ default: p${i} }) }`).join(',\n  ');
  return `${imports}
import { runCollectorCommand } from './server/collector/command';
runCollectorCommand(process.argv.slice(2), [
  ${list}
]).then(code => { process.exitCode = code; }, err => { process.stderr.write('fathom collector: ' + (err && err.message ? err.message : err) + '\\n'); process.exitCode = 1; });
`;
}

/** npm package names a bundle loads at run time (packages stay external). */
function externalPackages(meta: Metafile): Set<string> {
  const names = new Set<string>();
  const builtins = new Set(builtinModules);
  for (const input of Object.values(meta.inputs))
    for (const imp of input.imports) {
      if (!imp.external || imp.path.startsWith('.') || imp.path.startsWith('node:')) continue;
      const parts = imp.path.split('/');
      const name = imp.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!builtins.has(name)) names.add(name);
    }
  return names;
}

/** Packages a compiled thread entry requires (read back from the file, which esbuild left as require calls). */
function requiredPackages(file: string): Set<string> {
  const names = new Set<string>();
  const builtins = new Set(builtinModules);
  for (const m of readFileSync(file, 'utf8').matchAll(/require\("([^".][^"]*)"\)/g)) {
    const parts = m[1].split('/');
    const name = m[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!m[1].startsWith('node:') && !builtins.has(name)) names.add(name);
  }
  return names;
}

function buildProgram(plugins: readonly AnyServerPlugin[], modules: readonly string[]): PackageFile[] {
  const result = buildSync({
    stdin: { contents: entrySource(modules), resolveDir: PROJECT_ROOT, sourcefile: 'collector-program.ts', loader: 'ts' },
    write: false,
    outfile: 'collector.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    alias: { '@fathom/sdk': join(PROJECT_ROOT, 'sdk') },
  });
  const packages = externalPackages(result.metafile!);
  const files: PackageFile[] = [{ path: 'collector.js', content: Buffer.from(result.outputFiles![0].contents) }];
  const entries = threadEntries(plugins as AnyServerPlugin[], [...modules]);
  for (const entry of [...THREAD_ENTRIES, entries.scan, entries.extract]) {
    const out = compiledEntry(entry);
    for (const p of requiredPackages(out)) packages.add(p);
    files.push({ path: `dist/node/${basename(out)}`, content: readFileSync(out) });
  }
  const own = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  const dependencies: Record<string, string> = {};
  for (const name of [...packages].sort()) if (own.dependencies[name]) dependencies[name] = own.dependencies[name];
  const manifest = { name: 'fathom-collector', version: own.version, private: true, engines: { node: '>=20' }, main: 'collector.js', dependencies };
  files.push({ path: 'package.json', content: `${JSON.stringify(manifest, null, 2)}\n` });
  return files;
}

const built = new WeakMap<readonly AnyServerPlugin[], PackageFile[]>();
export function collectorProgram(plugins: readonly AnyServerPlugin[], modules: readonly string[]): PackageFile[] {
  let files = built.get(plugins);
  if (!files) {
    files = buildProgram(plugins, modules);
    built.set(plugins, files);
  }
  return files;
}
