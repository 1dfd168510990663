/** The data stamp changes with this connection's writes and with another connection's commits, not with reads. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from './db';
import { AnswersOfVersion, dataVersion } from './data-version';

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-data-version-'));
  store = await openStore({ filename: join(dir, 'fathom.db') });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the stamp moves on writes of either connection and stays on reads', () => {
  const first = dataVersion(store)!;
  store.sqlite.prepare('SELECT COUNT(*) FROM idx_entries').get();
  expect(dataVersion(store)).toBe(first);
  store.sqlite.prepare(`INSERT INTO settings (key, value) VALUES ('stamp-test', '1')`).run();
  const own = dataVersion(store)!;
  expect(own).not.toBe(first);
  const other = new Database(join(dir, 'fathom.db'));
  other.prepare(`UPDATE settings SET value = '2' WHERE key = 'stamp-test'`).run();
  other.close();
  expect(dataVersion(store)).not.toBe(own);
});

test('a kept answer is given back only under its stamp, and the least recently used goes first', () => {
  const kept = new AnswersOfVersion(2, 10);
  kept.set('a', 'v1', Buffer.from('A'));
  kept.set('b', 'v1', Buffer.from('B'));
  expect(kept.get('a', 'v1')).toEqual(Buffer.from('A'));
  kept.set('c', 'v1', Buffer.from('C'));
  expect(kept.get('b', 'v1')).toBeUndefined();
  expect(kept.get('a', 'v2')).toBeUndefined();
  expect(kept.get('a', 'v1')).toBeUndefined();
  kept.set('long', 'v1', Buffer.alloc(11));
  expect(kept.get('long', 'v1')).toBeUndefined();
  expect(kept.get('c', 'v1')).toEqual(Buffer.from('C'));
});
