import type Database from 'better-sqlite3';
import { openStore, type Store } from '../store/db';
import { FILE, IndexWriter, recomputeDuplicates } from './writer';

let store: Store;
let db: Database.Database;

beforeEach(async () => {
  store = await openStore({ filename: ':memory:' });
  db = store.sqlite;
});
afterEach(async () => {
  await store.close();
});

const hashOf = (n: number) => n.toString(16).padStart(64, '0');

function addFile(writer: IndexWriter, name: string, hash: string): number {
  const entry = { path: `/d/${name}`, name, isDirectory: false, size: 1, createTime: 0, modifyTime: 1000, accessTime: 0, owner: '', mode: '' };
  const id = writer.write(entry, null, undefined, { hash });
  writer.setContent(id, null, { hash }, true);
  return id;
}

const dupCounts = () =>
  Object.fromEntries(
    (db.prepare(`SELECT name, dup_count FROM idx_entries WHERE class_id = '${FILE}' ORDER BY name`).all() as { name: string; dup_count: number }[]).map(r => [
      r.name,
      r.dup_count,
    ]),
  );

test('dup_count counts the other live copies of a hash, in batches, and clears what it processed', () => {
  const writer = new IndexWriter(db, 'n1', 's', null);
  const other = new IndexWriter(db, 'n2', 's', null);
  addFile(writer, 'a', hashOf(1));
  addFile(writer, 'b', hashOf(1));
  addFile(other, 'c', hashOf(1)); // a copy on another node is a duplicate too
  for (let i = 0; i < 7; i++) addFile(writer, `u${i}`, hashOf(100 + i));

  expect(recomputeDuplicates(db, 3)).toBe(8);
  expect(dupCounts()).toEqual({ a: 2, b: 2, c: 2, u0: 0, u1: 0, u2: 0, u3: 0, u4: 0, u5: 0, u6: 0 });
  expect(db.prepare('SELECT COUNT(*) FROM idx_dirty_hashes').pluck().get()).toBe(0);

  const b = db
    .prepare("SELECT entry_id, class_id, name, size, modify_ms, content_hash, extract_status, signature, is_deleted FROM idx_entries WHERE name = 'b'")
    .get() as never;
  writer.markGone(b, '/d');
  expect(recomputeDuplicates(db)).toBe(1);
  expect(dupCounts()).toMatchObject({ a: 1, b: 0, c: 1, u0: 0 });
});

test('only rows whose count changes are written', () => {
  const writer = new IndexWriter(db, 'n1', 's', null);
  for (let i = 0; i < 50; i++) addFile(writer, `f${i}`, hashOf(i));
  db.exec(`CREATE TEMP TABLE writes (n INTEGER); INSERT INTO writes VALUES (0);
    CREATE TEMP TRIGGER count_writes AFTER UPDATE OF dup_count ON idx_entries BEGIN UPDATE writes SET n = n + 1; END;`);
  recomputeDuplicates(db);
  expect(db.prepare('SELECT n FROM writes').pluck().get()).toBe(0);

  addFile(writer, 'copy', hashOf(3));
  recomputeDuplicates(db);
  expect(db.prepare('SELECT n FROM writes').pluck().get()).toBe(2);
  expect(dupCounts()).toMatchObject({ f3: 1, copy: 1, f4: 0 });
});
