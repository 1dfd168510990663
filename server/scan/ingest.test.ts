import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../store/db';
import { applyIngest, checkIngestBatch, IngestError, ingestChunks, type IngestEntry } from './ingest';

const file = (path: string, text = ''): IngestEntry => ({
  path,
  isDirectory: false,
  size: text.length,
  createTime: null,
  modifyTime: 1_700_000_000,
  accessTime: null,
  modifyMs: 1_700_000_000_000,
  owner: null,
  mode: null,
  contentHash: null,
  extractStatus: 'ok',
  extractMessage: null,
  isDeleted: false,
  text,
});
const dir = (path: string): IngestEntry => ({ ...file(path), isDirectory: true, extractStatus: null, text: undefined });

test('a batch is written in parts of at most 100 entries or about 1 MB of text, in the order sent', () => {
  const entries = [dir('/data'), ...Array.from({ length: 249 }, (_, i) => file(`/data/f${i}.txt`, 'x'.repeat(10)))];
  const parts = ingestChunks({ service: 's', entries });
  expect(parts.map(p => p.entries.length)).toEqual([100, 100, 50]);
  expect(parts.flatMap(p => p.entries)).toEqual(entries);
  const big = [file('/a', 'x'.repeat(700_000)), file('/b', 'y'.repeat(700_000)), file('/c', 'z')];
  expect(ingestChunks({ service: 's', entries: big }).map(p => p.entries.map(e => e.path))).toEqual([['/a'], ['/b', '/c']]);
  expect(ingestChunks({ service: 's', entries: [] })).toEqual([{ service: 's', entries: [] }]);
});

test('a bad entry anywhere refuses the whole batch before any part is written', () => {
  const entries = [...Array.from({ length: 150 }, (_, i) => file(`/f${i}.txt`)), file('relative.txt')];
  expect(() => checkIngestBatch({ service: 's', entries })).toThrow(IngestError);
  expect(() => checkIngestBatch({ service: 's', entries })).toThrow('entries[150].path must be an absolute path.');
});

test('parts written one after another file each entry under the parent an earlier part wrote', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'fathom-ingest-'));
  const store = await openStore({ filename: join(tmp, 'p.db') });
  try {
    const entries = [dir('/data'), ...Array.from({ length: 150 }, (_, i) => file(`/data/f${i}.txt`, `note ${i}`))];
    for (const part of ingestChunks({ service: 's', entries })) applyIngest(store.sqlite, 'n1', 1, part);
    const rows = store.sqlite
      .prepare("SELECT COUNT(*) AS c, COUNT(DISTINCT parent_entry_id) AS parents FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxobject'")
      .get();
    expect(rows).toEqual({ c: 150, parents: 1 });
  } finally {
    await store.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});
