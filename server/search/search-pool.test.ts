import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../store/db';
import { SearchPool } from './search-pool';

let dir: string;
let store: Store;
let pool: SearchPool;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-pool-'));
  store = await openStore({ filename: join(dir, 'db.sqlite') });
  pool = new SearchPool(store.sqlite.name, 1);
});
afterAll(async () => {
  await pool.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('searches run one after another in the same thread, which stays started between them', async () => {
  const first = await pool.rows({ sql: 'SELECT ? AS a, ? AS b', parameters: [1, true] });
  expect(first).toEqual({ names: ['a', 'b'], rows: [[1, 1]] });
  const threads = pool.threadIds;
  expect(threads).toHaveLength(1);
  for (let i = 0; i < 5; i++) expect((await pool.rows({ sql: 'SELECT unicode_fold(?)', parameters: ['Ä'] })).rows).toHaveLength(1);
  expect(pool.threadIds).toEqual(threads);
});

test('a search that fails answers its SQL error; a cancelled one stops, and the next search runs', async () => {
  const failed = (await pool.rows({ sql: 'SELECT * FROM no_such_table', parameters: [] }).catch(e => e)) as Error;
  expect([failed.name, failed.message]).toEqual(['SearchQueryFailed', expect.stringMatching(/no such table/)]);
  const cancel = new AbortController();
  const endless = pool.rows(
    { sql: 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 100000000) SELECT i FROM n', parameters: [] },
    cancel.signal,
  );
  setTimeout(() => cancel.abort(), 50);
  await expect(endless).rejects.toThrow('The search was cancelled.');
  expect((await pool.rows({ sql: 'SELECT 2', parameters: [] })).rows).toEqual([[2]]);
});

test('a task may count first: one thread hop answers a page and the count of all rows', async () => {
  const rows = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 500) SELECT i FROM n';
  const answer = await pool.rows({ sql: `${rows} ORDER BY i DESC LIMIT ?`, parameters: [3] }, undefined, {
    sql: `SELECT COUNT(*) FROM (${rows})`,
    parameters: [],
  });
  expect(answer).toEqual({ names: ['i'], rows: [[500], [499], [498]], count: 500 });
});
