/**
 * A policy edit on a remote collector's node, as a user makes it: Policy → Classifications, add a custom
 * pattern, save. The console says the files already scanned are being classified again and names the task; the
 * collector process (a `fathom collector` of its own) classifies them from its own index and sends them, the
 * node's Status tab lists the Reclassification with its files, and the files carry the new classification
 * without a rescan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { eventually, hidden, launchBrowser, openInTree, ROOT, shot, signIn, startFathom, useE2eTimeouts, visible, homeOf, type Fathom } from './helpers';

useE2eTimeouts(240000);
const CODE = 'AR7KM-3D4E5-F6G7H-8J9KQ';
let server: Fathom;
let browser: Browser;
let page: Page;
let dir: string;
let collector: ChildProcess | undefined;
let out = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-remote-policy-'));
  writeFileSync(join(dir, 'status.txt'), 'Status of FALCON-123 and falcon-456: on schedule.\n');
  writeFileSync(join(dir, 'minutes.txt'), 'Minutes of the weekly meeting, nothing about code names.\n');
  writeFileSync(join(dir, 'plan.txt'), 'Plan: falcon-789 ships in spring.\n');
  server = await startFathom();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1500, height: 950 } })).newPage();
});
afterAll(async () => {
  if (collector && collector.exitCode === null && !collector.signalCode) {
    const p = collector;
    const gone = new Promise(res => p.once('exit', res));
    p.kill('SIGTERM');
    await Promise.race([gone, new Promise(res => setTimeout(res, 20000))]);
    if (p.exitCode === null && !p.signalCode) p.kill('SIGKILL');
  }
  await page
    ?.context()
    .close()
    .catch(() => undefined);
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("saving classifications on a remote collector's node reclassifies its files on the collector; the console shows the task", async () => {
  const home = await homeOf(server.api);
  const node = await server.api.call<{ objectId: string; name: string }>('POST', '/database/object', {
    object: { parentId: home.objectId, name: 'Remote office', classId: 'appagt', tags: { activationCode: CODE } },
  });
  await server.api.call('POST', '/database/property', {
    objectId: node.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        { type: 'filesys', name: 'share', mode: 'Source', parameters: {}, include: [{ path: dir, signing: false, index: true, classify: true }], exclude: [] },
      ],
    },
  });
  collector = spawn(
    process.execPath,
    ['bin/fathom.js', 'collector', '--platform', server.url, '--activation-code', CODE, '--data-dir', join(dir, '..', `${CODE}-data`), '--poll-ms', '200'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  collector.stdout!.on('data', d => (out += d));
  collector.stderr!.on('data', d => (out += d));
  await eventually(() => out.includes('online'), `the collector did not come online: ${out}`, 90000);
  const status = () => server.api.call<TaskStatusData>('GET', '/database/property', { objectId: node.objectId, propertyId: 'PID_TASK_STATUS' });
  const scan = await server.api.call<{ taskId: number }>('PUT', '/database/control', { objectId: node.objectId, commandId: 'scan' });
  await eventually(async () => (await status()).history.some(t => t.taskId === scan.taskId), 'the scan did not finish', 120000);

  await signIn(page, server.url, 'root', server.rootPassword);
  await openInTree(page, [home, node as never]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-classifications').click();
  await visible(page.getByTestId('policy-classifications'));
  await page.getByTestId('classifications-inherit').click();
  await eventually(async () => !(await page.getByTestId('classifications-add').isDisabled()), 'Add stayed disabled with inheritance off');
  await page.getByTestId('classifications-add').click();
  const dialog = page.getByTestId('classification-dialog');
  await visible(dialog);
  await dialog.getByTestId('classification-name').fill('Project Falcon');
  await dialog.getByTestId('classification-description').fill('Code names of the Falcon project');
  await dialog.getByTestId('classification-pattern').fill('falcon-\\d{3}');
  await eventually(
    async () => (await dialog.getByTestId('classification-pattern-check').getAttribute('data-state')) === 'valid',
    'the pattern was not accepted',
  );
  await page.getByTestId('classification-apply').click();
  await hidden(dialog);
  await page.getByTestId('save-changes-save').click();
  await visible(page.getByTestId('save-changes-question'));
  await page.getByTestId('save-changes-confirm').click();
  const said = page.getByText(/3 files already scanned are being classified again from their stored text \(task #\d+\)/).first();
  await visible(said);
  const taskId = Number(/#(\d+)/.exec((await said.textContent()) ?? '')![1]);
  await shot(page, 'remote-collector-reclassify-saved');

  await eventually(async () => (await status()).history.some(t => t.taskId === taskId), 'the collector did not reclassify', 120000);
  await page.goto(`${server.url}/dashboard/status?activeNodeId=${encodeURIComponent(node.objectId)}`);
  await page.getByTestId('task-status-tab-history').click();
  const row = page.getByTestId(`task-status-history-row-${taskId}`);
  await visible(row);
  const text = (await row.textContent()) ?? '';
  expect(text).toContain('Reclassification');
  expect(text).toContain('Completed');
  await shot(page, 'remote-collector-reclassify-status');

  const search = await server.api.call<{ searchId: string }>('POST', '/database/search', {
    query: `SELECT name FROM STORE('${node.objectId}') WHERE classification = 'Project Falcon'`,
  });
  const found = await eventually(async () => {
    const r = await server.api.call<{ isComplete: boolean; objects: { name: string }[] }>('GET', '/database/search', {
      searchId: search.searchId,
      objectOffset: 0,
      objectLimit: 100,
    });
    return r.isComplete && r.objects;
  }, 'the search did not complete');
  expect(found.map(o => o.name).sort()).toEqual(['plan.txt', 'status.txt']);
  expect((await status()).history.filter(t => t.kind === 'scan')).toHaveLength(1); // no rescan
});
