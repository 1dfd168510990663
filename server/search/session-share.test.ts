/**
 * Search sessions shared through Redis (FATHOM_TEST_REDIS_URL) by two SearchSessions on one database, as two server
 * processes would: a search started on one pages (in any order) on the other, a cancel or the per-user limit on
 * either ends it for both, another user cannot page it, and idling out of one process's memory does not end it.
 * Skipped (and says why) without Redis locally; under CI=true it must run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchResult } from '@fathom/sdk/api/search-wire';
import { peerOrSkip } from '../../test/api/scale-peers';
import { InMemoryEventBus } from '../events/bus';
import { openStore, type Store } from '../store/db';
import { TreeService } from '../tree/service';
import { MAX_SEARCHES_PER_USER, SEARCH_RUNNER_GONE, SearchSessions } from './session';
import { RedisSessionStore } from './session-share';
import { generateEntries } from './test-index';

const REDIS_URL = process.env.FATHOM_TEST_REDIS_URL;
const EXPIRY_MS = 60_000;
let ready = false;
let dir: string;
let store: Store;
let one: SearchSessions;
let two: SearchSessions;
const root = { userObjectId: 'u-root', homeId: 'o-root', isRoot: true };
const other = { userObjectId: 'u-2', homeId: 'o-root', isRoot: true };
const platform = `test-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  ready = await peerOrSkip('Redis', 'FATHOM_TEST_REDIS_URL', REDIS_URL, 6379);
  if (!ready) return;
  dir = mkdtempSync(join(tmpdir(), 'search-share-'));
  const dbFile = join(dir, 'db.sqlite');
  store = await openStore({ filename: dbFile });
  const insert = store.sqlite.prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, name, parent_path, size, store_time, is_deleted)
    VALUES (@entry_id, @node_id, @service, @class_id, @name, @parent_path, @size, @store_time, @is_deleted)`);
  store.sqlite.transaction(() => {
    for (const e of generateEntries(300)) insert.run(e);
  })();
  // One platform (its own key prefix, so runs never meet), two processes' worth of sessions.
  const sessions = () =>
    new SearchSessions({
      store,
      tree: new TreeService(store, new InMemoryEventBus()),
      dbFile,
      expiryMs: EXPIRY_MS,
      shared: RedisSessionStore.connect(REDIS_URL!, async () => platform, EXPIRY_MS),
    });
  one = sessions();
  two = sessions();
});
afterAll(async () => {
  if (!ready) return;
  one.closeAll();
  two.closeAll();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls a page on `on` until the search is complete there. */
async function complete(on: SearchSessions, searchId: string): Promise<SearchResult> {
  for (;;) {
    const p = await on.page(root, { searchId, objectOffset: 0, objectLimit: 1000 });
    if (p.isComplete) return p;
    await new Promise(r => setTimeout(r, 10));
  }
}

test('a search started on one pages on the other, in its order and in any column order', async () => {
  if (!ready) return;
  const s = await one.start(root, { query: "SELECT name, size FROM STORE('/') WHERE classId = 'idxobject'" });
  const there = await complete(two, s.searchId);
  const here = await complete(one, s.searchId);
  expect(there.objectCount).toBe(here.objectCount);
  expect(there.objectCount).toBeGreaterThan(40);
  expect(there.statement).toBe(here.statement);
  for (const orderBy of [undefined, { field: 'size', direction: 'desc' as const }, { field: 'name', direction: 'asc' as const }]) {
    const page = (on: SearchSessions) => on.page(root, { searchId: s.searchId, objectOffset: 20, objectLimit: 20, orderBy });
    expect((await page(two)).objects).toEqual((await page(one)).objects);
  }
  await expect(two.page(other, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
  expect(await two.cancel(other, s.searchId)).toEqual({ searchId: s.searchId, cancelled: false });
});

test('a cancel on either process ends the search on both', async () => {
  if (!ready) return;
  const s = await one.start(root, { query: "SELECT name FROM STORE('/') WHERE size > 10" });
  await complete(two, s.searchId);
  expect(await two.cancel(root, s.searchId)).toEqual({ searchId: s.searchId, cancelled: true });
  await expect(one.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
  await expect(two.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
});

test(`the limit of ${MAX_SEARCHES_PER_USER} searches per user counts the searches of both processes`, async () => {
  if (!ready) return;
  const ids: string[] = [];
  for (let i = 0; i <= MAX_SEARCHES_PER_USER; i++)
    ids.push((await (i % 2 ? two : one).start(root, { query: `SELECT name FROM STORE('/') WHERE size > ${i}` })).searchId);
  for (const on of [one, two]) await expect(on.page(root, { searchId: ids[0], objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
  expect((await complete(two, ids[1])).isComplete).toBe(true);
  expect((await complete(one, ids[ids.length - 1])).isComplete).toBe(true);
});

test('a search idle in one process memory lives on while the other uses it', async () => {
  if (!ready) return;
  const s = await one.start(root, { query: "SELECT name FROM STORE('/') WHERE size > 20" });
  const done = await complete(one, s.searchId);
  one.sweep(Date.now() + EXPIRY_MS + 1); // the copy of the process that started it is dropped from its memory
  expect((await two.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 5 })).objectCount).toBe(done.objectCount);
  expect((await one.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 5 })).objectCount).toBe(done.objectCount);
});

test('a search whose process stopped before completing it fails for the process that pages it, with the reason', async () => {
  if (!ready) return;
  const s = await one.start(root, { query: "SELECT name FROM STORE('/') WHERE size > 30" });
  await complete(one, s.searchId);
  // The same search as a process that died mid-search left it: incomplete, its runner gone.
  const direct = RedisSessionStore.connect(REDIS_URL!, async () => platform, EXPIRY_MS);
  try {
    const record = (await direct.load(s.searchId))!;
    const orphan = { ...record, searchId: `${s.searchId}-orphan`, isComplete: false, completeTime: null, runner: 'gone-host:1:dead' };
    await direct.save(orphan);
    const page = await two.page(root, { searchId: orphan.searchId, objectOffset: 0, objectLimit: 10 });
    expect(page).toMatchObject({ isComplete: true, objects: [] });
    expect(page.messages.map(m => m.message)).toContain(`The search failed: ${SEARCH_RUNNER_GONE}`);
    // Failed for every process, not only the one that found it.
    expect((await one.page(root, { searchId: orphan.searchId, objectOffset: 0, objectLimit: 10 })).messages).toEqual(page.messages);
    // A runner still there is waited for, not failed.
    expect(await direct.runnerAlive(direct.processId)).toBe(true);
  } finally {
    await direct.close();
  }
});
