// Boots one plugin folder alone in a browser page: bundles its dev/index.tsx (a defineDevEntry from
// @fathom/sdk/testing/dev: the plugin over fake services and fake data) with the console's build settings
// into a temp dir and serves it on a local port. No server, no core: only the plugin and the sdk.
// Usage: npm run dev:plugin -- plugins/widgets/total-data [--port 5180] [--build-only [--outdir <dir>]]
//   --build-only builds and prints the output dir without serving (what the tests run).
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The dev entry of a plugin folder, or an error that says what is missing. */
export function devEntryOf(folder) {
  const dir = resolve(root, folder);
  const entry = join(dir, 'dev', 'index.tsx');
  if (!existsSync(entry)) {
    throw new Error(
      `${relative(root, dir) || dir} has no dev/index.tsx: a plugin's dev entry exports defineDevEntry({...}) from '@fathom/sdk/testing/dev' (see plugins/widgets/total-data/dev).`,
    );
  }
  return entry;
}

/** Bundles the folder's dev entry, the primereact theme and the console's css into outdir with an index.html. */
export async function buildDevPlugin(folder, outdir) {
  const entry = devEntryOf(folder);
  const main = [
    "import 'reflect-metadata';",
    "import 'primereact/resources/themes/lara-light-indigo/theme.css';",
    "import 'primeicons/primeicons.css';",
    "import './core/styles/console.css';",
    "import { createRoot } from 'react-dom/client';",
    "import { devEntryElement } from '@fathom/sdk/testing/dev';",
    `import entry from ${JSON.stringify(entry)};`,
    "const el = document.getElementById('root');",
    'document.title = `${entry.title} (dev)`;',
    'devEntryElement(entry).then(({ element }) => createRoot(el).render(element),',
    '  e => { el.textContent = `The dev entry failed to boot: ${e?.message ?? e}`; console.error(e); });',
  ].join('\n');
  await build({
    absWorkingDir: root,
    stdin: { contents: main, resolveDir: root, sourcefile: 'dev-main.tsx', loader: 'tsx' },
    bundle: true,
    format: 'esm',
    write: true,
    outdir,
    entryNames: 'main',
    assetNames: 'assets/[name]-[hash]',
    sourcemap: 'linked',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file' },
    define: { 'process.env.NODE_ENV': '"development"' },
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, jsx: 'react-jsx' } },
    alias: { '@fathom/sdk': join(root, 'sdk') },
    logLevel: 'error',
  });
  const html = readFileSync(join(root, 'host/web/index.html'), 'utf8')
    .replace('%TITLE%', 'Plugin dev harness')
    .replace('%ICON%', 'data:,')
    .replace('%STYLES%', '<link rel="stylesheet" href="/main.css" />')
    .replace('%SCRIPTS%', '<script type="module" src="/main.js"></script>');
  writeFileSync(join(outdir, 'index.html'), html);
  return outdir;
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.png': 'image/png',
};

/** Serves outdir's files as they are (index.html at '/'). */
export function serveDir(outdir, port) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(outdir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outdir + sep) || !existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(readFileSync(file));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}

async function main(args) {
  const folder = args.find((a, i) => !a.startsWith('--') && !['--port', '--outdir'].includes(args[i - 1]));
  const option = name => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!folder) {
    console.error('Usage: npm run dev:plugin -- plugins/<kind>/<name> [--port 5180] [--build-only [--outdir <dir>]]');
    process.exit(2);
  }
  try {
    devEntryOf(folder);
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const outdir = option('--outdir') ? resolve(option('--outdir')) : mkdtempSync(join(tmpdir(), 'fathom-dev-plugin-'));
  await buildDevPlugin(folder, outdir);
  if (args.includes('--build-only')) {
    console.log(outdir);
    return;
  }
  const server = await serveDir(outdir, Number(option('--port') ?? 5180));
  console.log(
    `${relative(root, resolve(root, folder))} alone over fake services: http://127.0.0.1:${server.address().port}/  (Ctrl+C stops; built in ${outdir})`,
  );
  const stop = () => {
    server.close();
    rmSync(outdir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch(e => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
