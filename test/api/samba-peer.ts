/**
 * A real Samba server for tests: smbd in the foreground with its own smb.conf, passdb, lock, pid, state and
 * cache directories in a temp dir, listening on a free port of 127.0.0.1, with one user and the shares asked for.
 * The user is the Unix account running the test (Samba maps every SMB user to a Unix one).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface SambaPeer {
  port: number;
  username: string;
  password: string;
  dir: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const c = connect(port, '127.0.0.1');
    c.on('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.on('error', () => resolve(false));
  });
}

/**
 * Starts smbd with shares name -> folder, read only unless named in opts.writable. Throws with smbd's own words when
 * it cannot start.
 */
export async function startSamba(shares: Record<string, string>, password = 'Share#Pass1', opts: { writable?: string[] } = {}): Promise<SambaPeer> {
  const dir = mkdtempSync(join(tmpdir(), 'samba-'));
  for (const d of ['private', 'lock', 'pid', 'state', 'cache', 'ncalrpc', 'log']) mkdirSync(join(dir, d));
  const port = await freePort();
  const conf = join(dir, 'smb.conf');
  const shareText = Object.entries(shares)
    .map(
      ([name, path]) => `[${name}]\n  path = ${path}\n  read only = ${opts.writable?.includes(name) ? 'no' : 'yes'}\n  valid users = ${userInfo().username}\n`,
    )
    .join('');
  writeFileSync(
    conf,
    `[global]
  workgroup = WORKGROUP
  server role = standalone server
  smb ports = ${port}
  bind interfaces only = yes
  interfaces = 127.0.0.1
  private dir = ${dir}/private
  lock directory = ${dir}/lock
  pid directory = ${dir}/pid
  state directory = ${dir}/state
  cache directory = ${dir}/cache
  ncalrpc dir = ${dir}/ncalrpc
  log file = ${dir}/log/log.%m
  passdb backend = tdbsam:${dir}/private/passdb.tdb
  disable netbios = yes
  server services = -nbt
  load printers = no
  printing = bsd
  printcap name = /dev/null
  disable spoolss = yes
${shareText}`,
  );
  const username = userInfo().username;
  const add = spawnSync('smbpasswd', ['-c', conf, '-a', '-s', username], { input: `${password}\n${password}\n`, encoding: 'utf8' });
  if (add.status !== 0) throw new Error(`smbpasswd could not add ${username}: ${add.stderr || add.stdout}`);
  // Its own process group: smbd ends its whole group when it stops, which must not include the test runner.
  const child: ChildProcess = spawn('/usr/sbin/smbd', ['-F', '--no-process-group', '--debug-stdout', '-d1', '-s', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', d => (output += d));
  child.stderr!.on('data', d => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 200 && !(await listening(port)); i++) {
    if (exited) throw new Error(`smbd did not start: ${output.trim()}`);
    await new Promise(r => setTimeout(r, 50));
  }
  if (!(await listening(port))) throw new Error(`smbd is not listening on ${port}: ${output.trim()}`);
  return {
    port,
    username,
    password,
    dir,
    close: async () => {
      if (!exited) {
        const gone = new Promise(r => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
