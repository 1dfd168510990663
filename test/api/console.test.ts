/**
 * Administration › Console (spec 001 §2, §3 Console: consoleCommand, lineNumber): PID_CONSOLE on a collector gives
 * its task log from lineNumber on and runs the fixed commands; other nodes refuse with 'Console not supported on the
 * node'; an unknown command and a scan without the permission are refused by name.
 */
import { CONSOLE_COMMANDS, type ConsoleAnswer, type ConsoleOutput, type TreeObject } from '@fathom/sdk/api';
import { ApiCallError, startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, waitFor } from './scan-fixture';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';

jest.setTimeout(60_000);
let srv: TestServer;
let root: Client;
let viewer: Client;
let home: TreeObject;
let collector: TreeObject;
let dir: string;

const run = (as: Client, objectId: string, consoleCommand: string) =>
  as.post<ConsoleAnswer>('/database/property', { objectId, propertyId: 'PID_CONSOLE', property: { consoleCommand } });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiCallError) => `${e.errorName}: ${(e.body as { error: { message: string } }).error.message}`,
  );

beforeAll(async () => {
  dir = fastTempDir('console-');
  mkdirSync(join(dir, 'share'));
  for (let i = 0; i < 3; i++) writeFileSync(join(dir, 'share', `c${i}.txt`), `console ${i}`);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  collector = await root.post<TreeObject>('/database/object', { object: { parentId: home.objectId, name: 'Console box', classId: 'appagt' } });
  await root.post('/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: { services: [filesysService('share', join(dir, 'share'))] },
  });
  await root.post('/database/object', {
    object: { parentId: home.objectId, name: 'Viewer', classId: 'user' },
    options: { userId: 'console-viewer', password: 'View#Pass1', activated: true, email: 'cv@example.com', permissions: ['get'] },
  });
  viewer = await srv.login('console-viewer', 'View#Pass1');
});
let device: ChildProcess | undefined;
afterAll(async () => {
  if (device && device.exitCode === null) device.kill('SIGKILL');
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('help, status, config and sources answer from the platform', async () => {
  const help = await run(root, collector.objectId, ' HELP ');
  expect(help.command).toBe('help');
  expect(help.lines.map(l => l.split(/\s+/)[0])).toEqual(Object.keys(CONSOLE_COMMANDS));
  const status = await run(root, collector.objectId, 'status');
  expect(status.lines[0]).toBe(`Console box (appagt, ${collector.objectId})`);
  expect(status.lines.join('\n')).toMatch(/online: no; ready to work: no; paused: no/);
  expect((await run(root, collector.objectId, 'config')).lines).toContain('maxConcurrentTasks = 3');
  expect((await run(root, collector.objectId, 'sources')).lines).toEqual(['share  filesys']);
  expect((await run(root, collector.objectId, 'workers')).lines[0]).toBe('No static worker.');
});

test('refusals: another node, an unknown command, a scan while offline or without the permission', async () => {
  expect(await refusal(run(root, home.objectId, 'status'))).toMatch(/^PropertyNotFound: Console not supported on the node\./);
  expect(await refusal(run(root, collector.objectId, 'rm -rf /'))).toBe("ValidationError: Unknown command 'rm -rf /'. Type help for the commands.");
  expect(await refusal(run(root, collector.objectId, ' '))).toBe('ValidationError: consoleCommand is required.');
  expect(await refusal(run(root, collector.objectId, 'scan'))).toMatch(/^Conflict: The node is not ready to work/);
  expect(await refusal(run(viewer, collector.objectId, 'scan'))).toBe('NoPermission: You do not have permission to scan now here.');
  expect((await run(viewer, collector.objectId, 'tasks')).lines).toEqual(['No task queued or running.']);
});

test('scan from the console on a ready collector, then the log from a line number', async () => {
  await srv.server.store.db
    .updateTable('objects')
    .set({ tags: JSON.stringify({ state: { online: true }, activated: true }) })
    .where('object_id', '=', collector.objectId)
    .execute();
  const answer = await run(root, collector.objectId, 'scan');
  const taskId = Number(/#(\d+)/.exec(answer.lines[0])![1]);
  expect(answer.lines).toEqual([`Scan queued as task #${taskId}.`]);
  const read = (lineNumber?: number) =>
    root.get<ConsoleOutput>('/database/property', {
      objectId: collector.objectId,
      propertyId: 'PID_CONSOLE',
      options: lineNumber === undefined ? undefined : { lineNumber },
    });
  await waitFor(async () => (await read()).lines.some(l => / completed/.test(l.text)), 30_000, 100);
  const all = await read();
  expect(all.lineNumber).toBe(all.lines.length);
  expect(all.lines[0].text).toMatch(new RegExp(`Scan #${taskId} queued$`));
  const later = await read(all.lineNumber - 1);
  expect(later.lines).toEqual(all.lines.slice(-1));
  expect((await read(all.lineNumber)).lines).toEqual([]);
  expect((await run(root, collector.objectId, 'history')).lines[0]).toMatch(new RegExp(`^#${taskId} Scan  Completed  3 files, 0 errors`));
  expect(await refusal(read(-1))).toBe('ValidationError: lineNumber must be a whole number of 0 or more.');
});

test('ping is answered by the remote device itself over its link; a device that is not running is refused', async () => {
  const code = 'A9B2C-3D4E5-F6G7H-8J9K3';
  const remote = await root.post<TreeObject>('/database/object', {
    object: { parentId: home.objectId, name: 'Far box', classId: 'appagt', tags: { activationCode: code } },
  });
  expect(await refusal(run(root, remote.objectId, 'ping'))).toBe('Conflict: Far box is not online: only a running remote device answers ping.');
  let out = '';
  device = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'bin/fathom.js'),
      'collector',
      '--platform',
      srv.url,
      '--activation-code',
      code,
      '--data-dir',
      join(dir, 'far-data'),
      '--poll-ms',
      '100',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  device.stdout!.on('data', d => (out += d));
  device.stderr!.on('data', d => (out += d));
  await waitFor(() => out.includes('online') || device!.exitCode !== null, 60_000);
  const pong = await run(root, remote.objectId, 'ping');
  expect(pong.command).toBe('ping');
  expect(pong.lines[0]).toMatch(new RegExp(`^pong from \\S+ \\(pid ${device.pid}, Node v\\d+`));
  expect(pong.lines[1]).toMatch(/^Far box: version \d+\.\d+\.\d+, up .*, idle$/);
  expect(pong.lines[2]).toBe(`data folder ${join(dir, 'far-data')}`);
  device.kill('SIGTERM');
  await waitFor(() => device!.exitCode !== null, 30_000);
});
