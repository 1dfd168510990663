/**
 * A policy edit reaches the files of a remote collector: the platform queues a 'reclassify' task for the
 * collector's node, the collector process takes it through /database/collector/next, classifies its files
 * again from the text its own index keeps with the classifications now in force, and sends the rows; the
 * platform's index then carries the new classifications without a rescan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { BUILTIN_CLASSIFICATIONS } from '../../server/classify/builtin';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { storeRows } from '../../server/store/sql-steps';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, waitFor } from './scan-fixture';
import { searchAll } from './search-fixture';

jest.setTimeout(150_000);
const CODE = 'A7K2M-3D4E5-F6G7H-8J9KQ';
const US = BUILTIN_CLASSIFICATIONS.find(c => c.name === 'U.S. Personal Data')!;
const CONTACTS: PolicyClassification = { name: 'Contacts', description: 'E-mail addresses', condition: { rule: 'EMAIL_ADDRESS' } };
const FALCON: PolicyClassification = { name: 'Project Falcon', description: 'Code names', pattern: { pattern: 'falcon-\\d{3}' } };
let srv: TestServer;
let root: Client;
let dir: string;
let share: string;
let nodeId: string;
let collector: ChildProcess | undefined;
let out = '';

const status = () => root.get<TaskStatusData>('/database/property', { objectId: nodeId, propertyId: 'PID_TASK_STATUS' });
const completed = async (taskId: number) => (await status()).history.find(h => h.taskId === taskId && h.status === 10);
const classesOf = (name: string) =>
  storeRows(
    srv.server.store,
    `SELECT c.classification, c.rule_id AS "ruleId" FROM idx_classifications c JOIN idx_entries e ON e.entry_id = c.entry_id
      WHERE e.node_id = ? AND e.name = ? AND e.is_deleted = 0 ORDER BY c.classification`,
    nodeId,
    name,
  );

function startCollector(): ChildProcess {
  const p = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'bin/fathom.js'),
      'collector',
      '--platform',
      srv.url,
      '--activation-code',
      CODE,
      '--data-dir',
      join(dir, 'collector-data'),
      '--poll-ms',
      '100',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  p.stdout!.on('data', d => (out += d));
  p.stderr!.on('data', d => (out += d));
  return p;
}
async function stopCollector(): Promise<void> {
  if (!collector || collector.exitCode !== null) return;
  const p = collector;
  p.kill('SIGTERM');
  await waitFor(() => p.exitCode !== null || p.signalCode !== null, 30_000);
}

beforeAll(async () => {
  dir = fastTempDir('collector-reclassify-');
  share = join(dir, 'share');
  mkdirSync(join(share, 'people'), { recursive: true });
  writeFileSync(join(share, 'people', 'contact.txt'), 'Write to jane.doe@example.com about the meeting.\n');
  writeFileSync(join(share, 'people', 'employee.txt'), 'Employee record. Social Security Number: 536-22-8726. Start date next week.\n');
  writeFileSync(join(share, 'falcon.txt'), 'Status of FALCON-123 and falcon-456: on schedule.\n');
  writeFileSync(join(share, 'plain.txt'), 'Nothing to see in this note.\n');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  nodeId = (
    await root.post('/database/object', { object: { parentId: home.objectId, name: 'remote-policy', classId: 'appagt', tags: { activationCode: CODE } } })
  ).objectId;
  await root.post('/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', share, true)] } });
});
afterAll(async () => {
  await stopCollector().catch(() => collector?.kill('SIGKILL'));
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("editing a remote collector's classifications reclassifies its files on the collector, without a rescan", async () => {
  collector = startCollector();
  await waitFor(() => out.includes('online'), 60_000);
  const scan = await root.put('/database/control', { objectId: nodeId, commandId: 'scan' });
  await waitFor(async () => !!(await completed(scan.taskId)), 90_000, 200);
  expect(await classesOf('contact.txt')).toEqual([{ classification: 'Contact Information', ruleId: 'EMAIL_ADDRESS' }]);
  expect(await classesOf('falcon.txt')).toEqual([]);
  const lastScan = (await root.get('/database/object', { objectId: nodeId })).tags?.state?.lastScanCompleteTime;
  expect(lastScan).toEqual(expect.any(Number));

  // The sources change after the scan: what the new classifications find can only come from the text indexed then.
  rmSync(join(share, 'people', 'contact.txt'));
  writeFileSync(join(share, 'falcon.txt'), 'Nothing left about the project.\n');

  const saved = await root.post('/database/property', {
    objectId: nodeId,
    propertyId: 'PID_CLASSIFICATIONS',
    property: { inherited: false, values: [US, CONTACTS, FALCON] },
  });
  expect(saved.reclassification).toEqual({ files: 4, taskIds: [expect.any(Number)] });
  const taskId = saved.reclassification.taskIds[0];
  await waitFor(async () => !!(await completed(taskId)), 90_000, 200);

  expect(await classesOf('contact.txt')).toEqual([{ classification: 'Contacts', ruleId: 'EMAIL_ADDRESS' }]);
  expect(await classesOf('falcon.txt')).toEqual([{ classification: 'Project Falcon', ruleId: 'CUSTOM:Project Falcon' }]);
  expect(await classesOf('employee.txt')).toEqual([{ classification: 'U.S. Personal Data', ruleId: 'US_SSN' }]);
  // Only the files whose classifications changed were sent again (a row's scan_id names the task that last sent it).
  const sentBy = Object.fromEntries(
    (
      await storeRows<{ name: string; scan_id: number }>(
        srv.server.store,
        "SELECT name, scan_id FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject'",
        nodeId,
      )
    ).map(r => [r.name, r.scan_id]),
  );
  expect(sentBy).toEqual({ 'contact.txt': taskId, 'falcon.txt': taskId, 'employee.txt': scan.taskId, 'plain.txt': scan.taskId });
  const history = (await status()).history;
  expect(history.map(h => h.kind).sort()).toEqual(['reclassify', 'scan']); // no rescan ran
  expect(history.find(h => h.taskId === taskId)).toMatchObject({
    kind: 'reclassify',
    statusLabel: 'Completed',
    progress: expect.objectContaining({ files: 4, changed: 4, errors: 0, phase: 'done' }),
  });
  // The files are still those of the scan (contact.txt was not looked for again), and a reclassification is not a scan.
  const live = await storeRows(
    srv.server.store,
    "SELECT COUNT(*) AS n FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject' AND is_deleted = 0",
    nodeId,
  );
  expect(live).toEqual([{ n: 4 }]);
  expect((await root.get('/database/object', { objectId: nodeId })).tags?.state?.lastScanCompleteTime).toBe(lastScan);
  const found = await searchAll(root, { query: `SELECT name FROM STORE('${nodeId}') WHERE classification = 'Contacts'` });
  expect(found.objects.map((o: { name: string }) => o.name)).toEqual(['contact.txt']);
});

test('a policy edit while the collector is offline waits for it and runs when it comes back', async () => {
  await stopCollector();
  expect((await root.get('/database/object', { objectId: nodeId })).isOnline).toBe(false);
  const saved = await root.post('/database/property', { objectId: nodeId, propertyId: 'PID_CLASSIFICATIONS', property: { inherited: false, values: [US] } });
  expect(saved.reclassification).toEqual({ files: 4, taskIds: [expect.any(Number)] });
  const taskId = saved.reclassification.taskIds[0];
  expect((await status()).current.map(t => t.taskId)).toContain(taskId);
  expect(await classesOf('contact.txt')).toEqual([{ classification: 'Contacts', ruleId: 'EMAIL_ADDRESS' }]);

  collector = startCollector();
  await waitFor(async () => !!(await completed(taskId)), 90_000, 200);
  // E-mail addresses are in no classification now: kept under the rule's own name; Falcon's code names are no longer looked for.
  expect(await classesOf('contact.txt')).toEqual([{ classification: 'E-mail address', ruleId: 'EMAIL_ADDRESS' }]);
  expect(await classesOf('falcon.txt')).toEqual([]);
  expect(await classesOf('employee.txt')).toEqual([{ classification: 'U.S. Personal Data', ruleId: 'US_SSN' }]);
});
