/**
 * What the data action suites share: a fresh server whose demo collector has real files (writeTree) scanned in as its
 * filesys source 'docs', beside the suite's other services; and the calls they make on a collector's tasks (a task
 * awaited to its end, its log, an action run now).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { TaskInfo, TaskLogAnswer } from '@fathom/sdk/api/tasks';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector, filesOf, scanInto, writeTree, type FsFile } from './search-fixture';
import { filesysService } from './scan-fixture';
import { untilTaskStatus } from './task-status';

export const errorOf = (r: { body: unknown }) => (r.body as { error?: { name: string; message: string } }).error;

/** A private action's settings: its statement, its action, and a schedule when given. */
export const actionSettings = (name: string, statement: string, action: Record<string, unknown>, schedule?: Record<string, unknown>) => ({
  name,
  scope: 'private',
  query: { queryMode: 'bySELECT', statement },
  action,
  ...(schedule ? { schedule } : {}),
});

/** A service that data actions write through (a Target, or a Transform such as text output), for PID_SOURCES. */
export const writeService = (type: string, name: string, parameters: Record<string, unknown>, mode: 'Target' | 'Transform' = 'Target') => ({
  type,
  name,
  mode,
  parameters,
  include: [],
  exclude: [],
});

/** Every file below dir, at any depth. */
export const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? allFiles(join(dir, e.name)) : [join(dir, e.name)]));

/** The calls on a node's tasks; at() names the client and the node once the suite's beforeAll has made them. */
export function taskCalls(at: () => { root: Client; nodeId: string }) {
  const finished = (taskId: number): Promise<TaskInfo> => untilTaskStatus(at(), s => s.history.find(t => t.taskId === taskId), `task ${taskId} did not finish`);
  return {
    finished,
    logOf: (taskId: number) => at().root.get<TaskLogAnswer>('/database/property', { objectId: at().nodeId, propertyId: 'PID_LOG', options: { taskId } }),
    /** Runs a stored action now and waits for its task to finish. */
    async run(actionId: string, extra: Record<string, unknown> = {}): Promise<TaskInfo> {
      const { root, nodeId } = at();
      const { taskId } = await root.post<{ taskId: number }>('/actions/run', { objectId: nodeId, actionId, ...extra });
      return finished(taskId);
    },
  };
}

/** Makes scanned the collector's filesys source 'docs' (before the other services given) and scans it into its index. */
export async function scanAsDocs(srv: TestServer, root: Client, collectorId: string, scanned: string, services: unknown[] = []): Promise<void> {
  await root.post('/database/property', {
    objectId: collectorId,
    propertyId: 'PID_SOURCES',
    property: { services: [filesysService('docs', scanned, true), ...services] },
  });
  await scanInto(srv, collectorId, scanned);
}

export interface ScannedCollector {
  srv: TestServer;
  root: Client;
  /** The suite's temporary folder: scanned/ holds the files, anything else the suite makes goes beside it. */
  work: string;
  scanned: string;
  files: FsFile[];
  collector: TreeObject;
}

/**
 * Starts a server (on the clock given) with the demo collector's files scanned in. services(work): the collector's
 * services beside 'docs'; before(root, collector): what must be saved before the sources (e.g. the encryption key
 * their targets use). On failure whatever was started is closed again before the error is thrown.
 */
export async function startScannedCollector(
  prefix: string,
  options: {
    clock?: () => number;
    services?: (work: string) => unknown[];
    before?: (root: Client, collector: TreeObject) => Promise<void>;
  } = {},
): Promise<ScannedCollector> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  let srv: TestServer | undefined;
  try {
    const scanned = join(work, 'scanned');
    mkdirSync(scanned);
    writeTree(scanned);
    const files = filesOf(scanned);
    srv = await startServer(options.clock ? { clock: options.clock } : {});
    const root = await srv.login('root', srv.rootPassword);
    const collector = await demoCollector(root);
    await options.before?.(root, collector);
    await scanAsDocs(srv, root, collector.objectId, scanned, options.services?.(work));
    return { srv, root, work, scanned, files, collector };
  } catch (e) {
    await stopScannedCollector({ srv, work });
    throw e;
  }
}

/** Closes the server and removes the suite's folder (either may be missing when the start failed). */
export async function stopScannedCollector(f: { srv?: TestServer; work?: string }): Promise<void> {
  await f.srv?.close();
  if (f.work) rmSync(f.work, { recursive: true, force: true });
}
