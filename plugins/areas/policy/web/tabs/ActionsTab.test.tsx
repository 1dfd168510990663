import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TreeObject } from '@fathom/sdk/api';
import { NO_SCHEDULE, type StoredAction } from '@fathom/sdk/api/actions';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import ActionsTab from './ActionsTab';

const node: TreeObject = { objectId: 'n1', parentId: 'c1', name: 'vm', classId: 'appagt', tags: {} };
const action = (name: string, schedule = NO_SCHEDULE, nextRunAt: number | null = null): StoredAction => ({
  actionId: name,
  name,
  scope: 'private',
  query: { queryMode: 'bySELECT', statement: 'SELECT * FROM STORE(HOME)' },
  action: { type: 'export', locationId: 'l1', conflict: 'skip' },
  schedule,
  readonly: false,
  ownerId: 'u1',
  nodeId: 'n1',
  createdAt: 0,
  updatedAt: 0,
  nextRunAt,
  lastRunAt: null,
  lastTaskId: null,
  canEdit: true,
  canDelete: true,
});

it('lists the node’s actions that run on a schedule, with their next run', async () => {
  const c = fakeConsole({
    properties: {
      PID_ACTIONS: {
        actions: [action('By hand'), action('Nightly', { ...NO_SCHEDULE, unit: 1, time: '02:00' }, Date.UTC(2026, 2, 11, 2, 0))],
      },
    },
  });
  render(c.wrap(<MemoryRouter>{<ActionsTab node={node} />}</MemoryRouter>));
  const table = await screen.findByTestId('policy-actions-list');
  expect(table.textContent).toContain('Nightly');
  expect(table.textContent).toContain('Every day at 02:00 UTC');
  expect(table.textContent).toContain('2026-03-11 02:00 UTC');
  expect(table.textContent).not.toContain('By hand');
});

it('says how an action comes to run here when none is scheduled', async () => {
  const c = fakeConsole({ properties: { PID_ACTIONS: { actions: [action('By hand')] } } });
  render(c.wrap(<MemoryRouter>{<ActionsTab node={node} />}</MemoryRouter>));
  expect((await screen.findByTestId('tab-policy-actions-empty')).textContent).toMatch(/No data action runs on a schedule on vm/);
});

it('lists the standard actions shipped with the product, read-only', async () => {
  const c = fakeConsole({
    properties: {
      PID_ACTIONS: { actions: [action('By hand'), { ...action('Find duplicates'), readonly: true, canEdit: false, description: 'Files held twice.' }] },
    },
  });
  render(c.wrap(<MemoryRouter>{<ActionsTab node={node} />}</MemoryRouter>));
  const list = await screen.findByTestId('policy-actions-standard');
  expect(list.textContent).toContain('Find duplicates');
  expect(list.textContent).toContain('read-only');
  expect(list.textContent).toContain('Files held twice.');
  expect(list.textContent).not.toContain('By hand');
});
