// The benches call the project's TypeScript modules (server, sdk, plugins) in process: bundled on the fly into one
// CommonJS file inside the project, so the npm packages it leaves external resolve from its node_modules.
import { buildSync } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The modules that `exports` (export lines naming project-relative paths, e.g. `export { openStore } from
 * './server/store/db';`) re-exports, loaded as one module; name tells the benches' files apart.
 */
export function bundleServerModules(name, exports) {
  const outfile = join(ROOT, 'dist', 'node', `bench-${name}-${process.pid}.cjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  buildSync({
    stdin: { contents: exports, resolveDir: ROOT, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'error',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    alias: { '@fathom/sdk': join(ROOT, 'sdk') },
  });
  // The bundled server finds the thread entries it compiles under the project root, not beside the bundle.
  process.env.FATHOM_PROJECT_ROOT = ROOT;
  try {
    return createRequire(join(ROOT, 'package.json'))(outfile);
  } finally {
    rmSync(outfile, { force: true });
  }
}
