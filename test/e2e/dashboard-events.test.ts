/**
 * Dashboard › Events in a real browser against the real server: a scan of a folder that does not exist ends with
 * a file error, which the platform records as a pending scan event; the Events tab of the org unit above the
 * collector lists it under Pending, Solve moves it to Solved, and the server keeps the new state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { NodeEventsAnswer } from '@fathom/sdk/api/node-events';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { demoTree, eventually, launchBrowser, shot, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts();
let server: Fathom;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-events-'));
  server = await startFathom();
  browser = await launchBrowser();
}, 180000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const readEvents = (objectId: string, options: Record<string, unknown> = {}) =>
  server.api.call<NodeEventsAnswer>('GET', '/database/property', { objectId, propertyId: 'PID_EVENTS', options });

test('a scan that meets a missing folder shows under Pending; Solve moves it to Solved', async () => {
  const { orgunit, appagt } = await demoTree(server.api);
  if (!appagt) throw new Error('the demo tree has no aggregator-collector');
  await server.api.call('POST', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'gone',
          mode: 'Source',
          parameters: {},
          include: [{ path: join(dir, 'not-there'), signing: false, index: false, classify: false, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  const task = await server.api.call<{ taskId: number }>('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  await eventually(
    async () => {
      const s = await server.api.call<TaskStatusData>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_TASK_STATUS' });
      return s.history.some(t => t.taskId === task.taskId && t.status === 10);
    },
    'the scan did not finish',
    60000,
  );
  const event = await eventually(async () => (await readEvents(appagt.objectId)).events.find(e => e.data?.taskId === task.taskId), 'no event was recorded');
  expect(event).toMatchObject({ state: 'pending', source: 'scan', type: 'scanErrors' });

  await signIn(page, server.url, 'root', server.rootPassword);
  await page.goto(`${server.url}/dashboard/events?activeNodeId=${encodeURIComponent(orgunit.objectId)}`);
  const tab = page.getByTestId('dashboard-events');
  await visible(tab);
  const pending = tab.getByRole('table', { name: 'Pending events' });
  await visible(pending.getByText(event.message));
  await visible(pending.getByTestId(`event-${event.eventId}`).getByText(appagt.name)); // the node it happened on
  expect(await tab.getByTestId('events-tab-pending').textContent()).toContain('Pending (1)');
  await shot(page, 'dashboard-events-pending');

  await tab.getByTestId(`event-${event.eventId}-solved`).click();
  await eventually(async () => (await tab.getByTestId('events-tab-solved').textContent())?.includes('Solved (1)'), 'the event did not move to Solved');
  await visible(tab.getByTestId('events-empty-pending'));
  await tab.getByTestId('events-tab-solved').click();
  const solved = tab.getByRole('table', { name: 'Solved events' });
  await visible(solved.getByText(event.message));
  await visible(solved.getByTestId(`event-${event.eventId}-pending`)); // Reopen is offered
  await page.waitForTimeout(300); // the state tabs' underline fades (a CSS transition) before the picture
  await shot(page, 'dashboard-events-solved');

  const after = await readEvents(appagt.objectId, { solved: true });
  expect(after.events.map(e => [e.eventId, e.state, e.updatedBy])).toEqual([[event.eventId, 'solved', server.api.user.objectId]]);
});
