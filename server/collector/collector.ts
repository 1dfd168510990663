/**
 * A remote collector: it activates its node with the code, shows online in the tree, pulls its node's tasks,
 * scans its own folders with the same engine as the platform (a local index keeps rescans incremental), sends
 * the results to the platform in batches while the scan runs (upload.ts), gives signs of life (heartbeat.ts)
 * and goes offline when told to stop. A 'reclassify' task (the classifications in force for its node changed on
 * the platform) classifies its files again from the text its own index keeps, with the classifications the
 * platform sends, and sends the changed rows like a scan's; a file whose text is not kept is read at the next scan.
 * The host gives it its server plugin list and parses the command line (host/server/collector.ts).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerSettings, TaskInfo } from '@fathom/sdk/api/tasks';
import { loadHostedPlugins, type HostedServerPlugin, type LoadedServerPlugins } from '../plugins/hosted';
import { filesToReclassify, markForReclassification } from '../scan/reclassify-job';
import { startScan } from '../scan/runner';
import type { ScanCounters, ScanService, ScanSpec } from '../scan/scan-job';
import { ScanEta, stageProgress } from '../scan/progress';
import { openStore, type Store } from '../store/db';
import { scanThreads } from '../tasks/settings';
import { productVersion } from '../config';
import { startHeartbeat } from './heartbeat';
import { answerConsoleRequests, type DeviceFacts } from './device-console';
import type { DeviceConsoleRequest } from '@fathom/sdk/api/core-payloads';
import { Platform } from './platform';
import { installUploadQueue, Uploader } from './upload';

/** How often a running scan's results go to the platform. */
const UPLOAD_EVERY_MS = 3000;

export interface CollectorOptions {
  /** The platform's base URL, without a trailing slash. */
  platform: string;
  activationCode: string;
  /** Where the collector keeps its own index (default: a folder per node under the system's temp folder). */
  dataDir?: string;
  /** How long to wait between asks for a task when there was none. */
  pollMs: number;
  /** The host's server plugins; scan and extraction threads load them by module id. */
  plugins: readonly HostedServerPlugin[];
  /** Aborting it takes the collector offline (after a running task ends). */
  signal?: AbortSignal;
}

type Job = {
  console?: DeviceConsoleRequest[];
  task: TaskInfo;
  services: ScanService[];
  scope: { service: string; path: string } | null;
  settings: ServerSettings;
  classifications?: ScanSpec['classifications'];
};

const warn = (what: string, err: unknown) => process.stderr.write(`fathom collector: ${what}${(err as Error)?.message ?? err}\n`);

async function runTask(store: Store, platform: Platform, plugins: LoadedServerPlugins, job: Job, facts: DeviceFacts): Promise<void> {
  const { task, settings } = job;
  const reclassify = task.kind === 'reclassify';
  // A new reclassification marks every file of the node; a resumed one goes on with the files still marked.
  let expectedFiles: number | null = null;
  if (reclassify) {
    const db = store.sqlite;
    expectedFiles = task.progress.phase === undefined ? markForReclassification(db, [platform.objectId]) : filesToReclassify(db, platform.objectId);
  }
  const spec: ScanSpec = {
    dbFile: store.sqlite.name,
    nodeId: platform.objectId,
    taskId: task.taskId,
    services: job.services,
    scope: job.scope ?? undefined,
    settings: {
      maxFileSizeMb: settings.maxFileSize,
      ...scanThreads(settings),
      enableIndexing: settings.enableIndexing,
      enableClassification: settings.enableClassification,
      enableOcr: settings.enableOcr,
    },
    pluginsEntry: plugins.entries.scan,
    extractorsEntry: plugins.entries.extract,
    classifications: job.classifications,
    reclassify,
  };
  const started = Date.now();
  const eta = new ScanEta(expectedFiles, started);
  const progressOf = (c: ScanCounters, phase: string) => {
    const elapsed = Math.max(0.001, (Date.now() - started) / 1000);
    const rate = c.files / elapsed;
    return {
      files: c.files,
      bytes: c.bytes,
      directories: c.directories,
      changed: c.changed,
      deleted: c.deleted,
      errors: c.errors,
      rate: Math.round(rate),
      elapsed: Math.round(elapsed * 10) / 10,
      eta: eta.eta(c, phase),
      ...stageProgress(c, phase),
    };
  };
  let last = 0;
  let lastUpload = Date.now();
  let stopped: 'stop' | 'kill' | null = null;
  const uploader = new Uploader(store, platform, task.taskId, reclassify);
  const scan = startScan(spec, (c, phase) => {
    if (!stopped && Date.now() - lastUpload >= UPLOAD_EVERY_MS) {
      lastUpload = Date.now();
      uploader.flush().catch(err => warn('sending results: ', err));
    }
    if (Date.now() - last < 1000 || stopped) return;
    last = Date.now();
    platform
      .post<{ task: TaskInfo; console?: DeviceConsoleRequest[] }>('/database/collector/report', {
        taskId: task.taskId,
        state: 'progress',
        progress: progressOf(c, phase),
      })
      .then(
        r => {
          void answerConsoleRequests(platform, r.console, facts, warn);
          if (r.task.status === 9 || stopped) return;
          stopped = r.task.status === 14 ? 'kill' : 'stop'; // aborted, or cancelled / paused on the platform
          if (stopped === 'stop') scan.stop();
          else scan.kill().catch(err => warn('aborting the scan: ', err));
        },
        () => undefined,
      );
  });
  try {
    const out = await scan.done;
    await uploader.flush();
    uploader.forgetSent();
    await platform.post('/database/collector/report', {
      taskId: task.taskId,
      state: out.stopped ? 'stopped' : 'completed',
      progress: progressOf(out.counters, 'done'),
      message: out.messages[0],
    });
  } catch (err) {
    if (stopped === 'kill') return;
    await platform.post('/database/collector/report', { taskId: task.taskId, state: 'failed', message: (err as Error).message }).catch(() => undefined);
  }
}

/** Runs the collector until options.signal aborts; throws when activation fails. */
export async function runCollector(opts: CollectorOptions): Promise<void> {
  const platform = new Platform(opts.platform);
  const version = productVersion();
  const activated = await platform.post<{ objectId: string; name: string; token: string }>('/database/activate', {
    activationCode: opts.activationCode,
    version,
  });
  platform.objectId = activated.objectId;
  platform.token = activated.token;
  const dataDir = resolve(opts.dataDir ?? join(tmpdir(), `fathom-collector-${activated.objectId}`));
  mkdirSync(dataDir, { recursive: true });
  const store = await openStore({ filename: join(dataDir, 'collector.db') });
  installUploadQueue(store);
  process.stdout.write(`Collector ${activated.name} (${activated.objectId}) online\n`);
  let running: number | null = null;
  const facts: DeviceFacts = { name: activated.name, version, dataDir, startedAt: Date.now(), taskId: () => running };
  let plugins: Promise<LoadedServerPlugins> | undefined;
  let wake: () => void = () => undefined;
  opts.signal?.addEventListener('abort', () => wake(), { once: true });
  const stopHeartbeat = startHeartbeat(platform, err => warn('heartbeat: ', err), version);
  try {
    while (!opts.signal?.aborted) {
      let job: Job | { task: null; console?: DeviceConsoleRequest[] };
      try {
        job = await platform.post('/database/collector/next', {});
      } catch (err) {
        warn('', err);
        job = { task: null };
      }
      await answerConsoleRequests(platform, job.console, facts, warn);
      if (job.task) {
        plugins ??= loadHostedPlugins(opts.plugins);
        running = job.task.taskId;
        try {
          await runTask(store, platform, await plugins, job as Job, facts);
        } finally {
          running = null;
        }
        continue;
      }
      if (opts.signal?.aborted) break;
      await new Promise<void>(res => {
        wake = res;
        setTimeout(res, opts.pollMs);
      });
    }
  } finally {
    stopHeartbeat();
    await platform.post('/database/collector/offline', {}).catch(() => undefined);
    await store.close();
    process.stdout.write('Collector offline\n');
  }
}
