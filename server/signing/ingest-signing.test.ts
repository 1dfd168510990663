import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStoredSignature } from '@fathom/sdk/api/signing';
import { applyIngest, type IngestEntry } from '../scan/ingest';
import { openStore, type Store } from '../store/db';
import { loadSigningKey } from './keys';
import { signingPathMatcher } from './policy';
import { checkSignature, ContentSigner } from './record';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingest-signing-'));
  store = await openStore({ filename: join(dir, 'db.sqlite') });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = (path: string, hash: string | null, size = 10): IngestEntry => ({
  path,
  isDirectory: false,
  size,
  createTime: null,
  modifyTime: 1,
  accessTime: null,
  modifyMs: 1000,
  owner: null,
  mode: null,
  contentHash: hash,
  extractStatus: null,
  extractMessage: null,
  isDeleted: false,
});
const folder = (path: string): IngestEntry => ({ ...file(path, null, 0), isDirectory: true });
const signatureOf = (path: string) =>
  (
    store.sqlite.prepare("SELECT signature FROM idx_entries WHERE node_id = 'remote1' AND parent_path || '/' || name = ?").get(path) as {
      signature: string | null;
    }
  ).signature;

test('the platform signs what a collector sends under a signing path, and keeps the signature for the same content', () => {
  const key = loadSigningKey(dir);
  const signing = {
    signer: new ContentSigner(key, 'remote1', 'share'),
    signs: signingPathMatcher([
      { path: '/data/legal', signing: true, index: false },
      { path: '/data/misc', signing: false, index: false },
    ]),
  };
  const h1 = '1'.repeat(64);
  const batch = {
    service: 'share',
    entries: [folder('/data/legal'), folder('/data/misc'), file('/data/legal/a.pdf', h1), file('/data/misc/b.pdf', h1), file('/data/legal/unread.pdf', null)],
  };
  applyIngest(store.sqlite, 'remote1', 1, batch, signing);
  const first = signatureOf('/data/legal/a.pdf');
  expect(checkSignature(key, parseStoredSignature(first)!, { nodeId: 'remote1', service: 'share', path: '/data/legal/a.pdf', contentHash: h1, size: 10 })).toBe(
    true,
  );
  expect(signatureOf('/data/misc/b.pdf')).toBeNull();
  expect(signatureOf('/data/legal/unread.pdf')).toBeNull(); // no hash, nothing to sign

  applyIngest(store.sqlite, 'remote1', 2, batch, signing); // sent again: nothing changes
  expect(signatureOf('/data/legal/a.pdf')).toBe(first);

  applyIngest(store.sqlite, 'remote1', 3, { service: 'share', entries: [file('/data/legal/a.pdf', '2'.repeat(64), 11)] }, signing);
  const second = signatureOf('/data/legal/a.pdf');
  expect(second).not.toBe(first);
  expect(
    checkSignature(key, parseStoredSignature(second)!, {
      nodeId: 'remote1',
      service: 'share',
      path: '/data/legal/a.pdf',
      contentHash: '2'.repeat(64),
      size: 11,
    }),
  ).toBe(true);

  applyIngest(store.sqlite, 'remote1', 4, { service: 'share', entries: [file('/data/legal/a.pdf', '2'.repeat(64), 11)] }, null);
  expect(signatureOf('/data/legal/a.pdf')).toBeNull(); // signing no longer asked for
});
