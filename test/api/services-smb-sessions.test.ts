/**
 * Reads of the smb source through long-lived smbclient sessions, against a real Samba server started for the test:
 * many files read through a handful of smbclient processes (counted through the spawner), each file's bytes exact;
 * a file that cannot be read fails alone with the server's NT_STATUS text while the others in the same session are
 * read; no password on any command line; the temporary copies are gone once read; a wrong password is named.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { SmbSessions, type SmbSpawner } from '../../plugins/services/smb/server/sessions';
import { smbTarget, type SmbTarget } from '../../plugins/services/smb/server/smbclient';
import { fastTempDir } from './scan-fixture';
import { startSamba, type SambaPeer } from './samba-peer';

jest.setTimeout(120_000);
const N = 60;
let samba: SambaPeer;
let dir: string;
let t: SmbTarget;

function content(i: number): Buffer {
  // Sizes from a few bytes to several smbclient read blocks.
  return Buffer.alloc(i * 4099 + 7, `file ${i};`);
}

beforeAll(async () => {
  dir = fastTempDir('services-smb-sessions-');
  mkdirSync(join(dir, 'share', 'sub folder'), { recursive: true });
  for (let i = 0; i < N; i++) writeFileSync(join(dir, 'share', 'sub folder', `f;${i}.bin`), content(i));
  samba = await startSamba({ docs: join(dir, 'share') });
  t = smbTarget({ server: '127.0.0.1', shareName: 'docs', username: samba.username, password: samba.password, port: samba.port });
});
afterAll(async () => {
  await samba?.close();
  rmSync(dir, { recursive: true, force: true });
});

function counting(): { spawner: SmbSpawner; calls: { command: string; args: string[] }[] } {
  const calls: { command: string; args: string[] }[] = [];
  return {
    calls,
    spawner: (command, args, options): ChildProcessWithoutNullStreams => {
      calls.push({ command, args });
      return spawn(command, args, options);
    },
  };
}

async function bytes(s: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

const ownTemp = () => readdirSync(tmpdir()).filter(n => n.startsWith('fathom-smb-'));

test('N files are read through far fewer smbclient sessions, each exact; a missing one fails alone, named', async () => {
  const { spawner, calls } = counting();
  const sessions = new SmbSessions({ spawn: spawner, sessions: 2 });
  const before = new Set(ownTemp());
  const names = Array.from({ length: N }, (_, i) => `sub folder/f;${i}.bin`);
  names.splice(N / 2, 0, 'sub folder/nope.bin');
  // Eight at once, as the scan reads.
  const results: (Buffer | NodeJS.ErrnoException)[] = new Array(names.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < names.length) {
        const i = next++;
        results[i] = await sessions.read(t, names[i]).then(bytes, (e: NodeJS.ErrnoException) => e);
      }
    }),
  );
  const failed = results.filter(r => !(r instanceof Buffer)) as NodeJS.ErrnoException[];
  expect(failed).toHaveLength(1);
  expect(failed[0]).toMatchObject({ code: 'ENOENT', message: '//127.0.0.1/docs/sub folder/nope.bin does not exist' });
  names.forEach((n, i) => {
    if (n.endsWith('nope.bin')) return;
    expect((results[i] as Buffer).equals(content(Number(/f;(\d+)/.exec(n)![1])))).toBe(true);
  });
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(calls.length).toBeLessThanOrEqual(2);
  for (const c of calls) expect([c.command, ...c.args].join(' ')).not.toContain(samba.password);
  // A directory is not a file: smbclient's status is in the message, and the session goes on reading.
  await expect(sessions.read(t, 'sub folder')).rejects.toMatchObject({
    code: 'NT_STATUS_FILE_IS_A_DIRECTORY',
    message: expect.stringContaining('NT_STATUS_FILE_IS_A_DIRECTORY'),
  });
  expect((await bytes(await sessions.read(t, 'sub folder/f;3.bin'))).equals(content(3))).toBe(true);
  expect(calls.length).toBeLessThanOrEqual(2);
  await sessions.closeAll();
  expect(sessions.running).toBe(0);
  expect(ownTemp().filter(n => !before.has(n))).toEqual([]);
});

test('an idle session ends by itself and the next read opens a new one', async () => {
  const { spawner, calls } = counting();
  const sessions = new SmbSessions({ spawn: spawner, idleMs: 50 });
  await bytes(await sessions.read(t, 'sub folder/f;1.bin'));
  for (let i = 0; i < 100 && sessions.running > 0; i++) await new Promise(r => setTimeout(r, 20));
  expect(sessions.running).toBe(0);
  expect((await bytes(await sessions.read(t, 'sub folder/f;2.bin'))).equals(content(2))).toBe(true);
  expect(calls).toHaveLength(2);
  await sessions.closeAll();
});

test('a wrong password fails every queued read with the named connection failure', async () => {
  const sessions = new SmbSessions();
  const wrong = { ...t, password: 'not-the-password' };
  const reads = ['sub folder/f;1.bin', 'sub folder/f;2.bin'].map(n => sessions.read(wrong, n).then(bytes));
  for (const r of reads) await expect(r).rejects.toMatchObject({ name: 'AccessDenied' });
  await sessions.closeAll();
});

test('a stopped read is given up and its session ends once nothing else waits on it', async () => {
  const { spawner, calls } = counting();
  const sessions = new SmbSessions({ spawn: spawner });
  const stop = new AbortController();
  const read = sessions.read(t, `sub folder/f;${N - 1}.bin`, stop.signal);
  stop.abort();
  await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  for (let i = 0; i < 100 && sessions.running > 0; i++) await new Promise(r => setTimeout(r, 20));
  expect(sessions.running).toBe(0);
  expect((await bytes(await sessions.read(t, 'sub folder/f;4.bin'))).equals(content(4))).toBe(true);
  expect(calls).toHaveLength(2);
  await sessions.closeAll();
});
