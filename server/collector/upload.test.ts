import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WalkEntry } from '@fathom/sdk/server';
import { IndexWriter } from '../index/writer';
import type { IngestEntry } from '../scan/ingest';
import { openStore, type Store } from '../store/db';
import { installUploadQueue, Uploader } from './upload';

const entry = (path: string, isDirectory: boolean, size = 0): WalkEntry => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1) || '/',
  isDirectory,
  size,
  createTime: 0,
  modifyTime: 1_700_000_000_000,
  accessTime: 1_700_000_000_000,
  owner: 'ann',
  mode: 'rw-r--r--',
});

describe('collector upload queue', () => {
  let dir: string;
  let store: Store;
  const sent: { service: string; entries: IngestEntry[] }[] = [];
  const target = {
    objectId: 'node1',
    post: async <T>(_path: string, body: Record<string, unknown>) => {
      sent.push(body as never);
      return {} as T;
    },
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fathom-upload-'));
    store = await openStore({ filename: join(dir, 'c.db') });
    installUploadQueue(store);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends rows as the scan writes them, parents first, and again when a row changes after it was sent', async () => {
    const writer = new IndexWriter(store.sqlite, 'node1', 'docs', 7);
    const uploader = new Uploader(store, target, 7);
    const root = writer.write(entry('/data', true), null);
    const a = writer.write(entry('/data/a.txt', false, 5), root);
    expect(await uploader.flush()).toBe(2);
    expect(sent.flatMap(b => b.entries.map(e => e.path))).toEqual(['/data', '/data/a.txt']);
    expect(await uploader.flush()).toBe(0);

    // The hash arrives later; a new directory and file appear; the first directory's row changes last.
    writer.setContent(a, null, { hash: 'h1', extractStatus: 'OK', text: 'hello jane@example.org', classifications: [], hits: [] });
    const sub = writer.write(entry('/data/sub', true), root);
    writer.write(entry('/data/sub/b.txt', false, 3), sub);
    writer.write(entry('/data', true, 8), null, root);
    sent.length = 0;
    expect(await uploader.flush()).toBe(4);
    const paths = sent.flatMap(b => b.entries.map(e => e.path));
    expect(paths).toEqual(['/data', '/data/a.txt', '/data/sub', '/data/sub/b.txt']);
    const file = sent.flatMap(b => b.entries).find(e => e.path === '/data/a.txt')!;
    expect(file).toMatchObject({ contentHash: 'h1', extractStatus: 'OK', text: 'hello jane@example.org' });

    uploader.forgetSent();
    expect((store.sqlite.prepare('SELECT COUNT(*) AS n FROM upload_queue').get() as { n: number }).n).toBe(0);
  });

  it("sends only its own task's rows", async () => {
    const other = new IndexWriter(store.sqlite, 'node1', 'docs', 8);
    other.write(entry('/elsewhere', true), null);
    sent.length = 0;
    expect(await new Uploader(store, target, 7).flush()).toBe(0);
    expect(await new Uploader(store, target, 8).flush()).toBe(1);
  });
});
