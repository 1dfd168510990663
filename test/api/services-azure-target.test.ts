/**
 * The azure target against azurite started for the test, through the platform as data actions use it: a Target
 * service saved in PID_SOURCES (its key sealed), checked by 'Test connection', opened by platform.targets with the
 * policy's encryption key, written LZ4-compressed and encrypted in blocks, and read back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import type { EncryptionValidateAnswer } from '@fathom/sdk/api/encryption';
import { SECRET_SET } from '@fathom/sdk/api/services';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { isStoredFormat } from '@fathom/sdk/server/store-format';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir } from './scan-fixture';
import { freePort } from './samba-peer';

jest.setTimeout(180_000);
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
let srv: TestServer;
let root: Client;
let azurite: ChildProcess;
let dir: string;
let collector: string;
let endpoint: string;
let service: BlobServiceClient;

beforeAll(async () => {
  dir = fastTempDir('services-azure-target-');
  const port = await freePort();
  mkdirSync(join(dir, 'azurite'));
  azurite = spawn(
    'node_modules/.bin/azurite-blob',
    ['--blobHost', '127.0.0.1', '--blobPort', String(port), '--location', join(dir, 'azurite'), '--silent', '--skipApiVersionCheck'],
    { stdio: 'ignore' },
  );
  endpoint = `http://127.0.0.1:${port}/${ACCOUNT}`;
  service = new BlobServiceClient(endpoint, new StorageSharedKeyCredential(ACCOUNT, KEY));
  for (let i = 0; ; i++) {
    try {
      await service.getContainerClient('vault').createIfNotExists();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise(r => setTimeout(r, 100));
    }
  }
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  if (azurite && azurite.exitCode === null) {
    const gone = new Promise(r => azurite.once('exit', r));
    azurite.kill();
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
});

const target = (over: Record<string, unknown> = {}) => ({
  type: 'azure',
  name: 'Blob vault',
  mode: 'Target',
  parameters: {
    accountName: ACCOUNT,
    accountKey: KEY,
    container: 'vault',
    endpoint,
    storePath: '/archive',
    enableCompression: true,
    enableEncryption: true,
    ...over,
  },
  include: [],
  exclude: [],
});

test('a saved azure target is tested, opened with the policy key, written compressed and encrypted and read back', async () => {
  // Test connection names a missing container, then answers for the real one.
  await expect(root.put('/services/validate', { objectId: collector, service: target({ container: 'nothere' }) })).rejects.toMatchObject({
    errorName: 'NoSuchContainer',
  });
  await expect(root.put('/services/validate', { objectId: collector, service: target({ storePath: '' }) })).rejects.toThrow(/storePath: Field is required/);
  expect(await root.put('/services/validate', { objectId: collector, service: target() })).toEqual({ ok: true, entries: [] });

  const saved = await root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: [target()] } });
  expect(saved.services[0].parameters.accountKey).toEqual(SECRET_SET);
  // The policy's key: an encrypting target refuses to write until there is one.
  await expect(
    srv.server.context.platform.targets.open(collector, 'Blob vault').then(t => t.connector.write(t.params, 'a.txt', Buffer.from('x'))),
  ).rejects.toThrow(/no encryption key/);
  const key = await root.post<EncryptionValidateAnswer>('/encryption/validate', { name: 'Vault', passphrase: 'Blob vault passphrase' });
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_ENCRYPTION', property: key });

  const opened = await srv.server.context.platform.targets.open(collector, 'Blob vault');
  expect(opened.service.parameters.accountKey).toEqual(SECRET_SET);
  const letter = Buffer.from('Dear Jane Doe, card 4111 1111 1111 1111\n'.repeat(250_000)); // 10 MB: several blocks
  await opened.connector.write(opened.params, 'letters/2024/jane.txt', Readable.from([letter.subarray(0, 3_000_000), letter.subarray(3_000_000)]));
  const blob = await service.getContainerClient('vault').getBlobClient('archive/letters/2024/jane.txt').downloadToBuffer();
  expect(isStoredFormat(blob)).toBe(true);
  expect(blob.includes(Buffer.from('Jane Doe'))).toBe(false);
  expect(blob.length).toBeLessThan(letter.length / 2);
  expect((await collectBytes(await opened.connector.read!(opened.params, 'letters/2024/jane.txt'))).equals(letter)).toBe(true);
  expect(
    await root.put('/services/validate', { objectId: collector, service: { ...target(), parameters: { ...target().parameters, accountKey: SECRET_SET } } }),
  ).toEqual({
    ok: true,
    entries: ['letters'],
  });
  await expect(srv.server.context.platform.targets.open(collector, 'Nothing')).rejects.toMatchObject({ errorName: 'NoSuchTarget' });
  // A refused key is named.
  await expect(opened.connector.write({ ...opened.params, accountKey: KEY.replace(/^E/, 'F') }, 'b.txt', Buffer.from('x'))).rejects.toMatchObject({
    errorName: 'AccessDenied',
  });
});

test('a target needs its store path and a key; it does not count as a scanned source', async () => {
  await expect(
    root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: [target({ storePath: '' })] } }),
  ).rejects.toThrow(/storePath: Field is required/);
  await expect(
    root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: [target({ container: 'UPPER' })] } }),
  ).rejects.toThrow(/container: Container must be lowercase/);
  const two = [target(), { ...target(), name: 'Inner vault', parameters: { ...target().parameters, storePath: '/archive/inner' } }];
  await expect(root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: two } })).rejects.toThrow(
    /conflicts with the service Blob vault/,
  );
  const sub = await root.get('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', options: { subtree: true } });
  expect(JSON.stringify(sub)).not.toContain('Blob vault');
});
