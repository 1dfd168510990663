/**
 * One scan of a node's sources, run inside a worker thread on its own database connection, in two stages:
 *
 * 1. Names ('walk'): walk (one directory listing at a time) -> diff against the index by size + mtime -> one
 *    metadata write per new or changed file or folder, in short transactions. When it ends the index of the
 *    tree is complete and searchable by name, size, dates and owner; no file has been read yet.
 * 2. Contents ('content'): every live file of the service still without a hash (those stage 1 wrote, and any
 *    an earlier run left) is read + hashed, extracted and classified (content stage), and gets one write with
 *    its hash, extraction status and signature, in bursts; then duplicate counts.
 *
 * Restart safety: a file row written in stage 1 has no hash until stage 2 writes it. A run that is killed and
 * started again walks again; files already done match by size + mtime + hash and are skipped, files without a
 * hash are read again, and rows are keyed by path, so nothing is lost or written twice.
 */
import type { IncludePath } from '@fathom/sdk/api/policy';
import { createHash } from 'node:crypto';
import type { SourceConnector, WalkEntry, WalkListing, WalkState } from '@fathom/sdk/server';
import { ExtractionPool } from '../extract/pool';
import { DIRECTORY, FILE, IndexWriter, recomputeDuplicates } from '../index/writer';
import { markStatsStale, rebuildStatsRollups, staleNodes } from '../index/stats-rollup';
import { extensionOfName } from '../index/categories';
import { PluginTextClassifier, resolveClassifications } from './classify-stage';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import { Batcher, ResultQueue } from './batcher';
import { DeferredIndexes } from './deferred-indexes';
import { ENTRY_ID, KNOWN, KnownChildren, MODIFY_MS, NAME, SIZE, STATE } from './known-children';
import { ContentStage } from './content-stage';
import { loadServerPlugins, sourceConnector } from './plugins';
import { builtInClassifications } from '../plugins/contributions';
import { includeMatcher } from './include-match';
import { RECLASSIFY_AT_NEXT_SCAN } from './reclassify-marks';
import { loadSigningKey } from '../signing/keys';
import { signingLicensed } from '../signing/policy';
import { ContentSigner } from '../signing/record';
import { dialectOf, openIndexDb, type IndexDb } from '../store/index-db';
import { scanTrace } from './trace';

/** How often a scan reports its counters (the task's progress and the console's progress bar). */
const PROGRESS_EVERY_MS = 100;

export interface ScanService {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
  include: IncludePath[];
  exclude: string[];
}

export interface ScanSettings {
  maxFileSizeMb: number;
  /** Read + hash threads; 0 reads inline in the scan thread. */
  hashThreads: number;
  extractThreads: number;
  enableIndexing: boolean;
  enableClassification: boolean;
  enableOcr: boolean;
}

export interface ScanSpec {
  /** The SQLite store's file; with databaseUrl set, the store is on PostgreSQL there instead (see store/index-db.ts). */
  dbFile: string;
  databaseUrl?: string;
  nodeId: string;
  taskId: number | null;
  services: ScanService[];
  /** 'rescan folder': only this path of this service. */
  scope?: { service: string; path: string };
  settings: ScanSettings;
  /** Module exporting the server plugins with source connectors and classifiers (see plugins.ts). */
  pluginsEntry: string;
  /** Module exporting the extractor plugins; without it indexed files get no text. */
  extractorsEntry?: string;
  /** Counters carried over from an interrupted run of the same task. */
  checkpoint?: ScanCheckpoint | null;
  /** The node's effective policy classifications; default: resolved from PID_CLASSIFICATIONS in dbFile. */
  classifications?: PolicyClassification[];
  /**
   * The platform's data directory, whose signing key signs files under include paths with signing on. Remote
   * collectors leave it out: the key never leaves the platform, which signs their rows on ingest.
   */
  signingKeyDir?: string;
  /** Writers of the API waiting for the lock (an Int32Array's buffer, see Batcher): the scan gives way to them. */
  writersWaiting?: SharedArrayBuffer;
  /** A 'reclassify' task: classify the files a policy change marked again from their stored text (reclassify-job.ts). */
  reclassify?: boolean;
}

export interface ScanCounters {
  files: number;
  bytes: number;
  directories: number;
  changed: number;
  unchanged: number;
  deleted: number;
  errors: number;
  /** Stage 2: files whose contents this run reads (known when stage 1 ends), and those done. */
  contentFiles?: number;
  contentDone?: number;
}

export interface ScanCheckpoint {
  carried: Pick<ScanCounters, 'bytes' | 'changed' | 'deleted' | 'errors'>;
  runs: number;
}
export interface ScanOutcome {
  counters: ScanCounters;
  stopped: boolean;
  messages: string[];
}

export interface ScanHooks {
  progress(counters: ScanCounters, phase: string): void;
  /** Checked between directories: true stops the scan after what is in flight is written. */
  shouldStop(): boolean;
}

/** A file waiting for its content; previousSignature is kept so an unchanged content keeps its signature. */
interface PendingFile {
  entryId: number;
  size: number;
  sign: boolean;
  previousSignature: string | null;
}

/** A row of stage 2's work list: a live file without a hash. */
interface ContentRow {
  entry_id: number;
  parent_path: string;
  name: string;
  size: number;
  signature: string | null;
}

/** Rows of stage 2's work list per query. */
export const CONTENT_PAGE = 2000;

interface Flags {
  index: boolean;
  classify: boolean;
  ocr: boolean;
  sign: boolean;
}

export function includeFlags(service: ScanService, settings: ScanSettings, signing: boolean): (path: string) => Flags {
  const match = includeMatcher(service.include);
  const none: Flags = { index: false, classify: false, ocr: false, sign: false };
  return (path: string) => {
    const inc = match(path);
    if (!inc) return none;
    const index = settings.enableIndexing && inc.index === true;
    return {
      index,
      classify: index && settings.enableClassification && inc.classify !== false,
      ocr: index && settings.enableOcr && inc.ocr === true,
      sign: signing && inc.signing === true,
    };
  };
}

/**
 * The state a connector kept from its last walk of a service (WalkState), read from source_walk_state; saved (in the
 * scan's transaction, with the rows the walk wrote) only when the walk ended. It starts empty when the service's
 * include or exclude paths or the index settings changed since it was kept, or files of the service wait to be read
 * again (RECLASSIFY_AT_NEXT_SCAN): a connector walking only what changed would not list them.
 */
export function openWalkState(
  db: IndexDb,
  spec: Pick<ScanSpec, 'nodeId' | 'settings'>,
  service: ScanService,
): { state: WalkState; changed: boolean; save(): void; forget(): void } {
  const { enableIndexing, enableClassification, enableOcr } = spec.settings;
  const config = createHash('sha256')
    .update(JSON.stringify([service.type, service.include, service.exclude, enableIndexing, enableClassification, enableOcr]))
    .digest('hex');
  const CONFIG = '.config';
  const rows = db.prepare('SELECT key, value FROM source_walk_state WHERE node_id = ? AND service = ?').all(spec.nodeId, service.name) as {
    key: string;
    value: string;
  }[];
  const values = new Map(rows.map(r => [r.key, r.value]));
  // Through the partial index of marked rows (SQLite: unary + keeps the planner off the key index, which reads every row of the service).
  const plus = dialectOf(db) === 'postgres' ? '' : '+';
  const waiting = db
    .prepare(`SELECT 1 FROM idx_entries WHERE node_id = ? AND reclassify <> 0 AND reclassify = ? AND ${plus}service = ? LIMIT 1`)
    .get(spec.nodeId, RECLASSIFY_AT_NEXT_SCAN, service.name);
  const kept = values.get(CONFIG);
  values.delete(CONFIG);
  const out = {
    changed: false,
    state: undefined as unknown as WalkState,
    save,
    forget() {
      values.clear();
      out.changed = true;
    },
  };
  if (kept !== config || waiting) {
    values.clear();
    out.changed = rows.length > 0;
  }
  out.state = {
    get: key => values.get(key),
    set(key, value) {
      if (key === CONFIG) throw new Error(`${CONFIG} is the scan's own key`);
      if (value === undefined) values.delete(key);
      else values.set(key, String(value));
      out.changed = true;
    },
  };
  /** Written in the scan's open transaction, with the rows of the walk. */
  function save(): void {
    db.prepare('DELETE FROM source_walk_state WHERE node_id = ? AND service = ?').run(spec.nodeId, service.name);
    if (values.size === 0) return;
    const insert = db.prepare('INSERT INTO source_walk_state (node_id, service, key, value, updated_at) VALUES (?, ?, ?, ?, ?)');
    const now = Date.now();
    insert.run(spec.nodeId, service.name, CONFIG, config, now);
    for (const [k, v] of values) insert.run(spec.nodeId, service.name, k, v, now);
  }
  return out;
}

export function openScanDb(spec: Pick<ScanSpec, 'dbFile' | 'databaseUrl'>): IndexDb {
  return openIndexDb(spec);
}

export async function runScanJob(spec: ScanSpec, hooks: ScanHooks): Promise<ScanOutcome> {
  scanTrace('job start');
  const db = openScanDb(spec);
  scanTrace('db open');
  const plugins = loadServerPlugins(spec.pluginsEntry);
  scanTrace('plugins loaded');
  const carried = spec.checkpoint?.carried ?? { bytes: 0, changed: 0, deleted: 0, errors: 0 };
  const counters: ScanCounters = {
    files: 0,
    bytes: carried.bytes,
    directories: 0,
    changed: carried.changed,
    unchanged: 0,
    deleted: carried.deleted,
    errors: carried.errors,
    contentFiles: 0,
    contentDone: 0,
  };
  const messages: string[] = [];
  const runs = (spec.checkpoint?.runs ?? 0) + 1;
  const saveCheckpoint = spec.taskId == null ? null : db.prepare('UPDATE tasks SET checkpoint = ?, heartbeat_at = ? WHERE task_id = ?');
  let phase = 'walk';
  const batcher = new Batcher(
    db,
    () => {
      const cp: ScanCheckpoint = { carried: { bytes: counters.bytes, changed: counters.changed, deleted: counters.deleted, errors: counters.errors }, runs };
      saveCheckpoint?.run(JSON.stringify(cp), Date.now(), spec.taskId);
      markStatsStale(db, spec.nodeId);
    },
    spec.writersWaiting,
  );
  const results = new ResultQueue(writes => {
    for (const write of writes) {
      batcher.touch();
      write();
      batcher.giveWay();
    }
    batcher.commit();
  });
  let lastProgress = 0;
  const tick = () => {
    lastProgress = Date.now();
    batcher.maybeCommit();
    hooks.progress(counters, phase);
  };
  const ticker = setInterval(tick, PROGRESS_EVERY_MS);
  const services = spec.scope ? spec.services.filter(s => s.name === spec.scope!.service) : spec.services;
  const wantsIndex = services.some(s => s.include.some(i => i.index)) && spec.settings.enableIndexing;
  const signingKey =
    spec.signingKeyDir && services.some(s => s.include.some(i => i.signing)) && signingLicensed(db) ? loadSigningKey(spec.signingKeyDir) : null;
  let extraction: ExtractionPool | null = null;
  let stopped = false;
  const searchIndexes = new DeferredIndexes(db);
  /** Rows stage 1 inserted (new paths): many of them into a small table, and the search indexes wait (deferred-indexes.ts). */
  let inserted = 0;
  try {
    searchIndexes.restore(); // those a killed run left dropped
    scanTrace('walk start');
    // Stage 1: every service's names and metadata, so the whole index is searchable before any file is read.
    const walked: { service: ScanService; connector: SourceConnector; writer: IndexWriter; flagsFor: (p: string) => Flags; toRead: number }[] = [];
    for (const service of services) {
      if (stopped) break;
      const connector = sourceConnector(plugins, service.type);
      const writer = new IndexWriter(db, spec.nodeId, service.name, spec.taskId);
      const flagsFor = includeFlags(service, spec.settings, signingKey !== null);
      const done = { service, connector, writer, flagsFor, toRead: 0 };
      walked.push(done);
      const pendingDirs = new Map<string, number>();
      const knownChildren = new KnownChildren(db, spec.nodeId);
      const include = spec.scope ? [spec.scope.path] : service.include.map(i => i.path);
      // A folder's rescan walks in full and leaves the kept state alone.
      const walkState = spec.scope ? null : openWalkState(db, spec, service);
      const errorsBefore = counters.errors;
      for await (const listing of connector.walk(service.parameters, include, service.exclude, undefined, walkState?.state) as AsyncIterable<WalkListing>) {
        if (hooks.shouldStop()) {
          stopped = true;
          break;
        }
        done.toRead += processListing(listing, writer, pendingDirs, knownChildren, flagsFor);
        // A local walk lists without giving the event loop a turn, so the ticker cannot run meanwhile: progress goes from here.
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) tick();
        else batcher.maybeCommit();
        if (searchIndexes.worthDeferring(inserted)) {
          batcher.commit();
          searchIndexes.defer();
        }
      }
      // A listing that failed is listed again only by a full walk. (Files left without a hash are read again by
      // the next run's contents stage whatever the walk lists.)
      if (walkState && counters.errors > errorsBefore) walkState.forget();
      if (!stopped && walkState?.changed) {
        batcher.touch();
        walkState.save();
      }
    }
    batcher.commit();
    scanTrace('walk end');
    if (searchIndexes.deferred) searchIndexes.restore(); // part of stage 1: names are searchable through them
    scanTrace('indexes built');
    counters.contentFiles = walked.reduce((n, w) => n + w.toRead, 0);

    // Stage 2: contents, service by service.
    phase = 'content';
    hooks.progress(counters, phase);
    const classifier = new PluginTextClassifier(
      plugins,
      spec.classifications ?? resolveClassifications(db, spec.nodeId, builtInClassifications(plugins)).effective,
    );
    for (const w of walked) {
      if (stopped || w.toRead === 0) continue;
      extraction ??=
        wantsIndex && spec.extractorsEntry && spec.settings.extractThreads > 0
          ? new ExtractionPool({ pluginsEntry: spec.extractorsEntry, size: spec.settings.extractThreads, maxFileSize: spec.settings.maxFileSizeMb * 1048576 })
          : null;
      stopped = await readContents(w, classifier);
    }
    batcher.commit();
    scanTrace('contents end');
    phase = 'duplicates';
    hooks.progress(counters, phase);
    // The roll-ups' GROUP BYs hold several page caches of cache_size at once (16 MB each by default, +120 MB at
    // 158k entries); with 4 MB they peak 80 MB lower in the same time. The writes that want the larger cache are done.
    if (dialectOf(db) === 'sqlite') db.exec('PRAGMA cache_size = -4000');
    recomputeDuplicates(db);
    scanTrace('duplicates end');
    // The dashboard's figures, ready before the first read; a scan that wrote nothing left them fresh (a rescan of an
    // unchanged tree would otherwise spend most of its time rebuilding the same roll-ups).
    if (staleNodes(db, [spec.nodeId]).length > 0) rebuildStatsRollups(db, spec.nodeId);
    scanTrace('rollups end');
    phase = stopped ? 'stopped' : 'done';
    hooks.progress(counters, phase);
    return { counters, stopped, messages };
  } catch (err) {
    results.discard();
    batcher.rollback();
    try {
      if (searchIndexes.deferred) searchIndexes.restore();
    } catch {
      /* the next run, or the server's start, builds them */
    }
    throw err;
  } finally {
    clearInterval(ticker);
    await extraction?.close();
    db.close();
  }

  /**
   * Stage 2 of one service: pages through its live files without a hash in entry order (no list held in
   * memory), each read, hashed, extracted and classified, then written once. Returns true when stopped.
   */
  async function readContents(
    w: { service: ScanService; connector: SourceConnector; writer: IndexWriter; flagsFor: (p: string) => Flags },
    classifier: PluginTextClassifier,
  ): Promise<boolean> {
    const { service, writer, flagsFor } = w;
    const signer = signingKey ? new ContentSigner(signingKey, spec.nodeId, service.name) : null;
    const jobs = new Map<number, PendingFile>();
    // The content-hash index holds the rows without a hash together, in entry order (SQLite: unary + keeps it there).
    const plus = dialectOf(db) === 'postgres' ? '' : '+';
    const page = db.prepare(
      `SELECT entry_id, parent_path, name, size, signature FROM idx_entries WHERE content_hash IS NULL AND entry_id > ? AND ${plus}node_id = ? AND ${plus}service = ? AND ${plus}class_id = '${FILE}' AND ${plus}is_deleted = 0 ORDER BY entry_id LIMIT ${CONTENT_PAGE}`,
    );
    const scope = spec.scope?.path;
    const inScope = (path: string) => !scope || path === scope || path.startsWith(scope === '/' ? '/' : `${scope}/`);
    const stage = new ContentStage({
      pluginsEntry: spec.pluginsEntry,
      connector: w.connector,
      params: service.parameters,
      threads: spec.settings.hashThreads,
      maxFileSizeBytes: spec.settings.maxFileSizeMb * 1048576,
      extraction,
      classifier: classifier.empty ? null : classifier,
      onResult(job, out) {
        const pending = jobs.get(job.jobId)!;
        jobs.delete(job.jobId);
        results.add(() => {
          const signature = pending.sign && signer && out.hash ? signer.signatureFor(job.path, out.hash, pending.size, pending.previousSignature) : null;
          writer.writeContent(pending.entryId, { ...out, signature });
          counters.bytes += out.bytesRead;
          counters.changed++; // counted with its write (and the checkpoint's), so a resumed run never counts it twice
          counters.contentDone = (counters.contentDone ?? 0) + 1;
          if (out.readError) {
            counters.errors++;
            if (messages.length < 100) messages.push(`${job.path}: ${out.readError}`);
          }
        }, out.text?.length ?? 0);
      },
    });
    let stopped = false;
    try {
      let after = 0;
      for (;;) {
        const rows = page.all(after, spec.nodeId, service.name) as ContentRow[];
        if (rows.length === 0) break;
        after = rows[rows.length - 1].entry_id;
        for (const r of rows) {
          if (hooks.shouldStop()) {
            stopped = true;
            break;
          }
          const path = r.parent_path === '/' ? `/${r.name}` : `${r.parent_path}/${r.name}`;
          if (!inScope(path)) continue;
          const flags = flagsFor(path);
          jobs.set(r.entry_id, { entryId: r.entry_id, size: r.size, sign: flags.sign, previousSignature: r.signature });
          await stage.push({
            jobId: r.entry_id,
            path,
            size: r.size,
            extension: extensionOfName(r.name),
            index: flags.index,
            classify: flags.classify,
            ocr: flags.ocr,
          });
          results.flushIfDue();
        }
        if (stopped || rows.length < CONTENT_PAGE) break;
      }
      await stage.drain();
      results.flush();
    } finally {
      await stage.close();
    }
    return stopped;
  }

  /** Stage 1 of one directory listing: writes what is new or changed; returns the files left for stage 2. */
  function processListing(
    listing: WalkListing,
    writer: IndexWriter,
    pendingDirs: Map<string, number>,
    knownChildren: KnownChildren,
    flagsFor: (p: string) => Flags,
  ): number {
    const dirPath = listing.directory.path;
    let dirId = pendingDirs.get(dirPath);
    pendingDirs.delete(dirPath);
    if (listing.error) {
      counters.errors++;
      if (messages.length < 100) messages.push(listing.error);
      const known = dirId ?? writer.byPath(dirPath)?.entry_id;
      if (listing.missing && known !== undefined) {
        batcher.touch();
        counters.deleted += writer.markSubtreeGone(dirPath);
        db.prepare('UPDATE idx_entries SET is_deleted = 1 WHERE entry_id = ?').run(known);
      }
      return 0;
    }
    if (dirId === undefined) {
      // An include root (or the folder of a rescan): keep the parent it already has, and the row as it is when
      // unchanged (a write would mark the node's figures stale, and a rescan that wrote nothing rebuilds none).
      const root = writer.byPath(dirPath);
      if (root && root.class_id === DIRECTORY && root.is_deleted === 0 && root.modify_ms === Math.round(listing.directory.modifyTime)) {
        dirId = root.entry_id;
      } else {
        batcher.touch();
        dirId = writer.upsert(listing.directory, null).entry_id;
      }
      counters.directories++;
    }
    const known = knownChildren.of(dirId);
    const seen = listing.partial ? null : new Set<string>();
    const flags = flagsFor(dirPath);
    const unchangedDirs: number[] = [];
    let toRead = 0;
    for (const e of listing.entries) {
      const row = known.get(e.name);
      const state = row ? row[STATE] : 0;
      seen?.add(e.name);
      const mtime = Math.round(e.modifyTime);
      if (e.isDirectory) {
        counters.directories++;
        if (row && (state & (KNOWN.directory | KNOWN.deleted)) === KNOWN.directory && row[MODIFY_MS] === mtime) {
          pendingDirs.set(e.path, row[ENTRY_ID]);
          unchangedDirs.push(row[ENTRY_ID]);
          continue;
        }
        batcher.touch();
        const k = row && writer.child(row[ENTRY_ID]);
        if (k && k.class_id === FILE) writer.clearContent(k.entry_id, k.content_hash);
        if (!k) inserted++;
        const id = writer.write(e, dirId, k?.entry_id);
        if (!k) knownChildren.written(id);
        pendingDirs.set(e.path, id);
        continue;
      }
      counters.files++;
      const fileFlags = listing.partial ? flagsFor(e.path) : flags;
      if (
        row &&
        (state & (KNOWN.directory | KNOWN.deleted | KNOWN.hashed | KNOWN.readAgain)) === KNOWN.hashed &&
        row[SIZE] === e.size &&
        row[MODIFY_MS] === mtime &&
        (!fileFlags.index || state & KNOWN.extracted) &&
        (!fileFlags.sign || state & KNOWN.signed)
      ) {
        // Signing turned off for this path: the file keeps its content, not its signature.
        if (!fileFlags.sign && state & KNOWN.signed) {
          batcher.touch();
          writer.setSignature(row[ENTRY_ID], null);
        }
        counters.unchanged++;
        continue;
      }
      // One write: the metadata, no hash (stage 2 reads the file); a signature stays until its content is known.
      batcher.touch();
      const k = row && writer.child(row[ENTRY_ID]);
      if (k && k.class_id === DIRECTORY) counters.deleted += writer.markGone(k, dirPath);
      else if (k) writer.forgetContent(k.entry_id, k.content_hash);
      const previousSignature = k && k.class_id === FILE && fileFlags.sign ? k.signature : null;
      if (!k) inserted++;
      if (k) writer.write(e, dirId, k.entry_id, { hash: null, signature: previousSignature });
      else writer.add(e, dirId, { hash: null, signature: previousSignature });
      toRead++;
    }
    if (unchangedDirs.length > 0) knownChildren.expect(unchangedDirs);
    if (seen) {
      for (const row of known.values()) {
        if (!(row[STATE] & KNOWN.deleted) && !seen.has(row[NAME])) {
          const k = writer.child(row[ENTRY_ID]);
          if (!k) continue;
          batcher.touch();
          counters.deleted += writer.markGone(k, dirPath);
        }
      }
    }
    return toRead;
  }
}
