/** Search sessions on a file database of generated rows: expiry after disuse, ownership, per-user limit, sorting. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventBus } from '../events/bus';
import { openStore, type Store } from '../store/db';
import { TreeService } from '../tree/service';
import { MAX_SEARCHES_PER_USER, SearchSessions } from './session';
import { generateEntries, type TestEntry } from './test-index';

let dir: string;
let store: Store;
let entries: TestEntry[];
let sessions: SearchSessions;
const root = { userObjectId: 'u-root', homeId: 'o-root', isRoot: true };
const other = { userObjectId: 'u-2', homeId: 'o-root', isRoot: true };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-session-'));
  store = await openStore({ filename: join(dir, 'db.sqlite') });
  entries = generateEntries(500);
  const insert = store.sqlite.prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, name, parent_path, size, store_time, is_deleted)
    VALUES (@entry_id, @node_id, @service, @class_id, @name, @parent_path, @size, @store_time, @is_deleted)`);
  store.sqlite.transaction(() => {
    for (const e of entries) insert.run(e);
  })();
  sessions = new SearchSessions({ store, tree: new TreeService(store, new InMemoryEventBus()), dbFile: join(dir, 'db.sqlite'), expiryMs: 60_000 });
});
afterAll(async () => {
  sessions.closeAll();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls until the search is complete. Each search reads in a worker thread of its own, whose start on a busy
 * machine takes seconds; the test's timeout bounds the wait, not a count of polls. */
async function complete(searchId: string) {
  for (;;) {
    const p = sessions.page(root, { searchId, objectOffset: 0, objectLimit: 1000 });
    if (p.isComplete) return p;
    await new Promise(r => setTimeout(r, 10));
  }
}

test('pages sort by any column; a search of another user is expired to the caller; disuse expires it', async () => {
  const s = await sessions.start(root, { query: "SELECT name, size FROM STORE('/') WHERE classId = 'idxobject'" });
  const done = await complete(s.searchId);
  const live = entries.filter(e => e.class_id === 'idxobject' && !e.is_deleted);
  expect(done.objectCount).toBe(live.length);
  const bySize = sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 5, orderBy: { field: 'size', direction: 'desc' } });
  expect(bySize.objects.map(o => o.size)).toEqual(
    live
      .map(e => e.size)
      .sort((a, b) => b - a)
      .slice(0, 5),
  );
  expect(() => sessions.page(other, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).toThrow('Search expired');
  sessions.sweep(Date.now() + 61_000); // a minute of disuse, without waiting for it
  expect(() => sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).toThrow('Search expired');
});

test(`a user holds at most ${MAX_SEARCHES_PER_USER} searches; the least recently used ends first`, async () => {
  const ids: string[] = [];
  for (let i = 0; i <= MAX_SEARCHES_PER_USER; i++) ids.push((await sessions.start(root, { query: `SELECT name FROM STORE('/') WHERE size > ${i}` })).searchId);
  expect(() => sessions.page(root, { searchId: ids[0], objectOffset: 0, objectLimit: 1 })).toThrow('Search expired');
  expect((await complete(ids[ids.length - 1])).isComplete).toBe(true);
});
