/** The index as the actions plugin reads it: which of some files a scan wrote (in pages), and a file's stored text. */
import { openStore, type Store } from '../store/db';
import { indexedFilesOf } from './indexed-files';

let store: Store;
const base = { service: 'docs', class_id: 'idxobject', parent_entry_id: null, parent_path: '/', size: 1, store_time: 0, is_deleted: 0 };

beforeAll(async () => {
  store = await openStore({ filename: ':memory:' });
  const insert = store.sqlite
    .prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, parent_entry_id, name, parent_path, size, store_time, is_deleted, scan_id)
    VALUES (@entry_id, @node_id, @service, @class_id, @parent_entry_id, @name, @parent_path, @size, @store_time, @is_deleted, @scan_id)`);
  // 1200 files of n1: the even ones written by scan 7, the odd ones by scan 6; one file of n2 written by scan 7.
  for (let id = 1; id <= 1200; id++) insert.run({ ...base, entry_id: id, node_id: 'n1', name: `f${id}`, scan_id: id % 2 ? 6 : 7 });
  insert.run({ ...base, entry_id: 2000, node_id: 'n2', name: 'other', scan_id: 7 });
  store.sqlite.prepare('INSERT INTO idx_content (rowid, text) VALUES (?, ?)').run(2, 'the text of f2');
});
afterAll(() => store.close());

test('of the files named, those the scan wrote into the node, past one page of ids', async () => {
  const files = indexedFilesOf(store);
  const named = [...Array.from({ length: 1200 }, (_, i) => `e${i + 1}`), 'e2000', 'n1', 'e9999'];
  const written = await files.writtenBy('n1', 7, named);
  expect(written.size).toBe(600);
  expect([...written].every(id => Number(id.slice(1)) % 2 === 0 && Number(id.slice(1)) <= 1200)).toBe(true);
  expect(await files.writtenBy('n2', 7, named)).toEqual(new Set(['e2000']));
  expect(await files.writtenBy('n1', 8, named)).toEqual(new Set());
});

test("a file's text is what the index stored; null without any or for an id that names no entry", async () => {
  const files = indexedFilesOf(store);
  expect(await files.textOf('e2')).toBe('the text of f2');
  expect(await files.textOf('e4')).toBeNull();
  expect(await files.textOf('n1')).toBeNull();
});
