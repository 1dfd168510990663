/**
 * The task queue of a server (or of a collector): promotes queued tasks, claims ready ones atomically up to
 * maxConcurrentTasks, runs each scan in its own thread, retries a failed run up to TASK_MAX_RETRIES times,
 * and publishes every status change (with progress) in the 'status' feed. A task whose process died is
 * found by its owner or its stale heartbeat and resumed from its checkpoint.
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '@fathom/sdk/server';
import { NO_SECRET_BOX } from '../secrets/secret-box';
import { freemem, hostname } from 'node:os';
import { SCAN_TASK_KINDS, TASK_MAX_RETRIES, TASK_PAUSED_MESSAGE, TASK_STATUS, type TaskInfo, type TaskKind, type TaskProgress } from '@fathom/sdk/api/tasks';
import type { PlatformAccess, TaskKind as PluginTaskKind, TaskRunCounts } from '@fathom/sdk/server';
import type { EventBus } from '../events/bus';
import { indexTargetOf, isBusyError, type Store } from '../store/db';
import { startScan, ScanKilledError, type RunningScan } from '../scan/runner';
import type { ScanCheckpoint, ScanCounters, ScanService, ScanSpec } from '../scan/scan-job';
import { ScanEta, stageProgress } from '../scan/progress';
import { ACTIVE_STATUSES, claimNext, getTask, insertTask, moveTask, toTaskInfo, type TaskRow } from './repo';
import { readServerSettings, scanThreads, scanThreadsLine } from './settings';
import { nodeServices, toScanServices } from './sources';
import { NodeStateWriter, type NodeEvents } from './node-state';
import { recordTaskOutcome } from '../events/node-events';
import { busyReason, HostLoadSampler, type HostLoad } from './host-load';
import { appendTaskLog } from './task-log';
import { scanTrace } from '../scan/trace';

export interface TaskManagerOptions {
  store: Store;
  bus?: EventBus;
  /** Publishes node changes (paused, last scan times) in the objects room. */
  nodeEvents?: NodeEvents;
  /** Module exporting the server plugins with source connectors and classifiers. */
  pluginsEntry: string;
  /** Module exporting the extractor plugins (no text extraction without it). */
  extractorsEntry?: string;
  tickMs?: number;
  /** A running task whose heartbeat is older than this belongs to a dead process. */
  staleMs?: number;
  /** First retry delay; doubled each attempt, at most a minute. */
  retryBaseMs?: number;
  /** Only tasks of these nodes run here (a collector runs its own). */
  onlyNodes?: string[];
  /** False for nodes whose tasks another process runs (remote collectors). */
  runsHere?: (nodeId: string) => Promise<boolean>;
  /** Where a node's services come from; default its PID_SOURCES / PID_POLICY. */
  servicesOf?: (nodeId: string) => Promise<ScanService[]>;
  /** The platform's data directory: scans here sign with its key (a remote collector has none). */
  signingKeyDir?: string;
  /** The server's box that opens the services' sealed secrets; without it a sealed secret is refused by name. */
  secrets?: SecretBox;
  /** How busy the machine is; default sampled from the operating system. */
  hostLoad?: () => HostLoad;
  /** Task kinds the server's plugins run (TaskKinds), with the platform handed to their runs. */
  pluginKinds?: readonly PluginTaskKind[];
  platform?: PlatformAccess;
  /** Where task logs are written (PID_LOG); none: no log is kept. */
  logDir?: string;
}

type StopReason = 'cancel' | 'pause' | 'shutdown' | 'abort';
interface Running {
  row: TaskRow;
  scan: RunningScan;
  stopReason?: StopReason;
  startedAt: number;
  expectedFiles: number | null;
  progress: TaskProgress;
  eta: ScanEta;
  /** Seconds the task ran before this run (paused, stopped by a shutdown or retried, then resumed). */
  elapsedBefore: number;
  /** When the progress row was last written, whether a write is under way, whether a failure was logged. */
  lastWrite: number;
  writing: boolean;
  writeFailed: boolean;
}

export class TaskManager {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<number, Running>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private readonly nodes: NodeStateWriter;
  private readonly hostLoad: () => HostLoad;
  /** The status each task's log last recorded, so a progress write adds no line. */
  private readonly logged = new Map<number, string>();

  constructor(private readonly o: TaskManagerOptions) {
    this.nodes = new NodeStateWriter(o.store, o.nodeEvents);
    if (o.hostLoad) this.hostLoad = o.hostLoad;
    else {
      const sampler = new HostLoadSampler();
      this.hostLoad = () => sampler.sample();
    }
  }

  get runningTaskIds(): number[] {
    return [...this.running.keys()];
  }

  /** Progress of the tasks running here, fresher than their rows (written at most once a second). */
  liveProgress(): { taskId: number; progress: TaskProgress }[] {
    return [...this.running.entries()].map(([taskId, r]) => ({ taskId, progress: r.progress }));
  }

  async start(): Promise<void> {
    await this.recoverOrphans(true);
    await this.resumeReclassification();
    this.timer = setInterval(() => this.kick(), this.o.tickMs ?? 500);
    this.timer.unref?.();
    await this.tick();
  }

  /** Stops running scans after what is in flight is written; they resume when a manager starts again. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    const all = [...this.running.values()];
    for (const r of all) {
      r.stopReason = 'shutdown';
      r.scan.stop();
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(all.map(r => r.scan.done)),
      new Promise(res => {
        timer = setTimeout(res, 10_000);
      }),
    ]);
    clearTimeout(timer);
    await Promise.all([...this.running.values()].map(r => r.scan.kill()));
    await new Promise(res => setImmediate(res));
  }

  async enqueue(nodeId: string, kind: TaskKind, options: Record<string, unknown> = {}, createdBy?: string | null): Promise<TaskInfo> {
    const row = await insertTask(this.o.store, { nodeId, kind, options, createdBy });
    scanTrace('task inserted');
    await this.publish(row);
    this.kick();
    return toTaskInfo(row);
  }

  /** Runs one scheduling pass now (and again after the current one if asked while running). */
  tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      do {
        this.again = false;
        try {
          await this.schedule();
        } catch (err) {
          // A database busy past its timeout (a long scan write) is simply tried again on the next tick.
          if (!isBusyError(err) && !/closed|destroyed/i.test(String((err as Error)?.message))) console.error('task scheduling failed:', err);
        }
      } while (this.again && this.timer);
    })().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** A scheduling pass in the background: its failure is logged, never left to take the process down. */
  private kick(): void {
    this.tick().catch(err => console.error('task scheduling failed:', err));
  }

  private nodeOk(nodeId: string): boolean {
    return !this.o.onlyNodes || this.o.onlyNodes.includes(nodeId);
  }

  private async schedule(): Promise<void> {
    const { store } = this.o;
    const now = Date.now();
    await this.recoverOrphans(false);
    // The ids as they are now: a task may end while the heartbeat is written, and `IN ()` is no SQL on PostgreSQL.
    const runningIds = [...this.running.keys()];
    if (runningIds.length) {
      await store.db.updateTable('tasks').set({ heartbeat_at: now }).where('task_id', 'in', runningIds).execute();
      // Status changed from elsewhere (another server, the platform for a collector): stop here too.
      const rows = await store.db.selectFrom('tasks').select(['task_id', 'status']).where('task_id', 'in', runningIds).execute();
      for (const t of rows) {
        const r = this.running.get(t.task_id);
        if (!r || r.stopReason || t.status === TASK_STATUS.executing) continue;
        if (t.status === TASK_STATUS.aborted) {
          r.stopReason = 'abort';
          await r.scan.kill();
        } else {
          r.stopReason = t.status === TASK_STATUS.waitingUntil ? 'pause' : 'cancel';
          r.scan.stop();
        }
      }
    }
    for (const r of await store.db.selectFrom('tasks').selectAll().where('status', '=', TASK_STATUS.retry).where('ready_at', '<=', now).execute()) {
      const moved = await moveTask(store, r.task_id, [TASK_STATUS.retry], { status: TASK_STATUS.ready });
      if (moved) await this.publish(moved);
    }
    const waiting = await store.db
      .selectFrom('tasks')
      .selectAll()
      .where('status', 'in', [TASK_STATUS.queued, TASK_STATUS.waitingPrevious])
      .orderBy('task_id')
      .limit(500)
      .execute();
    for (const t of waiting) {
      if (await this.nodes.isPaused(t.node_id)) {
        const moved = await moveTask(store, t.task_id, [t.status], { status: TASK_STATUS.waitingUntil, message: TASK_PAUSED_MESSAGE });
        if (moved) await this.publish(moved);
        continue;
      }
      const ahead = await store.db
        .selectFrom('tasks')
        .select('task_id')
        .where('node_id', '=', t.node_id)
        .where('task_id', '<', t.task_id)
        .where('status', 'in', [...ACTIVE_STATUSES, TASK_STATUS.queued, TASK_STATUS.waitingPrevious])
        .limit(1)
        .executeTakeFirst();
      const next = ahead ? TASK_STATUS.waitingPrevious : TASK_STATUS.ready;
      if (next !== t.status) {
        const moved = await moveTask(store, t.task_id, [t.status], { status: next });
        if (moved) await this.publish(moved);
      }
    }
    const settings = await readServerSettings(store);
    const freeMb = Math.floor(freemem() / 1048576);
    const memoryShort = freeMb < settings.minimumMemoryAvailableMb;
    // CPU, disk and load limits hold back further tasks only: one task always runs.
    const busy = () => (this.running.size > 0 ? busyReason(this.hostLoad(), settings) : null);
    while (!memoryShort && this.running.size < settings.maxConcurrentTasks && !busy() && this.timer) {
      const row = await this.claim();
      if (!row) break;
      await this.run(row);
    }
    const busyNow = memoryShort ? null : busy();
    if (memoryShort || busyNow || this.running.size >= settings.maxConcurrentTasks) {
      const message = memoryShort ? `Waiting for memory: ${freeMb} MB free, ${settings.minimumMemoryAvailableMb} MB required` : busyNow;
      for (const t of await store.db.selectFrom('tasks').selectAll().where('status', '=', TASK_STATUS.ready).limit(100).execute()) {
        if (!this.nodeOk(t.node_id) || (this.o.runsHere && !(await this.o.runsHere(t.node_id)))) continue;
        const moved = await moveTask(store, t.task_id, [TASK_STATUS.ready], { status: TASK_STATUS.waitingWorker, message });
        if (moved) await this.publish(moved);
      }
    }
  }

  private async claim(): Promise<TaskRow | undefined> {
    if (!this.o.onlyNodes && !this.o.runsHere) return claimNext(this.o.store, this.owner);
    const candidates = (
      await this.o.store.db.selectFrom('tasks').select('node_id').distinct().where('status', 'in', [TASK_STATUS.ready, TASK_STATUS.waitingWorker]).execute()
    ).map(r => r.node_id);
    const others: string[] = [];
    for (const n of candidates) if (!this.nodeOk(n) || (this.o.runsHere && !(await this.o.runsHere(n)))) others.push(n);
    return claimNext(this.o.store, this.owner, others);
  }

  /**
   * Files marked for reclassification (a policy saved just before a crash, or an upgrade that marked them) get
   * their 'reclassify' task: one per node that runs here and has none waiting. Returns the tasks queued.
   */
  async resumeReclassification(): Promise<TaskInfo[]> {
    const { store } = this.o;
    const marked = await store.db
      .selectFrom('idx_entries')
      .select('node_id')
      .select(eb => eb.fn.countAll<number>().as('files'))
      .where('reclassify', '=', 1)
      .groupBy('node_id')
      .execute();
    const queued: TaskInfo[] = [];
    for (const m of marked) {
      if (!this.nodeOk(m.node_id) || (this.o.runsHere && !(await this.o.runsHere(m.node_id)))) continue;
      const waiting = await store.db
        .selectFrom('tasks')
        .select('task_id')
        .where('node_id', '=', m.node_id)
        .where('kind', '=', 'reclassify')
        .where('status', 'not in', [10, 12, 13, 14])
        .limit(1)
        .executeTakeFirst();
      if (!waiting) queued.push(await this.enqueue(m.node_id, 'reclassify', { files: Number(m.files) }));
    }
    return queued;
  }

  /** Executing tasks of a process that is gone go back to ready, keeping their checkpoint. */
  private async recoverOrphans(atStart: boolean): Promise<void> {
    const { store } = this.o;
    const staleBefore = Date.now() - (this.o.staleMs ?? 30_000);
    const executing = await store.db.selectFrom('tasks').selectAll().where('status', '=', TASK_STATUS.executing).execute();
    for (const t of executing) {
      if (this.running.has(t.task_id) || !this.nodeOk(t.node_id)) continue;
      if (t.owner === this.owner && !atStart) continue;
      if (!ownerIsGone(t.owner, this.owner) && (t.heartbeat_at ?? 0) >= staleBefore) continue;
      const moved = await moveTask(store, t.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.ready,
        owner: null,
        message: 'Resumed after its worker stopped',
      });
      if (moved) await this.publish(moved);
    }
  }

  private async run(row: TaskRow): Promise<void> {
    const { store } = this.o;
    if (!(SCAN_TASK_KINDS as readonly string[]).includes(row.kind)) return this.runPluginTask(row);
    scanTrace('task claimed');
    const options = JSON.parse(row.options || '{}') as { services?: string[]; scope?: { service: string; path: string }; files?: number };
    const reclassify = row.kind === 'reclassify';
    let services: ScanService[];
    try {
      services = this.o.servicesOf
        ? await this.o.servicesOf(row.node_id)
        : toScanServices(await nodeServices(store, row.node_id, this.o.secrets ?? NO_SECRET_BOX));
    } catch (err) {
      await this.failed(row, err as Error);
      return;
    }
    if (options.services?.length) services = services.filter(s => options.services!.includes(s.name));
    if (options.scope) services = services.filter(s => s.name === options.scope!.service);
    if (services.length === 0) {
      const done = await moveTask(store, row.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.failed,
        completed_at: Date.now(),
        message: 'The node has no sources to scan.',
      });
      if (done) await this.publish(done);
      return;
    }
    const settings = await readServerSettings(store, row.node_id);
    const threads = scanThreads(settings);
    this.log(row.task_id, scanThreadsLine(settings));
    const spec: ScanSpec = {
      ...indexTargetOf(store),
      nodeId: row.node_id,
      taskId: row.task_id,
      services,
      scope: options.scope,
      settings: {
        maxFileSizeMb: settings.maxFileSize,
        ...threads,
        enableIndexing: settings.enableIndexing,
        enableClassification: settings.enableClassification,
        enableOcr: settings.enableOcr,
      },
      pluginsEntry: this.o.pluginsEntry,
      extractorsEntry: this.o.extractorsEntry,
      signingKeyDir: this.o.signingKeyDir,
      checkpoint: row.checkpoint ? (JSON.parse(row.checkpoint) as ScanCheckpoint) : null,
      writersWaiting: store.writersWaiting,
      reclassify,
    };
    const previous = await store.db
      .selectFrom('tasks')
      .select('progress')
      .where('node_id', '=', row.node_id)
      .where('kind', '=', row.kind)
      .where('status', '=', TASK_STATUS.completed)
      .orderBy('task_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const expectedFiles = reclassify
      ? (options.files ?? null)
      : !options.scope && previous?.progress
        ? (JSON.parse(previous.progress) as TaskProgress).files
        : null;
    const startedAt = Date.now();
    if (!reclassify && (row.started_at === null || row.started_at >= startedAt - 1000)) await this.nodes.patch(row.node_id, { lastScanStartTime: startedAt });
    scanTrace('thread starting');
    const scan = startScan(spec, (c, phase) => this.progress(row.task_id, c, phase));
    const before = JSON.parse(row.progress ?? 'null') as Partial<TaskProgress> | null;
    // A resumed run (after a pause, a shutdown or a retry) goes on counting the time already run; a new task has no progress yet.
    const elapsedBefore = typeof before?.elapsed === 'number' ? before.elapsed : 0;
    const entry: Running = {
      row,
      scan,
      startedAt,
      elapsedBefore,
      expectedFiles,
      eta: new ScanEta(expectedFiles, startedAt),
      lastWrite: 0,
      writing: false,
      writeFailed: false,
      progress: { ...(before ?? {}), phase: 'walk' } as TaskProgress,
    };
    this.running.set(row.task_id, entry);
    await this.publish(row);
    scan.done
      .then(
        out => this.finished(entry, out.counters, out.stopped, out.messages),
        err => (err instanceof ScanKilledError || entry.stopReason === 'abort' ? this.aborted(entry) : this.failed(row, err as Error)),
      )
      .catch(err => console.error('task bookkeeping failed:', err))
      .finally(() => {
        this.running.delete(row.task_id);
        this.kick();
      })
      .catch(err => console.error('task bookkeeping failed:', err));
  }

  /** Appends to a task's log when the manager keeps logs; a log that cannot be written never stops the task. */
  log(taskId: number, text: string): void {
    if (!this.o.logDir) return;
    try {
      appendTaskLog(this.o.logDir, taskId, text);
    } catch (err) {
      console.error(`task ${taskId}: log not written: ${(err as Error)?.message ?? err}`);
    }
  }

  /**
   * A task of a kind a plugin contributes (TaskKinds) runs in this process: its run gets the task's options, a
   * signal that stops it, progress and log callbacks. Its outcome is kept like a scan's: completed, paused,
   * cancelled, aborted, or retried with a growing delay after a failure.
   */
  private async runPluginTask(row: TaskRow): Promise<void> {
    const kind = this.o.pluginKinds?.find(k => k.kind === row.kind);
    if (!kind || !this.o.platform) {
      const done = await moveTask(this.o.store, row.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.failed,
        completed_at: Date.now(),
        owner: null,
        message: `No plugin of this server runs tasks of kind '${row.kind}'.`,
      });
      if (done) await this.publish(done);
      return;
    }
    const controller = new AbortController();
    const counters: ScanCounters = { files: 0, bytes: 0, directories: 0, changed: 0, unchanged: 0, deleted: 0, errors: 0 };
    const messages: string[] = [];
    const taskId = row.task_id;
    const before = JSON.parse(row.progress ?? 'null') as Partial<TaskProgress> | null;
    let total: number | null = null;
    this.logStatus(row); // 'Running' before the run's own lines
    const done = (async () => {
      try {
        await kind.run({
          taskId: String(taskId),
          nodeId: row.node_id,
          parameters: JSON.parse(row.options || '{}') as Record<string, unknown>,
          createdBy: row.created_by ?? null,
          signal: controller.signal,
          platform: this.o.platform!,
          progress: (files: number, of?: number, counts: TaskRunCounts = {}) => {
            counters.files = files;
            if (of !== undefined) total = of;
            for (const k of ['bytes', 'changed', 'deleted', 'errors'] as const) if (counts[k] !== undefined) counters[k] = counts[k]!;
            const entry = this.running.get(taskId);
            if (entry) entry.expectedFiles = total;
            this.progress(taskId, counters, 'act');
          },
          log: (line: string) => {
            if (messages.length < 1 && /^(failed|error)/i.test(line)) messages.push(line);
            this.log(taskId, line);
          },
        });
        return { counters, stopped: controller.signal.aborted, messages };
      } catch (err) {
        // Stopped on purpose (cancel, pause, shutdown): the run's own abort error is not a failure.
        if (controller.signal.aborted && this.running.get(taskId)?.stopReason !== 'abort') return { counters, stopped: true, messages };
        throw err;
      }
    })();
    const scan: RunningScan = {
      done: done as RunningScan['done'],
      stop: () => controller.abort(),
      kill: async () => {
        controller.abort();
        await done.catch(() => undefined);
      },
    };
    const entry: Running = {
      row,
      scan,
      startedAt: Date.now(),
      elapsedBefore: typeof before?.elapsed === 'number' ? before.elapsed : 0,
      expectedFiles: null,
      eta: new ScanEta(null, Date.now()),
      lastWrite: 0,
      writing: false,
      writeFailed: false,
      progress: { ...(before ?? {}), phase: 'act' } as TaskProgress,
    };
    this.running.set(taskId, entry);
    await this.publish(row);
    done
      .then(
        out => this.finished(entry, out.counters, out.stopped, out.messages),
        err => (entry.stopReason === 'abort' ? this.aborted(entry) : this.failed(row, err as Error)),
      )
      .catch(err => console.error('task bookkeeping failed:', err))
      .finally(() => {
        this.running.delete(taskId);
        this.kick();
      })
      .catch(err => console.error('task bookkeeping failed:', err));
  }

  private toProgress(r: Running, c: ScanCounters, phase: string): TaskProgress {
    const now = Date.now();
    const elapsed = Math.max(0.001, (now - r.startedAt) / 1000);
    const rate = c.files / elapsed;
    const eta = r.eta.eta(c, phase, now);
    const total = r.elapsedBefore + elapsed;
    return {
      files: c.files,
      bytes: c.bytes,
      directories: c.directories,
      changed: c.changed,
      deleted: c.deleted,
      errors: c.errors,
      rate: Math.round(rate),
      elapsed: Math.round(total * 10) / 10,
      eta,
      ...stageProgress(c, phase),
    };
  }

  /**
   * Keeps the live progress and writes it to the task row at most once a second, in the background: a write
   * that meets a busy store is tried again with the next progress report, any other failure is logged once.
   */
  private progress(taskId: number, c: ScanCounters, phase: string): void {
    const r = this.running.get(taskId);
    if (!r) return;
    r.progress = this.toProgress(r, c, phase);
    const now = Date.now();
    if (r.writing || now - r.lastWrite < 1000) return;
    r.lastWrite = now;
    r.writing = true;
    this.writeProgress(r, now).then(
      () => {
        r.writing = false;
      },
      err => {
        r.writing = false;
        if (isBusyError(err)) {
          r.lastWrite = 0;
          return;
        }
        if (!r.writeFailed) console.error(`task ${taskId}: progress not saved: ${(err as Error)?.message ?? err}`);
        r.writeFailed = true;
      },
    );
  }

  private async writeProgress(r: Running, now: number): Promise<void> {
    const row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing], {
      status: TASK_STATUS.executing,
      progress: JSON.stringify(r.progress),
      heartbeat_at: now,
    });
    if (row) await this.publish(row);
  }

  private async finished(r: Running, c: ScanCounters, stopped: boolean, messages: string[]): Promise<void> {
    scanTrace('thread done');
    const progress = JSON.stringify(this.toProgress(r, c, stopped ? 'stopped' : 'done'));
    const now = Date.now();
    const why = stopped ? r.stopReason : undefined;
    const note = messages.length ? `${c.errors} error(s); first: ${messages[0]}` : null;
    let row: TaskRow | undefined;
    if (why === 'cancel')
      row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing], { status: TASK_STATUS.cancelled, progress, completed_at: now, owner: null });
    else if (why === 'pause')
      row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.waitingUntil,
        progress,
        message: TASK_PAUSED_MESSAGE,
        owner: null,
      });
    else if (why === 'shutdown')
      row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing], { status: TASK_STATUS.ready, progress, owner: null });
    else {
      row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.completed,
        progress,
        completed_at: now,
        owner: null,
        checkpoint: null,
        message: note,
      });
      if (row) {
        if (r.row.kind === 'scan' || r.row.kind === 'rescan') await this.nodes.patch(r.row.node_id, { lastScanCompleteTime: now });
        await this.nodes.taskComplete(r.row.node_id, toTaskInfo(row));
      }
    }
    if (row) await this.publish(row);
    scanTrace('task completed');
  }

  private async aborted(r: Running): Promise<void> {
    const row = await moveTask(this.o.store, r.row.task_id, [TASK_STATUS.executing, TASK_STATUS.aborted], {
      status: TASK_STATUS.aborted,
      completed_at: Date.now(),
      owner: null,
      progress: JSON.stringify(r.progress),
    });
    if (row) await this.publish(row);
  }

  private async failed(row: TaskRow, err: Error): Promise<void> {
    const current = await getTask(this.o.store, row.task_id);
    if (!current || current.status !== TASK_STATUS.executing) return;
    const attempts = current.attempts + 1;
    const message = `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}`;
    const patch =
      attempts > TASK_MAX_RETRIES
        ? { status: TASK_STATUS.failed, attempts, message, completed_at: Date.now(), owner: null }
        : {
            status: TASK_STATUS.retry,
            attempts,
            message,
            owner: null,
            ready_at: Date.now() + Math.min(60_000, (this.o.retryBaseMs ?? 1000) * 2 ** (attempts - 1)),
          };
    const moved = await moveTask(this.o.store, row.task_id, [TASK_STATUS.executing], patch);
    if (moved) await this.publish(moved);
  }

  /** pause / resume / cancel / abort of a node's tasks (or of one task when taskId is given). */
  async control(nodeId: string, command: 'pause' | 'resume' | 'cancel' | 'abort', taskId?: number): Promise<TaskInfo[]> {
    const { store } = this.o;
    if (command === 'pause') await this.nodes.patch(nodeId, { paused: true });
    if (command === 'resume') await this.nodes.patch(nodeId, { paused: false });
    let q = store.db.selectFrom('tasks').selectAll().where('node_id', '=', nodeId).where('status', 'not in', [10, 12, 13, 14]);
    if (taskId !== undefined) q = q.where('task_id', '=', taskId);
    const changed: TaskInfo[] = [];
    for (const t of await q.execute()) {
      const r = this.running.get(t.task_id);
      let moved: TaskRow | undefined;
      if (command === 'resume') {
        if (t.status === TASK_STATUS.waitingUntil && t.message === TASK_PAUSED_MESSAGE)
          moved = await moveTask(store, t.task_id, [t.status], { status: TASK_STATUS.queued, message: null });
      } else if (t.status === TASK_STATUS.executing) {
        if (r) {
          if (command === 'abort') {
            r.stopReason = 'abort';
            moved = await moveTask(store, t.task_id, [TASK_STATUS.executing], { status: TASK_STATUS.aborted, completed_at: Date.now() });
            await r.scan.kill();
          } else {
            r.stopReason = command;
            r.scan.stop();
            changed.push(toTaskInfo(t));
          }
        } else if (command !== 'pause') {
          // Executing elsewhere (another server or a collector): its owner sees the status change and stops.
          moved = await moveTask(store, t.task_id, [TASK_STATUS.executing], {
            status: command === 'abort' ? TASK_STATUS.aborted : TASK_STATUS.cancelled,
            completed_at: Date.now(),
          });
        }
      } else if (command === 'pause') {
        moved = await moveTask(store, t.task_id, [t.status], { status: TASK_STATUS.waitingUntil, message: TASK_PAUSED_MESSAGE });
      } else {
        moved = await moveTask(store, t.task_id, [t.status], {
          status: command === 'abort' ? TASK_STATUS.aborted : TASK_STATUS.cancelled,
          completed_at: Date.now(),
        });
      }
      if (moved) {
        changed.push(toTaskInfo(moved));
        await this.publish(moved);
      }
    }
    this.kick();
    return changed;
  }

  /**
   * A remote collector takes the next ready task of its node (atomically, like a local worker); a static worker
   * of the node takes it under its own owner name (`worker:<id>`).
   */
  async claimRemote(nodeId: string, owner = `collector:${nodeId}`): Promise<TaskInfo | null> {
    // A collector (or static worker) runs one task at a time and asks for the next only when it has none: a task still executing in
    // its name was left by a collector process that died (killed, the machine restarted), and resumes now rather
    // than when its heartbeat goes stale.
    const left = await this.o.store.db
      .selectFrom('tasks')
      .select('task_id')
      .where('node_id', '=', nodeId)
      .where('status', '=', TASK_STATUS.executing)
      .where('owner', '=', owner)
      .execute();
    for (const t of left) {
      const moved = await moveTask(this.o.store, t.task_id, [TASK_STATUS.executing], {
        status: TASK_STATUS.ready,
        owner: null,
        message: 'Resumed after its collector restarted',
      });
      if (moved) await this.publish(moved);
    }
    await this.tick(); // promote queued tasks first
    const row = await claimNext(this.o.store, owner, [], nodeId);
    if (!row) return null;
    if (row.kind !== 'reclassify' && row.started_at !== null && row.started_at >= Date.now() - 1000)
      await this.nodes.patch(nodeId, { lastScanStartTime: row.started_at });
    await this.publish(row);
    return toTaskInfo(row);
  }

  /** Progress and the end of a task a remote collector runs; answers the task as it now stands (cancelled, paused...). */
  async remoteReport(
    nodeId: string,
    taskId: number,
    report: { state: 'progress' | 'completed' | 'failed' | 'stopped'; progress?: TaskProgress; message?: string },
  ): Promise<TaskInfo | null> {
    const { store } = this.o;
    const current = await getTask(store, taskId);
    if (!current || current.node_id !== nodeId) return null;
    if (current.status !== TASK_STATUS.executing) return toTaskInfo(current);
    const progress = report.progress ? JSON.stringify(report.progress) : current.progress;
    const now = Date.now();
    let row: TaskRow | undefined;
    if (report.state === 'progress')
      row = await moveTask(store, taskId, [TASK_STATUS.executing], { status: TASK_STATUS.executing, progress, heartbeat_at: now });
    else if (report.state === 'completed') {
      row = await moveTask(store, taskId, [TASK_STATUS.executing], {
        status: TASK_STATUS.completed,
        progress,
        completed_at: now,
        owner: null,
        message: report.message ?? null,
      });
      if (row) {
        if (row.kind !== 'reclassify') await this.nodes.patch(nodeId, { lastScanCompleteTime: now });
        await this.nodes.taskComplete(nodeId, toTaskInfo(row));
      }
    } else if (report.state === 'stopped') row = await moveTask(store, taskId, [TASK_STATUS.executing], { status: TASK_STATUS.ready, progress, owner: null });
    else {
      await this.failed(current, new Error(report.message ?? 'The collector reported a failure'));
      row = await getTask(store, taskId);
    }
    if (row && report.state !== 'failed') await this.publish(row);
    return row ? toTaskInfo(row) : null;
  }

  /** Waits until no task is running here and none is ready (tests and the collector's run-once mode). */
  async idle(pollMs = 50): Promise<void> {
    for (;;) {
      await this.tick();
      const pending = await this.o.store.db.selectFrom('tasks').select('task_id').where('status', 'in', [1, 2, 3, 9, 11, 15]).limit(1).executeTakeFirst();
      if (this.running.size === 0 && !pending) return;
      await new Promise(res => setTimeout(res, pollMs));
    }
  }

  /** A line in the task's log when its status (or its message) changed since the last line. */
  private logStatus(row: TaskRow): void {
    const key = `${row.status}|${row.message ?? ''}`;
    if (this.logged.get(row.task_id) === key) return;
    this.logged.set(row.task_id, key);
    if ([10, 12, 13, 14].includes(row.status)) this.logged.delete(row.task_id);
    this.log(row.task_id, statusLine(row));
  }

  private async publish(row: TaskRow): Promise<void> {
    this.logStatus(row);
    if (!this.o.bus) return;
    const audience = await this.nodes.audience(row.node_id);
    const info = toTaskInfo(row);
    const live = this.running.get(row.task_id);
    if (live && row.status === TASK_STATUS.executing) info.progress = live.progress;
    await this.o.bus.publishFeed('status', { type: 'taskStatus', objectId: row.node_id, data: info }, audience);
    await recordTaskOutcome(this.o.store, this.o.bus, info); // failed, aborted, or a scan with file errors: a node event
  }
}

export function statusLine(row: TaskRow): string {
  const info = toTaskInfo(row);
  const p = info.progress;
  const counts = row.status === TASK_STATUS.completed || p.files ? ` (files ${p.files}, errors ${p.errors})` : '';
  return `${info.statusLabel}${row.attempts ? `, attempt ${row.attempts + 1}` : ''}${counts}${row.message ? `: ${row.message}` : ''}`;
}

function ownerIsGone(owner: string | null, me: string): boolean {
  if (!owner) return true;
  const [host, pidText] = owner.split(':');
  if (host !== me.split(':')[0]) return false; // another machine: only its heartbeat tells
  if (owner === me) return false;
  const pid = Number(pidText);
  if (pid === process.pid) return true; // an earlier life of this process id
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
