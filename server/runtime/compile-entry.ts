/**
 * Compiles a TypeScript entry (a worker thread script, a child process) to one CommonJS file under
 * dist/node, so worker_threads can load it both from the built server and from jest. npm packages stay
 * external. Rebuilt only when a source file it was built from changed since (every scan thread compiled its
 * plugins again otherwise: most of a second before each scan started walking).
 */
import { buildSync, type Metafile } from 'esbuild';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { join, resolve } from 'node:path';

/** A temporary file name no other builder uses: threads of one process share its pid and often its millisecond. */
function uniqueTemp(out: string): string {
  return `${out}.${process.pid}.${threadId}.${randomBytes(6).toString('hex')}.tmp`;
}

export const PROJECT_ROOT = process.env.FATHOM_PROJECT_ROOT ? resolve(process.env.FATHOM_PROJECT_ROOT) : findRoot(__dirname);

function findRoot(dir: string): string {
  let d = dir;
  while (!existsSync(join(d, 'package.json'))) {
    const up = resolve(d, '..');
    if (up === d) return dir;
    d = up;
  }
  return d;
}

const built = new Map<string, string>();

/** Beside each output: the modification time of every project file it was built from. */
const sourcesOf = (out: string) => `${out}.sources.json`;

/** True when the output exists and none of its sources changed (or vanished) since it was built. */
function upToDate(out: string): boolean {
  let sources: Record<string, number>;
  try {
    sources = JSON.parse(readFileSync(sourcesOf(out), 'utf8')) as Record<string, number>;
  } catch {
    return false;
  }
  if (!existsSync(out)) return false;
  for (const [file, mtime] of Object.entries(sources)) {
    const st = statSync(join(PROJECT_ROOT, file), { throwIfNoEntry: false });
    if (!st || st.mtimeMs !== mtime) return false;
  }
  return true;
}

/**
 * Records the sources of a build (written after the output, each by rename, so a reader never sees a half file).
 * None when a source changed while it was built (a coarse clock: within a second of its start): it builds again.
 */
function recordSources(out: string, metafile: Metafile | undefined, startedAt: number): void {
  if (!metafile) return;
  const sources: Record<string, number> = {};
  for (const file of Object.keys(metafile.inputs)) {
    const st = statSync(join(PROJECT_ROOT, file), { throwIfNoEntry: false });
    if (!st) continue;
    if (st.mtimeMs >= startedAt - 1000) return;
    sources[file] = st.mtimeMs;
  }
  const tmp = uniqueTemp(sourcesOf(out));
  writeFileSync(tmp, JSON.stringify(sources));
  renameSync(tmp, sourcesOf(out));
}

const PLUGIN_SET = 'plugin-set:';

/**
 * The entry of a set of server plugins named by module id (project-relative, e.g. 'plugins/extractors/pdf/server'):
 * compiled to one module exporting `serverPlugins`, the default exports in this order. Threads load their
 * plugins through it, so they get exactly the host's list.
 */
export function pluginSetEntry(modules: readonly string[]): string {
  for (const m of modules)
    if (!/^[\w@./-]+$/.test(m) || m.startsWith('/') || m.split('/').includes('..')) throw new Error(`'${m}' is not a project-relative module id`);
  return `${PLUGIN_SET}${modules.join(',')}`;
}

function pluginSetSource(entry: string): string {
  const modules = entry.slice(PLUGIN_SET.length).split(',').filter(Boolean);
  const imports = modules.map((m, i) => `import p${i} from './${m}';`).join('\n');
  return `${imports}\nexport const serverPlugins = [${modules.map((_, i) => `p${i}`).join(', ')}];\n`;
}

export function compiledEntry(entryFromRoot: string): string {
  const cached = built.get(entryFromRoot);
  if (cached) return cached;
  if (entryFromRoot.startsWith(PLUGIN_SET)) return compiledPluginSet(entryFromRoot);
  const src = join(PROJECT_ROOT, entryFromRoot);
  const outDir = join(PROJECT_ROOT, 'dist', 'node');
  const out = join(outDir, entryFromRoot.replace(/[\\/]/g, '__').replace(/\.tsx?$/, '.js'));
  if (existsSync(src) && !upToDate(out)) {
    mkdirSync(outDir, { recursive: true });
    const tmp = uniqueTemp(out);
    const startedAt = Date.now();
    const result = buildSync({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: [src],
      outfile: tmp,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      packages: 'external',
      sourcemap: 'inline',
      metafile: true,
      logLevel: 'silent',
      tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
      alias: { '@fathom/sdk': join(PROJECT_ROOT, 'sdk') },
    });
    renameSync(tmp, out); // atomic: concurrent builders never see a half-written file
    recordSources(out, result.metafile, startedAt);
  } else if (!existsSync(out)) {
    throw new Error(`Entry ${entryFromRoot} not found`);
  }
  built.set(entryFromRoot, out);
  return out;
}

function compiledPluginSet(entry: string): string {
  const outDir = join(PROJECT_ROOT, 'dist', 'node');
  const out = join(outDir, `plugin-set-${createHash('sha1').update(entry).digest('hex').slice(0, 12)}.js`);
  // A collector program from an installer carries its plugin sets compiled, without the sources.
  if (!existsSync(join(PROJECT_ROOT, 'sdk')) && existsSync(out)) {
    built.set(entry, out);
    return out;
  }
  if (upToDate(out)) {
    built.set(entry, out);
    return out;
  }
  mkdirSync(outDir, { recursive: true });
  const tmp = uniqueTemp(out);
  const startedAt = Date.now();
  const result = buildSync({
    absWorkingDir: PROJECT_ROOT,
    stdin: { contents: pluginSetSource(entry), resolveDir: PROJECT_ROOT, sourcefile: 'plugin-set.ts', loader: 'ts' },
    outfile: tmp,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    alias: { '@fathom/sdk': join(PROJECT_ROOT, 'sdk') },
  });
  renameSync(tmp, out);
  recordSources(out, result.metafile, startedAt);
  built.set(entry, out);
  return out;
}

export function fileAge(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
