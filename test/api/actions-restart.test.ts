/**
 * A stored action's schedule survives a restart: its next run is kept with it, so a server started after the
 * run was due (by its clock, moved on by the test) queues the run once at its first pass and computes the next one
 * from the stored schedule.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import type { StoredAction } from '../../plugins/areas/actions/api';
import { startServer } from './helpers';
import { demoCollector, writeTree } from './search-fixture';
import { scanAsDocs } from './actions-fixture';

jest.setTimeout(120_000);
const work = mkdtempSync(join(tmpdir(), 'fathom-actions-restart-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('a run that fell due while the server was down is made at the next start, and the next one follows the schedule', async () => {
  const dataDir = join(work, 'data');
  const scanned = join(work, 'scanned');
  const target = join(work, 'target');
  for (const d of [dataDir, scanned, target]) mkdirSync(d);
  writeTree(scanned);
  let now = Date.parse('2026-05-04T12:00:00Z'); // a Monday
  const first = await startServer({ dataDir, clock: () => now });
  let actionId: string;
  let collectorId: string;
  try {
    const root = await first.login('root', first.rootPassword);
    const collector = await demoCollector(root);
    collectorId = collector.objectId;
    await scanAsDocs(first, root, collectorId, scanned);
    const client = (await root.get('/database/object', { objectId: collector.parentId })).parentId as string;
    const saved = await root.post('/database/property', {
      objectId: client,
      propertyId: 'PID_SYSEXPORT_LOCATIONS',
      property: { inherited: false, locations: [{ id: '', name: 'Weekly', type: 'filesys', path: target, description: '' }] },
    });
    // Weekly on Wednesday (4) and Friday (6) at 02:00 UTC.
    const action = await root.post<StoredAction>('/actions/action', {
      objectId: collectorId,
      action: {
        name: 'Weekly tables',
        scope: 'private',
        query: { queryMode: 'bySELECT', statement: "SELECT * FROM STORE(HOME) WHERE extension = 'csv'" },
        action: { type: 'export', locationId: saved.locations[0].id, conflict: 'skip' },
        schedule: { unit: 2, weekdays: [4, 6], interval: 1, time: '02:00' },
      },
    });
    actionId = action.actionId;
    expect(action.nextRunAt).toBe(Date.parse('2026-05-06T02:00:00Z'));
  } finally {
    await first.close();
  }
  expect(existsSync(join(target, 'docs'))).toBe(false);

  now = Date.parse('2026-05-07T09:00:00Z'); // Thursday: Wednesday's run was missed
  const second = await startServer({ dataDir, clock: () => now });
  try {
    const root = await second.login('root', second.rootPassword);
    let done = false;
    for (let i = 0; i < 400 && !done; i++) {
      const s = await root.get<TaskStatusData>('/database/property', { objectId: collectorId, propertyId: 'PID_TASK_STATUS' });
      done = s.history.some(t => t.kind === 'action' && t.statusLabel === 'Completed');
      if (!done) await new Promise(res => setTimeout(res, 50));
    }
    expect(done).toBe(true);
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collectorId, propertyId: 'PID_TASK_STATUS' });
    expect(s.history.filter(t => t.kind === 'action')).toHaveLength(1);
    expect(readFileSync(join(target, 'docs', 'gamma', 'deep', 'table3.csv'), 'utf8')).toBe(readFileSync(join(scanned, 'gamma', 'deep', 'table3.csv'), 'utf8'));
    const after = await root.get<StoredAction>('/actions/action', { objectId: collectorId, actionId });
    expect(after.nextRunAt).toBe(Date.parse('2026-05-08T02:00:00Z'));
  } finally {
    await second.close();
  }
});
