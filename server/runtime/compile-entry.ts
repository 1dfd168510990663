/**
 * Compiles a TypeScript entry (a worker thread script, a child process) to one CommonJS file under
 * dist/node, so worker_threads can load it both from the built server and from jest. npm packages stay
 * external. Rebuilt only when a source file under the project is newer than the output.
 */
import { buildSync } from 'esbuild';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
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
  if (existsSync(src)) {
    mkdirSync(outDir, { recursive: true });
    const tmp = uniqueTemp(out);
    const result = buildSync({
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
    void result;
    renameSync(tmp, out); // atomic: concurrent builders never see a half-written file
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
  mkdirSync(outDir, { recursive: true });
  const tmp = uniqueTemp(out);
  buildSync({
    stdin: { contents: pluginSetSource(entry), resolveDir: PROJECT_ROOT, sourcefile: 'plugin-set.ts', loader: 'ts' },
    outfile: tmp,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    alias: { '@fathom/sdk': join(PROJECT_ROOT, 'sdk') },
  });
  renameSync(tmp, out);
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
