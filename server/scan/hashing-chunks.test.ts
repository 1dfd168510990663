import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HASH_CHUNK, hashLocalFile, hashOne, io } from './hashing';
import type { SourceConnector } from '@fathom/sdk/server';

let dir: string;
let file: string;
const content = Buffer.alloc(Math.round(HASH_CHUNK * 3.5));
for (let i = 0; i < content.length; i++) content[i] = (i * 31 + (i >> 11)) & 0xff;
const sha = createHash('sha256').update(content).digest('hex');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hash-chunks-'));
  file = join(dir, 'big.bin');
  writeFileSync(file, content);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

const filesys = {
  type: 'filesys',
  walk: () => [],
  read: async () => Buffer.alloc(0),
  readSync: () => {
    throw new Error('a local file is never read whole to be hashed');
  },
} as SourceConnector;

test('a local file is hashed in chunks of at most HASH_CHUNK, never read whole', () => {
  const reads = jest.spyOn(io, 'readSync');
  const r = hashOne(filesys, {}, { id: 1, path: file, size: content.length, keepBytes: false });
  expect(r).toEqual({ id: 1, hash: sha, bytesRead: content.length });
  const lengths = reads.mock.calls.map(c => (c as unknown[])[3] as number);
  expect(lengths.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...lengths)).toBeLessThanOrEqual(HASH_CHUNK);
  // One buffer for every file of the thread: the second file reads into the same memory as the first.
  const buffers = new Set(reads.mock.calls.map(c => ((c as unknown[])[1] as Buffer).buffer));
  hashLocalFile(file, false, content.length);
  for (const c of reads.mock.calls) buffers.add(((c as unknown[])[1] as Buffer).buffer);
  expect(buffers.size).toBe(1);
});

test('a file kept for extraction is read in chunks straight into one buffer of its size', () => {
  const reads = jest.spyOn(io, 'readSync');
  const r = hashLocalFile(file, true, content.length);
  expect(r.hash).toBe(sha);
  expect(Buffer.from(r.bytes!).equals(content)).toBe(true);
  expect(Math.max(...reads.mock.calls.map(c => (c as unknown[])[3] as number))).toBeLessThanOrEqual(HASH_CHUNK);
});

test('a file that grew since the walk is hashed whole but not kept; a missing file answers its error code', () => {
  const r = hashLocalFile(file, true, 1000);
  expect(r.hash).toBe(sha);
  expect(r.bytesRead).toBe(content.length);
  expect(r.bytes).toBeUndefined();
  expect(hashOne(filesys, {}, { id: 2, path: join(dir, 'gone'), size: 1, keepBytes: false })).toMatchObject({ hash: null, error: 'ENOENT' });
});
