import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WalkListing } from '@fathom/sdk/server';
import { filesysConnector } from './index';
import { distinctRoots, excludeMatcher, localRoot } from './paths';
import { walkFilesys } from './walk';
import { modeString } from './owners';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'walk-'));
  const outside = mkdtempSync(join(tmpdir(), 'walk-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'outside');
  mkdirSync(join(dir, 'a/b/c'), { recursive: true });
  mkdirSync(join(dir, 'skip'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  writeFileSync(join(dir, 'top.txt'), 'hello');
  writeFileSync(join(dir, 'a/one.doc'), '12345678');
  writeFileSync(join(dir, 'a/b/two.tmp'), 'x');
  writeFileSync(join(dir, 'a/b/c/three.txt'), 'three');
  writeFileSync(join(dir, 'skip/hidden.txt'), 'no');
  writeFileSync(join(dir, 'node_modules/dep.js'), 'no');
  symlinkSync(outside, join(dir, 'link-out'));
  symlinkSync(join(dir, 'a'), join(dir, 'link-in'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function files(listings: Iterable<WalkListing>): string[] {
  const out: string[] = [];
  for (const l of listings) for (const e of l.entries) if (!e.isDirectory) out.push(e.path.slice(dir.length));
  return out.sort();
}

test('walks every file once, parents before children, never following links', () => {
  const listings = [...walkFilesys([dir], [])];
  expect(files(listings)).toEqual(['/a/b/c/three.txt', '/a/b/two.tmp', '/a/one.doc', '/node_modules/dep.js', '/skip/hidden.txt', '/top.txt']);
  const order = listings.map(l => l.directory.path.slice(dir.length) || '/');
  expect(order.indexOf('/a')).toBeLessThan(order.indexOf('/a/b'));
  expect(order.indexOf('/a/b')).toBeLessThan(order.indexOf('/a/b/c'));
  const one = listings.flatMap(l => l.entries).find(e => e.name === 'one.doc')!;
  expect(one.size).toBe(8);
  expect(one.owner).toBeTruthy();
  expect(one.mode).toMatch(/^[r-][w-][x-]{1}[r-][w-][x-][r-][w-][x-]$/);
});

test('exclude: a path with /* suffix, a backslash path and a name pattern', () => {
  const got = files(walkFilesys([dir + '/*'], [`${dir}/skip/*`, 'node_modules', '*.tmp']));
  expect(got).toEqual(['/a/b/c/three.txt', '/a/one.doc', '/top.txt']);
  const win = files(walkFilesys([dir], [`${dir}/a\\b`.replace(/\//g, '\\')]));
  expect(win).not.toContain('/a/b/two.tmp');
  expect(win).toContain('/a/one.doc');
});

test('a nested include root is walked once; a file root yields a partial listing; a missing root an error', () => {
  expect(files(walkFilesys([dir, `${dir}/a`], ['node_modules', 'skip'])).filter(f => f === '/a/one.doc')).toHaveLength(1);
  const [fileListing] = [...walkFilesys([`${dir}/top.txt`], [])];
  expect(fileListing.partial).toBe(true);
  expect(fileListing.entries.map(e => e.name)).toEqual(['top.txt']);
  const [missing] = [...walkFilesys([`${dir}/nope`], [])];
  expect(missing.error).toMatch(/does not exist/);
});

test('an include root inside an excluded path yields nothing', () => {
  expect([...walkFilesys([`${dir}/a/b`], [`${dir}/a`])]).toHaveLength(0);
});

test('the connector reads files and stops when aborted', async () => {
  expect((await filesysConnector.read({}, join(dir, 'top.txt'))).toString()).toBe('hello');
  const ac = new AbortController();
  ac.abort();
  expect([...(filesysConnector.walk({}, [dir], [], ac.signal) as Iterable<WalkListing>)]).toHaveLength(0);
});

test('path helpers', () => {
  expect(localRoot('//data/x/*')).toBe('/data/x');
  expect(localRoot('\\data\\y\\')).toBe('/data/y');
  expect(distinctRoots(['/d/a', '/d', '/d/a/b', '/e'])).toEqual(['/d', '/e']);
  const m = excludeMatcher(['/d/x/*', '*.bak', '/d/*/cache']);
  expect(m.excluded('/d/x', 'x')).toBe(true);
  expect(m.excluded('/d/f.bak', 'f.bak')).toBe(true);
  expect(m.excluded('/d/u/cache', 'cache')).toBe(true);
  expect(m.excluded('/d/u/other', 'other')).toBe(false);
  expect(modeString(0o100644)).toBe('rw-r--r--');
});
