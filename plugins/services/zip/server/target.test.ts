/**
 * The zip target writes members into one archive in place: each write adds (or replaces) a deflated member, and both
 * the zip source's reader and the system's unzip read the archive back.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { listMembers } from './archive';
import { zipTarget } from '.';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zip-target-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('members are added one by one, a same-named one replaced, and the archive tests clean with unzip', async () => {
  const archive = join(dir, 'out', 'export.zip');
  const params = { storePath: archive };
  const letter = Buffer.from('Dear Jane, your card 4111 1111 1111 1111.\n'.repeat(20_000));
  const noise = randomBytes(300_000);
  await zipTarget.write(params, 'letters/a.txt', Readable.from([letter.subarray(0, 5), letter.subarray(5)]));
  await zipTarget.write(params, 'noise.bin', noise);
  await zipTarget.write(params, 'letters/a.txt', Buffer.from('replaced'));
  await Promise.all(['c1.txt', 'c2.txt', 'c3.txt'].map(n => zipTarget.write(params, `many/${n}`, Buffer.from(`content of ${n}`))));
  const names = (await listMembers(archive)).filter(m => !m.isDirectory).map(m => m.name);
  expect(names.sort()).toEqual(['letters/a.txt', 'many/c1.txt', 'many/c2.txt', 'many/c3.txt', 'noise.bin']);
  expect((await collectBytes(await zipTarget.read!(params, 'noise.bin'))).equals(noise)).toBe(true);
  expect((await collectBytes(await zipTarget.read!(params, 'letters/a.txt'))).toString()).toBe('replaced');
  const t = spawnSync('unzip', ['-t', archive], { encoding: 'utf8' });
  expect(t.stdout).toMatch(/No errors detected/);
  const p = spawnSync('unzip', ['-p', archive, 'many/c2.txt'], { encoding: 'utf8' });
  expect(p.stdout).toBe('content of c2.txt');
  // The deflated letter took less room than the letter itself.
  expect(statSync(archive).size).toBeLessThan(noise.length + letter.length / 4);
  await zipTarget.remove!(params, 'noise.bin');
  expect((await listMembers(archive)).map(m => m.name)).not.toContain('noise.bin');
  expect(spawnSync('unzip', ['-t', archive], { encoding: 'utf8' }).stdout).toMatch(/No errors detected/);
  expect((await zipTarget.validate!(params)).entries.sort()).toEqual(['letters', 'many']);
});

test('a failed stream leaves the archive as it was; a file that is not a zip is refused by name', async () => {
  const archive = join(dir, 'keep.zip');
  const params = { storePath: archive };
  await zipTarget.write(params, 'one.txt', Buffer.from('one'));
  const before = readFileSync(archive);
  const failing = (async function* () {
    yield Buffer.from('partial');
    throw new Error('source went away');
  })();
  await expect(zipTarget.write(params, 'two.txt', failing)).rejects.toThrow('source went away');
  expect(readFileSync(archive).equals(before)).toBe(true);
  writeFileSync(join(dir, 'not.zip'), 'plain text, not an archive');
  await expect(zipTarget.write({ storePath: join(dir, 'not.zip') }, 'a.txt', Buffer.from('x'))).rejects.toThrow(/not a zip archive/);
  await expect(zipTarget.write({ storePath: join(dir, 'x.tar') }, 'a.txt', Buffer.from('x'))).rejects.toMatchObject({ errorName: 'NoSuchPath' });
});
