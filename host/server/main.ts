/**
 * `fathom start`: builds the console when it is missing or older than its sources, starts the platform server
 * and keeps it running until SIGINT or SIGTERM.
 *
 *   fathom start [--port N] [--host H] [--data-dir DIR] [--root-password P]
 *   env: FATHOM_PORT (8080), FATHOM_HOST (127.0.0.1), FATHOM_DATA_DIR (./data), FATHOM_ROOT_PASSWORD,
 *        FATHOM_VARIANT (platform), FATHOM_LOG_LEVEL (warn), FATHOM_SKIP_CONSOLE_BUILD=1 (serve dist/web as it is)
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createServer } from '../../server/app';
import { salesEmail } from '../../server/config';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { loadServerPlugins } from './plugins';

export interface StartOptions {
  port: number;
  host: string;
  dataDir: string;
  rootPassword?: string;
}

const FLAGS: Record<string, keyof StartOptions> = { '--port': 'port', '--host': 'host', '--data-dir': 'dataDir', '--root-password': 'rootPassword' };

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): StartOptions {
  const out: Partial<Record<keyof StartOptions, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const key = FLAGS[flag];
    if (!key) throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    out[key] = value;
  }
  const portText = out.port ?? env.FATHOM_PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new Error(`${out.port !== undefined ? '--port' : 'FATHOM_PORT'} must be a port number (0-65535), not ${portText}`);
  return {
    port,
    host: out.host ?? env.FATHOM_HOST ?? '127.0.0.1',
    dataDir: out.dataDir ?? env.FATHOM_DATA_DIR ?? './data',
    rootPassword: out.rootPassword ?? (env.FATHOM_ROOT_PASSWORD || undefined),
  };
}

/** Newest modification time of any file below the folders (0 when none exist). */
export function newestMtime(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/** Builds dist/web with esbuild.config.mjs when dist/web is missing or older than sdk/, core/, plugins/, host/web. */
export function buildConsoleIfStale(root = PROJECT_ROOT): void {
  const config = join(root, 'esbuild.config.mjs');
  if (!existsSync(config)) return;
  const stamp = join(root, 'dist', 'web', '.stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : existsSync(join(root, 'dist', 'web')) ? statSync(join(root, 'dist', 'web')).mtimeMs : 0;
  const sources = newestMtime(['sdk', 'core', 'plugins', join('host', 'web')].map(d => join(root, d)));
  if (builtAt > 0 && builtAt >= sources) return;
  process.stdout.write('Building the console...\n');
  const r = spawnSync(process.execPath, [config, '--quiet'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the console build failed');
}

/**
 * Makes the data directory (one level at a time: a recursive mkdir can spin forever under /proc) and checks
 * it can be written, naming what is wrong with it before anything else starts.
 */
export function prepareDataDir(dataDir: string): void {
  const target = resolve(dataDir);
  const fail = (why: string) => new Error(`cannot use the data directory ${target}: ${why} (set --data-dir or FATHOM_DATA_DIR)`);
  const missing: string[] = [];
  let at = target;
  while (!existsSync(at)) {
    if (dirname(at) === at) throw fail('no part of the path exists');
    missing.unshift(at);
    at = dirname(at);
  }
  if (!statSync(at).isDirectory()) throw fail(`${at} is a file, not a directory`);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (e) {
      throw fail(`${dir} cannot be created (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  }
  try {
    accessSync(target, constants.W_OK | constants.X_OK);
  } catch {
    throw fail('it is not writable');
  }
}

/**
 * Listens on the address once and lets go, so that a wrong host or a port in use is named before anything
 * is created in the data directory (the first start would otherwise print a root password for nothing).
 */
export function checkListenable(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      const why =
        err.code === 'EADDRINUSE'
          ? `port ${port} is already in use (choose another with --port or FATHOM_PORT)`
          : err.code === 'EACCES'
            ? `port ${port} needs more privileges (choose one above 1023 with --port or FATHOM_PORT)`
            : `${host} is not an address of this machine (${err.code ?? err.message}; set --host or FATHOM_HOST)`;
      reject(new Error(`cannot listen on ${host}:${port}: ${why}`));
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export async function main(argv: string[]): Promise<number> {
  let opts: StartOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`fathom start: ${(e as Error).message}\nusage: fathom start [--port N] [--host H] [--data-dir DIR] [--root-password P]\n`);
    return 2;
  }
  try {
    salesEmail(process.env.FATHOM_SALES_EMAIL);
    await checkListenable(opts.host, opts.port);
    prepareDataDir(opts.dataDir);
  } catch (e) {
    process.stderr.write(`fathom start: ${(e as Error).message}\n`);
    return 2;
  }
  if (process.env.FATHOM_SKIP_CONSOLE_BUILD !== '1') buildConsoleIfStale();
  const { plugins, modules } = await loadServerPlugins();
  const server = await createServer({
    dataDir: opts.dataDir,
    host: opts.host,
    port: opts.port,
    rootPassword: opts.rootPassword,
    plugins,
    pluginModules: modules,
    logger: { level: process.env.FATHOM_LOG_LEVEL ?? 'warn' },
  });
  process.stdout.write(`Fathom listening on ${server.url}\n`);
  return new Promise<number>(resolve => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`Fathom stopping (${signal})\n`);
      server.close().then(
        () => resolve(0),
        err => {
          process.stderr.write(`fathom start: ${err?.message ?? err}\n`);
          resolve(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
