/** Search sessions on a file database of generated rows: expiry after disuse, ownership, per-user limit, sorting and
 * paging in SQL (non-ASCII text case-insensitively, ties in a stable order). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventBus } from '../events/bus';
import { openStore, type Store } from '../store/db';
import { TreeService } from '../tree/service';
import { SearchPool } from './search-pool';
import { MAX_SEARCHES_PER_USER, SearchSessions } from './session';
import { countSql, pageSql } from './session-page';
import { generateEntries, type TestEntry } from './test-index';

let dir: string;
let store: Store;
let entries: TestEntry[];
let sessions: SearchSessions;
/** Inserted in this order (entry ids 10001…): capital and small non-ASCII letters apart, as NOCASE alone would sort them. */
const UNICODE_NAMES = ['éclair-b', 'Ölfass', 'zebra', 'Éclair-a', 'Apple', 'öl', 'STRASSE-2', 'straße-1'];
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
    UNICODE_NAMES.forEach((name, i) =>
      insert.run({ ...entries[0], entry_id: 10_001 + i, class_id: 'idxobject', name, parent_path: '/unicode', size: i % 2, is_deleted: 0 }),
    );
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
    const p = await sessions.page(root, { searchId, objectOffset: 0, objectLimit: 1000 });
    if (p.isComplete) return p;
    await new Promise(r => setTimeout(r, 10));
  }
}

test('pages sort by any column; a search of another user is expired to the caller; disuse expires it', async () => {
  const s = await sessions.start(root, { query: "SELECT name, size FROM STORE('/') WHERE classId = 'idxobject'" });
  const done = await complete(s.searchId);
  const live = entries.filter(e => e.class_id === 'idxobject' && !e.is_deleted);
  expect(done.objectCount).toBe(live.length + UNICODE_NAMES.length);
  const bySize = await sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 5, orderBy: { field: 'size', direction: 'desc' } });
  expect(bySize.objects.map(o => o.size)).toEqual(
    live
      .map(e => e.size)
      .sort((a, b) => b - a)
      .slice(0, 5),
  );
  await expect(sessions.page(other, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
  sessions.sweep(Date.now() + 61_000); // a minute of disuse, without waiting for it
  await expect(sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
});

test(`a user holds at most ${MAX_SEARCHES_PER_USER} searches; the least recently used ends first`, async () => {
  const ids: string[] = [];
  for (let i = 0; i <= MAX_SEARCHES_PER_USER; i++) ids.push((await sessions.start(root, { query: `SELECT name FROM STORE('/') WHERE size > ${i}` })).searchId);
  await expect(sessions.page(root, { searchId: ids[0], objectOffset: 0, objectLimit: 1 })).rejects.toThrow('Search expired');
  expect((await complete(ids[ids.length - 1])).isComplete).toBe(true);
});

test('the SQL of a page orders and pages in SQLite: text folded beyond ASCII, nulls last, ties by entry id', () => {
  const inner = { sql: 'SELECT name, e.entry_id AS __entry FROM idx_entries e LIMIT ?', parameters: [25000] };
  const page = pageSql(inner, { order: { field: 'name', direction: 'desc', type: 'STRING' }, offset: 200, limit: 100, tieBreak: ['__entry'] });
  expect(page.sql).toBe(
    'SELECT * FROM (SELECT name, e.entry_id AS __entry FROM idx_entries e LIMIT ?) ORDER BY' +
      ' CASE WHEN length("name") = octet_length("name") THEN "name" ELSE unicode_fold("name") END COLLATE NOCASE DESC NULLS LAST,' +
      ' "__entry" ASC LIMIT ? OFFSET ?',
  );
  expect(page.parameters).toEqual([25000, 100, 200]);
  const bySize = pageSql({ sql: 'SELECT 1 AS "a""b"', parameters: [] }, { order: { field: 'a"b', direction: 'asc', type: 'NUMBER' }, offset: 0 });
  expect(bySize.sql).toBe('SELECT * FROM (SELECT 1 AS "a""b") ORDER BY "a""b" ASC NULLS LAST LIMIT ? OFFSET ?');
  expect(bySize.parameters).toEqual([-1, 0]);
  expect(countSql(inner)).toEqual({ sql: `SELECT COUNT(*) FROM (${inner.sql}) AS counted`, parameters: [25000] });
  // PostgreSQL: numbered parameters after the statement's own, a named sub-select, fathom_fold for text, LIMIT NULL for every row.
  const pg = pageSql(
    { sql: 'SELECT name FROM t WHERE x = $1', parameters: [7] },
    { order: { field: 'name', direction: 'asc', type: 'STRING' }, offset: 5, postgres: true },
  );
  expect(pg.sql).toBe('SELECT * FROM (SELECT name FROM t WHERE x = $1) AS page ORDER BY fathom_fold("name") COLLATE "C" ASC NULLS LAST LIMIT $2 OFFSET $3');
  expect(pg.parameters).toEqual([7, null, 5]);
});

test('pages come from SQL with ORDER BY and LIMIT/OFFSET, only their own rows crossing threads; pages join without gaps or repeats', async () => {
  const s = await sessions.start(root, { query: "SELECT name, size FROM STORE('/') WHERE classId = 'idxobject'" });
  const done = await complete(s.searchId);
  const spy = jest.spyOn(SearchPool.prototype, 'rows');
  try {
    const seen: { name: unknown; size: unknown }[] = [];
    for (let offset = 0; offset < done.objectCount; offset += 37) {
      const p = await sessions.page(root, { searchId: s.searchId, objectOffset: offset, objectLimit: 37, orderBy: { field: 'size', direction: 'asc' } });
      seen.push(...p.objects.map(o => ({ name: o.name, size: o.size })));
    }
    expect(spy.mock.calls.length).toBe(Math.ceil(done.objectCount / 37));
    const [query] = spy.mock.calls[1];
    expect(query.sql).toMatch(/ ORDER BY "size" ASC NULLS LAST, "__entry" ASC LIMIT \? OFFSET \?$/);
    expect(query.parameters.slice(-2)).toEqual([37, 37]);
    for (const r of spy.mock.results) expect(((await r.value) as { rows: unknown[] }).rows.length).toBeLessThanOrEqual(37);
    const live = entries.filter(e => e.class_id === 'idxobject' && !e.is_deleted);
    const expected = [
      ...live.map(e => ({ id: e.entry_id, name: e.name, size: e.size })),
      ...UNICODE_NAMES.map((name, i) => ({ id: 10_001 + i, name, size: i % 2 })),
    ].sort((a, b) => a.size - b.size || a.id - b.id);
    expect(seen).toEqual(expected.map(({ name, size }) => ({ name, size })));
  } finally {
    spy.mockRestore();
  }
});

test('text sorts case-insensitively beyond ASCII in either direction; tied names keep entry order', async () => {
  const s = await sessions.start(root, { query: "SELECT name, size FROM STORE('/') WHERE parentPath = '/unicode'" });
  await complete(s.searchId);
  const names = async (direction: 'asc' | 'desc') =>
    (await sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 100, orderBy: { field: 'name', direction } })).objects.map(o => o.name);
  // ß folds to ss: STRASSE-2 and straße-1 compare as strasse-2 and strasse-1.
  expect(await names('asc')).toEqual(['Apple', 'straße-1', 'STRASSE-2', 'zebra', 'Éclair-a', 'éclair-b', 'öl', 'Ölfass']);
  expect(await names('desc')).toEqual(['Ölfass', 'öl', 'éclair-b', 'Éclair-a', 'zebra', 'STRASSE-2', 'straße-1', 'Apple']);
  const bySize = await sessions.page(root, { searchId: s.searchId, objectOffset: 0, objectLimit: 100, orderBy: { field: 'size', direction: 'desc' } });
  // Ties (size 1, then size 0) in entry order, the order the names were inserted.
  expect(bySize.objects.map(o => o.name)).toEqual(['Ölfass', 'Éclair-a', 'öl', 'straße-1', 'éclair-b', 'zebra', 'Apple', 'STRASSE-2']);
});
