import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { call } from './helpers';

const running = new Set<ChildProcess>();
afterAll(() => { for (const c of running) c.kill('SIGKILL'); });

/** Runs `fathom start` until it prints the listening line; resolves with the URL and everything printed so far. */
function start(dataDir: string): Promise<{ child: ChildProcess; url: string; out: () => string }> {
  const env = { ...process.env, FATHOM_SKIP_CONSOLE_BUILD: '1', FATHOM_ROOT_PASSWORD: '' };
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', '0', '--data-dir', dataDir], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', d => {
      out += d;
      const m = /Fathom listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], out: () => out });
    });
    child.stderr!.on('data', d => { out += d; });
    child.on('exit', code => reject(new Error(`fathom start exited with ${code}: ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise(resolve => { child.once('exit', code => resolve(code)); child.kill('SIGTERM'); });
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
    child.stderr!.on('data', d => { err += d; });
    const code = await new Promise(resolve => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('unknown option --colour');
  }, 30_000);
});
