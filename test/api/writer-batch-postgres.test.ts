/**
 * IndexWriter's held writes on PostgreSQL (server/index/writer-batch.ts): a read sees them, a commit keeps them,
 * a rollback drops them, and a new row whose key appeared meanwhile is written through the upsert with its text and
 * classifications under the existing id. Skipped (and says why) without FATHOM_TEST_PG_URL locally.
 */
import type { WalkEntry } from '@fathom/sdk/server';
import { IndexWriter } from '../../server/index/writer';
import { openStore, indexTargetOf, type Store } from '../../server/store/db';
import { openIndexDb, type IndexDb } from '../../server/store/index-db';
import { freshPostgresSchema, peerOrSkip } from './scale-peers';

let ready = false;
let store: Store;
let db: IndexDb;
let drop: () => Promise<void>;

beforeAll(async () => {
  ready = await peerOrSkip('PostgreSQL', 'FATHOM_TEST_PG_URL', process.env.FATHOM_TEST_PG_URL, 5432);
  if (!ready) return;
  const schema = await freshPostgresSchema();
  drop = schema.drop;
  store = await openStore({ filename: '', databaseUrl: schema.url });
  db = openIndexDb(indexTargetOf(store));
}, 60_000);

afterAll(async () => {
  if (!ready) return;
  db.close();
  await store.close();
  await drop();
});

const file = (path: string, size = 1): WalkEntry => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  isDirectory: false,
  size,
  createTime: 0,
  modifyTime: 1000,
  accessTime: 0,
  owner: '',
  mode: '',
});
const dir = (path: string): WalkEntry => ({ ...file(path, 0), isDirectory: true });
const names = () => (db.prepare("SELECT name FROM idx_entries WHERE class_id = 'idxobject' ORDER BY name").pluck().all() as string[]).join(',');

test('held rows are read, committed, or dropped by a rollback; a key that appeared meanwhile keeps its id', () => {
  if (!ready) return;
  const writer = new IndexWriter(db, 'n1', 'svc');
  db.exec('BEGIN');
  const d = writer.write(dir('/d'), null);
  const childNames = () => db.prepare('SELECT name FROM idx_entries WHERE parent_entry_id = ?').pluck().all(d) as string[];
  expect(childNames()).toEqual([]);
  writer.add(file('/d/a.txt'), d, { hash: 'h1', text: 'alpha words', classifications: [{ classification: 'PII', ruleId: 'r', confidence: 0.5, hitCount: 1 }] });
  writer.add(file('/d/b.txt'), d, { hash: 'h2' });
  expect(childNames()).toEqual(expect.arrayContaining(['a.txt', 'b.txt']));
  db.exec('COMMIT');
  const a = writer.byPath('/d/a.txt')!;
  expect(db.prepare('SELECT text FROM idx_content WHERE rowid = ?').pluck().get(a.entry_id)).toBe('alpha words');
  expect(db.prepare('SELECT classification FROM idx_classifications WHERE entry_id = ?').pluck().all(a.entry_id)).toEqual(['PII']);
  expect(db.prepare('SELECT hash FROM idx_dirty_hashes ORDER BY hash').pluck().all()).toEqual(['h1', 'h2']);

  db.exec('BEGIN');
  writer.add(file('/d/c.txt'), d, { hash: 'h3' });
  writer.setContent(a.entry_id, 'h1', { hash: 'h1b', text: 'beta', classifications: [] });
  db.exec('ROLLBACK');
  expect(names()).toBe('a.txt,b.txt');
  expect(db.prepare('SELECT text FROM idx_content WHERE rowid = ?').pluck().get(a.entry_id)).toBe('alpha words');

  // Another writer's row of the same key: the held new row becomes an upsert of it, its text under that id.
  const other = new IndexWriter(db, 'n1', 'svc');
  db.exec('BEGIN');
  writer.add(file('/d/e.txt', 5), d, { hash: 'h5', text: 'from the first' });
  const id = other.write(file('/d/e.txt', 7), d);
  db.exec('COMMIT');
  expect(writer.byPath('/d/e.txt')!.entry_id).toBe(id);
  expect(db.prepare('SELECT size FROM idx_entries WHERE entry_id = ?').pluck().get(id)).toBe(5);
  expect(db.prepare('SELECT text FROM idx_content WHERE rowid = ?').pluck().get(id)).toBe('from the first');

  // Updates of one entry: the later one that sets every column of the earlier replaces it; the text is the last one.
  db.exec('BEGIN');
  writer.clearContent(a.entry_id, 'h1');
  writer.write(file('/d/a.txt', 9), d, a.entry_id, { hash: 'h9' });
  writer.setContent(a.entry_id, null, { hash: 'h9', text: 'gamma' }, true);
  db.exec('COMMIT');
  expect(db.prepare('SELECT size, content_hash FROM idx_entries WHERE entry_id = ?').get(a.entry_id)).toEqual({ size: 9, content_hash: 'h9' });
  expect(db.prepare('SELECT text FROM idx_content WHERE rowid = ?').pluck().all(a.entry_id)).toEqual(['gamma']);
  expect(db.prepare('SELECT COUNT(*) FROM idx_classifications WHERE entry_id = ?').pluck().get(a.entry_id)).toBe(0);
});
