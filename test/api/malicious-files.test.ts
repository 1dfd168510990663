/**
 * PID_MALICIOUS_FILES on the real server over a really scanned folder: double extensions and macro-enabled Office
 * files are flagged by their names, files by a known-bad hash once the user adds it to the node's list.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { MaliciousFilesAnswer } from '@fathom/sdk/api/malicious';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(120_000);
const PID = 'PID_MALICIOUS_FILES';
let srv: TestServer;
let root: Client;
let home: TreeObject;
let collector: string;
let dir: string;
const dropper = Buffer.from('MZ pretend this is a known dropper');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'malicious-files-'));
  writeFileSync(join(dir, 'invoice.pdf.exe'), 'MZ not really a pdf');
  writeFileSync(join(dir, 'budget.xlsm'), 'PK macro workbook');
  writeFileSync(join(dir, 'tool.bin'), dropper);
  writeFileSync(join(dir, 'notes.txt'), 'nothing wrong here');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [{ type: 'filesys', name: 'mal', mode: 'Source', parameters: {}, include: [{ path: dir, signing: false, index: false }], exclude: [] }],
    },
  });
  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  for (let i = 0; i < 600; i++) {
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.length > 0) break;
    await new Promise(r => setTimeout(r, 100));
  }
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('double extensions and macro-enabled Office files are flagged below the node, the top node included', async () => {
  const answer = await root.get<MaliciousFilesAnswer>('/database/property', { objectId: home.objectId, propertyId: PID });
  expect(answer.count).toBe(2);
  expect(answer.byThreat).toEqual({ 'Known bad hash': 0, 'Double extension': 1, 'Office macros': 1 });
  expect(answer.files.map(f => [f.name, f.threat]).sort()).toEqual([
    ['budget.xlsm', 'Office macros'],
    ['invoice.pdf.exe', 'Double extension'],
  ]);
  expect(answer.files.find(f => f.name === 'budget.xlsm')!.path).toBe(join(dir, 'budget.xlsm'));
});

test('a hash the user adds to the list flags the file with that content; bad input is a named error', async () => {
  const hash = createHash('sha256').update(dropper).digest('hex');
  const saved = await root.post<MaliciousFilesAnswer>('/database/property', {
    objectId: home.objectId,
    propertyId: PID,
    property: { hashes: `# pasted\n${hash.toUpperCase()}  Test dropper\n` },
  });
  expect(saved).toMatchObject({ count: 3, hashes: [{ hash, name: 'Test dropper' }], hashesInForce: 1 });
  expect(saved.files.find(f => f.name === 'tool.bin')).toMatchObject({ threat: 'Known bad hash', detail: 'Test dropper' });
  const read = await root.get<MaliciousFilesAnswer>('/database/property', { objectId: home.objectId, propertyId: PID });
  expect(read.hashes).toEqual([{ hash, name: 'Test dropper' }]);
  // A list on the node applies below it too.
  const below = await root.get<MaliciousFilesAnswer>('/database/property', { objectId: collector, propertyId: PID });
  expect(below).toMatchObject({ count: 3, hashes: [], hashesInForce: 1 });
  expect(below.files.find(f => f.name === 'tool.bin')!.threat).toBe('Known bad hash');
  const bad = await root.call('POST', '/database/property', { objectId: home.objectId, propertyId: PID, property: { hashes: `${hash}\nnope` } });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: expect.stringContaining('line 2: nope') } });
  // The refused list left the saved one in force.
  expect((await root.get<MaliciousFilesAnswer>('/database/property', { objectId: home.objectId, propertyId: PID })).hashesInForce).toBe(1);
});
