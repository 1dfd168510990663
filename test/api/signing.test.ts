/**
 * Content signing end to end: a source signs one folder and not another; scanned files verify against the
 * platform's public key; changed content, a tampered signature and a deleted file are each named; rescans keep
 * a signature while the content is the same; the private key never leaves its 0600 file.
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNING_PATHS, parseStoredSignature, type SigningKeyInfo, type VerifyResult } from '@fathom/sdk/api/signing';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { SIGNING_KEY_FILE } from '../../server/signing/keys';
import { canonicalRecord } from '../../server/signing/record';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { runStepsOnStore, storeRows, write } from '../../server/store/sql-steps';
import { startServer, type CallResult, type Client, type Method, type TestServer } from './helpers';
import { fastTempDir } from './scan-fixture';

jest.setTimeout(60_000);
let srv: TestServer;
let root: Client;
let dir: string;
let collector: string;
/** Every answer body the tests received, to prove the private key is in none. */
const answers: string[] = [];

async function api<T = any>(method: Method, path: string, payload?: Record<string, unknown>): Promise<CallResult<T>> {
  const r = await root.call<T>(method, path, payload);
  answers.push(JSON.stringify(r.body));
  return r;
}
async function ok<T = any>(method: Method, path: string, payload?: Record<string, unknown>): Promise<T> {
  const r = await api<T>(method, path, payload);
  if (r.body.status !== 'OK') throw new Error(`${method} ${path}: ${r.status} ${r.body.error.name}: ${r.body.error.message}`);
  return r.body.data;
}
const verifyFile = (objectId: string) => ok<VerifyResult>('GET', SIGNING_PATHS.verify, { objectId });

async function setSources(signSigned: boolean): Promise<void> {
  await ok('POST', '/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'docs',
          mode: 'Source',
          parameters: {},
          include: [
            { path: join(dir, 'signed'), signing: signSigned, index: false },
            { path: join(dir, 'plain'), signing: false, index: false },
          ],
          exclude: [],
        },
      ],
    },
  });
}

async function scan(): Promise<void> {
  const task = await ok('PUT', '/database/control', { objectId: collector, commandId: 'scan' });
  for (let i = 0; i < 600; i++) {
    const s = await ok<TaskStatusData>('GET', '/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.some(h => h.taskId === task.taskId)) {
      expect(s.history.find(h => h.taskId === task.taskId)).toMatchObject({ status: 10 });
      return;
    }
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('the scan did not finish');
}

/** One statement written into the store, on either dialect. */
const dbRun = (statement: string, ...params: unknown[]) =>
  runStepsOnStore(
    srv.server.store,
    function* () {
      yield write(statement, ...params);
    },
    { write: true },
  );

/** The id and stored signature of the file at path, read from the index. */
async function entry(path: string): Promise<{ objectId: string; signature: string | null; entryId: number }> {
  const slash = path.lastIndexOf('/');
  const [row] = await storeRows<{ entry_id: number; signature: string | null }>(
    srv.server.store,
    'SELECT entry_id, signature FROM idx_entries WHERE node_id = ? AND parent_path = ? AND name = ?',
    collector,
    path.slice(0, slash),
    path.slice(slash + 1),
  );
  if (!row) throw new Error(`${path} is not in the index`);
  return { objectId: `e${row.entry_id}`, signature: row.signature, entryId: row.entry_id };
}

beforeAll(async () => {
  dir = fastTempDir('signing-api-');
  mkdirSync(join(dir, 'signed', 'sub'), { recursive: true });
  mkdirSync(join(dir, 'plain'), { recursive: true });
  writeFileSync(join(dir, 'signed', 'contract.txt'), 'the contract, as agreed');
  writeFileSync(join(dir, 'signed', 'sub', 'annex.txt'), 'annex one');
  writeFileSync(join(dir, 'signed', 'gone.txt'), 'soon deleted');
  writeFileSync(join(dir, 'plain', 'notes.txt'), 'notes, not signed');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  await setSources(true);
  await scan();
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('files under the signing path are signed and verify; the others are not signed', async () => {
  const key = await ok<SigningKeyInfo>('GET', SIGNING_PATHS.signingKey);
  expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(key.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);

  const contract = await entry(join(dir, 'signed', 'contract.txt'));
  const annex = await entry(join(dir, 'signed', 'sub', 'annex.txt'));
  const notes = await entry(join(dir, 'plain', 'notes.txt'));
  expect(notes.signature).toBeNull();
  for (const f of [contract, annex]) {
    const v = await verifyFile(f.objectId);
    expect(v).toMatchObject({ objectId: f.objectId, valid: true, reason: 'ok', keyId: key.keyId, contentChecked: true });
    expect(v.signedAt).toBeGreaterThan(Date.now() / 1000 - 600);
  }
  expect(await verifyFile(notes.objectId)).toMatchObject({ valid: false, reason: 'NotSigned', signedAt: null, keyId: null });

  // Anyone holding the public key can check the stored signature over the record.
  const stored = parseStoredSignature(contract.signature)!;
  const obj = await ok('GET', '/database/object', { objectId: contract.objectId });
  const record = canonicalRecord(
    { nodeId: collector, service: 'docs', path: join(dir, 'signed', 'contract.txt'), contentHash: obj.properties.contentHash, size: obj.properties.size },
    stored.keyId,
    stored.signedAt,
  );
  expect(verify(null, record, createPublicKey(key.publicKey), Buffer.from(stored.sig, 'base64'))).toBe(true);

  // The tree shows it.
  expect(obj.properties).toMatchObject({ signed: true, signedAt: stored.signedAt });
  expect((await ok('GET', '/database/object', { objectId: notes.objectId })).properties).toMatchObject({ signed: false, signedAt: null });
});

test('a rescan keeps the signature of unchanged content; changed content is named, then signed anew', async () => {
  const path = join(dir, 'signed', 'contract.txt');
  const before = await entry(path);
  await scan();
  expect((await entry(path)).signature).toBe(before.signature);

  writeFileSync(path, 'the contract, quietly changed');
  expect(await verifyFile(before.objectId)).toMatchObject({ valid: false, reason: 'ContentChanged', contentChecked: true });
  await scan();
  const after = await entry(path);
  expect(after.objectId).toBe(before.objectId);
  expect(after.signature).not.toBe(before.signature);
  expect(await verifyFile(after.objectId)).toMatchObject({ valid: true, reason: 'ok' });
});

test('a tampered signature or hash in the database is SignatureInvalid', async () => {
  const annex = await entry(join(dir, 'signed', 'sub', 'annex.txt'));
  const stored = parseStoredSignature(annex.signature)!;
  const sig = Buffer.from(stored.sig, 'base64');
  sig[0] ^= 1;
  await dbRun('UPDATE idx_entries SET signature = ? WHERE entry_id = ?', JSON.stringify({ ...stored, sig: sig.toString('base64') }), annex.entryId);
  expect(await verifyFile(annex.objectId)).toMatchObject({ valid: false, reason: 'SignatureInvalid' });
  await dbRun('UPDATE idx_entries SET signature = ? WHERE entry_id = ?', '{"not":"a signature"}', annex.entryId);
  expect(await verifyFile(annex.objectId)).toMatchObject({ valid: false, reason: 'SignatureInvalid' });

  // The right signature over a hash someone replaced (to match a forged file) fails too.
  const [{ content_hash: hash }] = await storeRows<{ content_hash: string }>(
    srv.server.store,
    'SELECT content_hash FROM idx_entries WHERE entry_id = ?',
    annex.entryId,
  );
  await dbRun('UPDATE idx_entries SET signature = ?, content_hash = ? WHERE entry_id = ?', annex.signature, 'f'.repeat(64), annex.entryId);
  expect(await verifyFile(annex.objectId)).toMatchObject({ valid: false, reason: 'SignatureInvalid' });
  await dbRun('UPDATE idx_entries SET content_hash = ? WHERE entry_id = ?', hash, annex.entryId);
  expect(await verifyFile(annex.objectId)).toMatchObject({ valid: true, reason: 'ok' });
});

test('a deleted file is FileMissing', async () => {
  const gone = await entry(join(dir, 'signed', 'gone.txt'));
  unlinkSync(join(dir, 'signed', 'gone.txt'));
  expect(await verifyFile(gone.objectId)).toMatchObject({ valid: false, reason: 'FileMissing', contentChecked: false });
});

test('signing turned off drops signatures on the next scan; turned on again, unchanged files are signed', async () => {
  const path = join(dir, 'signed', 'sub', 'annex.txt');
  await setSources(false);
  await scan();
  expect((await entry(path)).signature).toBeNull();
  expect(await verifyFile((await entry(path)).objectId)).toMatchObject({ reason: 'NotSigned' });
  await setSources(true);
  await scan();
  expect(await verifyFile((await entry(path)).objectId)).toMatchObject({ valid: true, reason: 'ok' });
});

test('bad ids get named errors; a user who cannot reach the node cannot verify', async () => {
  for (const [objectId, status, name] of [
    ['x1', 400, 'ValidationError'],
    ['e', 400, 'ValidationError'],
    ['e99999999', 404, 'ObjectNotFound'],
  ] as const) {
    const r = await api('GET', SIGNING_PATHS.verify, { objectId });
    expect({ status: r.status, name: r.body.status === 'error' ? r.body.error.name : null }).toEqual({ status, name });
  }
  expect((await api('GET', SIGNING_PATHS.verify, {})).status).toBe(400);
  const folder = await entry(join(dir, 'signed', 'sub'));
  const r = await api('GET', SIGNING_PATHS.verify, { objectId: folder.objectId });
  expect(r.status).toBe(400);

  const home = await ok('GET', '/database/object', { objectId: 'HOME' });
  const other = await ok('POST', '/database/object', { object: { parentId: home.objectId, name: 'Elsewhere', classId: 'client' } });
  await ok('POST', '/database/object', {
    object: { parentId: other.objectId, name: 'Outsider', classId: 'user' },
    options: { userId: 'outsider', password: 'Out#Pass11', activated: true, email: 'outsider@example.com', permissions: ['get'] },
  });
  const outsider = await srv.login('outsider', 'Out#Pass11');
  const denied = await outsider.call('GET', SIGNING_PATHS.verify, { objectId: (await entry(join(dir, 'signed', 'contract.txt'))).objectId });
  expect([403, 404]).toContain(denied.status);
  expect((await outsider.call('GET', SIGNING_PATHS.signingKey)).status).toBe(200);
  const anonymous = await fetch(`${srv.url}/server/api/v3${SIGNING_PATHS.signingKey}`);
  expect(anonymous.status).toBe(401);
});

test('the private key file is mode 0600 and appears in no answer', async () => {
  const file = join(srv.dataDir, SIGNING_KEY_FILE);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const pem = readFileSync(file, 'utf8');
  const body = pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  expect(body.length).toBeGreaterThan(40);
  await ok('GET', '/database/children', { parentId: (await entry(join(dir, 'signed', 'sub'))).objectId, options: { infoLevel: 'all' } });
  await ok('POST', '/database/query', { select: `SELECT name, signature FROM STORE('/')`, options: { objectLimit: 100 } });
  expect(answers.length).toBeGreaterThan(20);
  for (const a of answers) {
    expect(a).not.toContain(body);
    expect(a).not.toContain('PRIVATE KEY');
  }
});

test("a remote collector's file is checked by its signature only (its disk is not the platform's)", async () => {
  const contract = await entry(join(dir, 'signed', 'contract.txt'));
  const [{ tags }] = await storeRows<{ tags: string }>(srv.server.store, 'SELECT tags FROM objects WHERE object_id = ?', collector);
  await dbRun('UPDATE objects SET tags = ? WHERE object_id = ?', JSON.stringify({ ...JSON.parse(tags), remote: true }), collector);
  try {
    writeFileSync(join(dir, 'signed', 'contract.txt'), 'changed where the platform cannot look');
    expect(await verifyFile(contract.objectId)).toMatchObject({ valid: true, reason: 'ok', contentChecked: false });
  } finally {
    await dbRun('UPDATE objects SET tags = ? WHERE object_id = ?', tags, collector);
  }
});
