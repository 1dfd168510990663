/**
 * `fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]`: a remote collector.
 * It activates its node with the code, shows online in the tree, pulls its node's tasks, scans its own folders
 * with the same engine (a local index keeps rescans incremental), sends the results to the platform in batches
 * while the scan runs (see collector-upload.ts)
 * and goes offline on exit (SIGINT, SIGTERM).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_BASE, type Envelope } from '@fathom/sdk/api';
import type { ServerSettings, TaskInfo } from '@fathom/sdk/api/tasks';
import { startScan } from '../../server/scan/runner';
import type { ScanCounters, ScanService, ScanSpec } from '../../server/scan/scan-job';
import { openStore, type Store } from '../../server/store/db';
import { HEARTBEAT_MS } from '../../server/tasks/collector-presence';
import { scanThreads } from '../../server/tasks/settings';
import { installUploadQueue, Uploader } from './collector-upload';
import { loadServerPlugins } from './plugins';

/** How often a running scan's results go to the platform. */
const UPLOAD_EVERY_MS = 3000;

interface Options { platform: string; activationCode: string; dataDir?: string; pollMs: number }

function parseArgs(argv: string[]): Options {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!['--platform', '--activation-code', '--data-dir', '--poll-ms'].includes(flag)) throw new Error(`unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    out[flag] = value;
  }
  if (!out['--platform']) throw new Error('--platform is required');
  if (!out['--activation-code']) throw new Error('--activation-code is required');
  return { platform: out['--platform'].replace(/\/+$/, ''), activationCode: out['--activation-code'], dataDir: out['--data-dir'], pollMs: Number(out['--poll-ms'] ?? 1000) || 1000 };
}

class Platform {
  token = '';
  constructor(readonly url: string, public objectId = '') {}
  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.url}${API_BASE}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(this.token ? { 'x-collector-token': this.token } : {}) },
      body: JSON.stringify({ objectId: this.objectId || undefined, ...body }),
    });
    const env = (await res.json()) as Envelope<T>;
    if (env.status !== 'OK') throw new Error(`${env.error.name}: ${env.error.message}`);
    return env.data;
  }
}

async function runTask(store: Store, platform: Platform, job: { task: TaskInfo; services: ScanService[]; scope: { service: string; path: string } | null; settings: ServerSettings; classifications?: ScanSpec['classifications'] }): Promise<void> {
  const { task, settings } = job;
  const { entries } = await loadServerPlugins();
  const spec: ScanSpec = {
    dbFile: store.sqlite.name, nodeId: platform.objectId, taskId: task.taskId, services: job.services, scope: job.scope ?? undefined,
    settings: { maxFileSizeMb: settings.maxFileSize, ...scanThreads(settings), enableIndexing: settings.enableIndexing, enableClassification: settings.enableClassification, enableOcr: settings.enableOcr },
    pluginsEntry: entries.scan, extractorsEntry: entries.extract, classifications: job.classifications,
  };
  const started = Date.now();
  const progressOf = (c: ScanCounters, phase: string) => {
    const elapsed = Math.max(0.001, (Date.now() - started) / 1000);
    return { files: c.files, bytes: c.bytes, directories: c.directories, changed: c.changed, deleted: c.deleted, errors: c.errors, rate: Math.round(c.files / elapsed), elapsed: Math.round(elapsed * 10) / 10, eta: null, phase };
  };
  let last = 0;
  let lastUpload = Date.now();
  let stopped: 'stop' | 'kill' | null = null;
  const uploader = new Uploader(store, platform, task.taskId);
  const scan = startScan(spec, (c, phase) => {
    if (!stopped && Date.now() - lastUpload >= UPLOAD_EVERY_MS) {
      lastUpload = Date.now();
      uploader.flush().catch(err => process.stderr.write(`fathom collector: sending results: ${(err as Error).message}\n`));
    }
    if (Date.now() - last < 1000 || stopped) return;
    last = Date.now();
    platform.post<{ task: TaskInfo }>('/database/collector/report', { taskId: task.taskId, state: 'progress', progress: progressOf(c, phase) }).then(r => {
      if (r.task.status === 9 || stopped) return;
      stopped = r.task.status === 14 ? 'kill' : 'stop'; // aborted, or cancelled / paused on the platform
      void (stopped === 'kill' ? scan.kill() : scan.stop());
    }, () => undefined);
  });
  try {
    const out = await scan.done;
    await uploader.flush();
    uploader.forgetSent();
    await platform.post('/database/collector/report', { taskId: task.taskId, state: out.stopped ? 'stopped' : 'completed', progress: progressOf(out.counters, 'done'), message: out.messages[0] });
  } catch (err) {
    if (stopped === 'kill') return;
    await platform.post('/database/collector/report', { taskId: task.taskId, state: 'failed', message: (err as Error).message }).catch(() => undefined);
  }
}

export async function main(argv: string[]): Promise<number> {
  let opts: Options;
  try { opts = parseArgs(argv); } catch (e) {
    process.stderr.write(`fathom collector: ${(e as Error).message}\nusage: fathom collector --platform URL --activation-code CODE [--data-dir DIR] [--poll-ms N]\n`);
    return 2;
  }
  const platform = new Platform(opts.platform);
  const activated = await platform.post<{ objectId: string; name: string; token: string }>('/database/activate', { activationCode: opts.activationCode });
  platform.objectId = activated.objectId;
  platform.token = activated.token;
  const dataDir = resolve(opts.dataDir ?? join(tmpdir(), `fathom-collector-${activated.objectId}`));
  mkdirSync(dataDir, { recursive: true });
  const store = await openStore({ filename: join(dataDir, 'collector.db') });
  installUploadQueue(store);
  process.stdout.write(`Collector ${activated.name} (${activated.objectId}) online\n`);
  let running = true;
  let wake: () => void = () => undefined;
  // Signs of life while a long scan makes no other call.
  const heartbeat = setInterval(() => { void platform.post('/database/collector/heartbeat', {}).catch(() => undefined); }, HEARTBEAT_MS);
  const stop = () => { running = false; wake(); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    while (running) {
      let job: Parameters<typeof runTask>[2] | { task: null };
      try { job = await platform.post('/database/collector/next', {}); } catch (err) {
        process.stderr.write(`fathom collector: ${(err as Error).message}\n`);
        job = { task: null };
      }
      if (job.task) { await runTask(store, platform, job as Parameters<typeof runTask>[2]); continue; }
      await new Promise<void>(res => { wake = res; setTimeout(res, opts.pollMs); });
    }
  } finally {
    clearInterval(heartbeat);
    await platform.post('/database/collector/offline', {}).catch(() => undefined);
    await store.close();
    process.stdout.write('Collector offline\n');
  }
  return 0;
}
