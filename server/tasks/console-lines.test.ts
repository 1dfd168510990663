import type { TaskRow } from './repo';
import { consoleLinesOf } from './console-lines';

const T0 = Date.UTC(2026, 10, 25, 13, 0, 0);
const row = (over: Partial<TaskRow>): TaskRow => ({
  task_id: 1,
  node_id: 'c',
  kind: 'scan',
  status: 10,
  options: '{}',
  attempts: 0,
  owner: null,
  heartbeat_at: null,
  ready_at: null,
  checkpoint: null,
  progress: null,
  message: null,
  created_by: null,
  created_at: T0,
  started_at: null,
  completed_at: null,
  updated_at: T0,
  ...over,
});

describe('console lines', () => {
  it('tell what the task queue did, oldest first, with the figures of each finished task', () => {
    const done = row({
      task_id: 4,
      started_at: T0 + 1000,
      completed_at: T0 + 12_000,
      message: '1 error(s); first: /x: EACCES',
      progress: JSON.stringify({ files: 1200, bytes: 3 * 1048576, directories: 5, changed: 1200, deleted: 0, errors: 1, rate: 100, elapsed: 11, eta: null }),
    });
    const waiting = row({ task_id: 5, kind: 'reclassify', status: 1, created_at: T0 + 20_000 });
    const lines = consoleLinesOf([waiting, done]).map(l => l.text);
    expect(lines).toHaveLength(4);
    expect([lines[0], lines[1], lines[3]]).toEqual([
      '2026-11-25 13:00:00 UTC  Scan #4 queued',
      '2026-11-25 13:00:01 UTC  Scan #4 started',
      '2026-11-25 13:00:20 UTC  Reclassification #5 queued',
    ]);
    expect(lines[2]).toMatch(/^2026-11-25 13:00:12 UTC  Scan #4 completed: 1\.2k files, 3\.00 MB read, 1 errors in .+ \(1 error\(s\); first: \/x: EACCES\)$/);
  });
});
