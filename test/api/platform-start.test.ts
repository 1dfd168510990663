import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { call } from './helpers';

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const c of running) c.kill('SIGKILL');
});

/** Runs `fathom start` until it prints the listening line; resolves with the URL and everything printed so far. */
function start(dataDir: string): Promise<{ child: ChildProcess; url: string; out: () => string }> {
  const env = { ...process.env, FATHOM_SKIP_CONSOLE_BUILD: '1', FATHOM_ROOT_PASSWORD: '' };
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', '0', '--data-dir', dataDir], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', d => {
      out += d;
      const m = /Fathom listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], out: () => out });
    });
    child.stderr!.on('data', d => {
      out += d;
    });
    child.on('exit', code => reject(new Error(`fathom start exited with ${code}: ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise(resolve => {
    child.once('exit', code => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('fathom start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a generated root password once, listens, and stops cleanly on SIGTERM', async () => {
    const first = await start(dataDir);
    const password = /Root password: (\S+)/.exec(first.out())?.[1];
    expect(password).toBeDefined();
    const login = await call<{ token: string }>(first.url, 'POST', '/login', { userId: 'root', password });
    expect(login.status).toBe(200);
    expect(await stop(first.child)).toBe(0);

    const second = await start(dataDir);
    expect(second.out()).not.toContain('Root password');
    expect((await call(second.url, 'POST', '/login', { userId: 'root', password })).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 60_000);

  it('refuses unknown options with exit code 2', async () => {
    const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--colour', 'blue'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', d => {
      err += d;
    });
    const code = await new Promise(resolve => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('unknown option --colour');
  }, 30_000);

  /** Runs `fathom start` expecting it to refuse; answers the exit code, stderr and whether the data dir was created. */
  async function refused(args: string[], env: Record<string, string> = {}, dataDir?: string): Promise<{ code: unknown; err: string; created: boolean }> {
    const dir = dataDir ?? join(mkdtempSync(join(tmpdir(), 'fathom-refuse-')), 'data');
    const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--data-dir', dir, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FATHOM_SKIP_CONSOLE_BUILD: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let err = '';
    child.stderr!.on('data', d => {
      err += d;
    });
    const code = await new Promise(resolve => child.on('exit', resolve));
    return { code, err, created: existsSync(dir) };
  }

  it('names a bad port, a port in use and a host that is not this machine before creating anything', async () => {
    const badPort = await refused([], { FATHOM_PORT: 'eighty' });
    expect(badPort).toMatchObject({ code: 2, created: false });
    expect(badPort.err).toContain('FATHOM_PORT must be a port number (0-65535), not eighty');

    const busy = createServer();
    await new Promise<void>(r => busy.listen(0, '127.0.0.1', () => r()));
    const port = String((busy.address() as AddressInfo).port);
    const inUse = await refused(['--port', port]);
    busy.close();
    expect(inUse).toMatchObject({ code: 2, created: false });
    expect(inUse.err).toContain(`port ${port} is already in use`);

    const host = await refused(['--port', '0'], { FATHOM_HOST: '192.0.2.1' });
    expect(host).toMatchObject({ code: 2, created: false });
    expect(host.err).toContain('192.0.2.1 is not an address of this machine');

    const file = join(mkdtempSync(join(tmpdir(), 'fathom-refuse-')), 'plain-file');
    writeFileSync(file, 'not a directory');
    const notDir = await refused(['--port', '0'], {}, join(file, 'data'));
    expect(notDir.code).toBe(2);
    expect(notDir.err).toContain(`${file} is a file, not a directory (set --data-dir or FATHOM_DATA_DIR)`);
  }, 60_000);
});
