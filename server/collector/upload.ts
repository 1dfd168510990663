/**
 * What a collector sends to its platform while a scan runs: every index row the scan writes or changes is
 * queued (by triggers on the collector's own database, so the scan thread needs no change) and sent in
 * batches, in change order, every few seconds and once more at the end. A row changed after it was sent
 * (its hash arriving later) is queued again; the platform's ingest is idempotent, so sending twice is safe.
 */
import type { Store } from '../store/db';
import type { IngestEntry } from '../scan/ingest';

const BATCH = 500;

export interface UploadTarget {
  objectId: string;
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
}

type Row = {
  entry_id: number;
  class_id: string;
  parent_path: string;
  name: string;
  size: number;
  create_time: number | null;
  modify_time: number | null;
  access_time: number | null;
  modify_ms: number | null;
  os_owner: string | null;
  permissions: string | null;
  content_hash: string | null;
  extract_status: string | null;
  extract_message: string | null;
  is_deleted: number;
  service: string;
};

/**
 * Columns of idx_entries whose change sends the row again: what the platform keeps of it. The duplicate count
 * (the platform counts its own) and the reclassification mark (the collector's own work list) are not sent.
 */
const SENT_COLUMNS =
  'class_id, parent_entry_id, name, parent_path, extension, mime_type, size, create_time, modify_time, access_time, store_time, os_owner, permissions, content_hash, signature, category, is_deleted, extract_status, extract_message, scan_id, modify_ms';

/** Creates the queue and its triggers once per collector database (an older update trigger is replaced). */
export function installUploadQueue(store: Store): void {
  store.sqlite.exec(`
    CREATE TABLE IF NOT EXISTS upload_queue (entry_id INTEGER PRIMARY KEY, seq INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS upload_queue_seq ON upload_queue (seq);
    CREATE TRIGGER IF NOT EXISTS upload_queue_insert AFTER INSERT ON idx_entries BEGIN
      INSERT INTO upload_queue (entry_id, seq) VALUES (new.entry_id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM upload_queue))
        ON CONFLICT (entry_id) DO UPDATE SET seq = excluded.seq;
    END;
    DROP TRIGGER IF EXISTS upload_queue_update;
    CREATE TRIGGER upload_queue_update AFTER UPDATE OF ${SENT_COLUMNS} ON idx_entries BEGIN
      INSERT INTO upload_queue (entry_id, seq) VALUES (new.entry_id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM upload_queue))
        ON CONFLICT (entry_id) DO UPDATE SET seq = excluded.seq;
    END;
  `);
  // A file's classifications and hits changed without its row (a reclassification): the row goes again, with them.
  for (const table of ['idx_classifications', 'idx_hits'])
    for (const [event, row] of [
      ['insert', 'new'],
      ['delete', 'old'],
    ])
      store.sqlite.exec(`CREATE TRIGGER IF NOT EXISTS upload_queue_${table}_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN
        INSERT INTO upload_queue (entry_id, seq) VALUES (${row}.entry_id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM upload_queue))
          ON CONFLICT (entry_id) DO UPDATE SET seq = excluded.seq;
      END;`);
}

export class Uploader {
  private sentSeq = 0;
  private running: Promise<number> | null = null;
  sent = 0;

  /**
   * anyScan: send every queued row of the node, not only those this task's scan wrote (a reclassification
   * changes the classifications of rows earlier scans wrote).
   */
  constructor(
    private readonly store: Store,
    private readonly target: UploadTarget,
    private readonly taskId: number,
    private readonly anyScan = false,
  ) {}

  /** Sends what is queued now; a call while one is running waits for it and then sends the rest. */
  async flush(): Promise<number> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.sendQueued();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Drops the queue entries this task sent (rows changed since stay queued). */
  forgetSent(): void {
    this.store.sqlite.prepare('DELETE FROM upload_queue WHERE seq <= ?').run(this.sentSeq);
  }

  /**
   * Sends the rows queued up to now in entry order (parents were written before their children, and the
   * platform files a row under a parent it already has), then moves the sent mark past them.
   */
  private async sendQueued(): Promise<number> {
    const db = this.store.sqlite;
    const upTo = (db.prepare('SELECT COALESCE(MAX(seq), 0) AS m FROM upload_queue').get() as { m: number }).m;
    if (upTo <= this.sentSeq) return 0;
    const rows =
      db.prepare(`SELECT e.entry_id, e.class_id, e.parent_path, e.name, e.size, e.create_time, e.modify_time, e.access_time, e.modify_ms, e.os_owner, e.permissions,
        e.content_hash, e.extract_status, e.extract_message, e.is_deleted, e.service
      FROM upload_queue q JOIN idx_entries e ON e.entry_id = q.entry_id
      WHERE q.seq > ? AND q.seq <= ? AND e.entry_id > ? AND e.node_id = ? AND (? = 1 OR e.scan_id = ?) ORDER BY e.entry_id LIMIT ?`);
    const text = db.prepare('SELECT text FROM idx_content WHERE rowid = ?');
    const classes = db.prepare('SELECT classification, rule_id AS ruleId, confidence, hit_count AS hitCount FROM idx_classifications WHERE entry_id = ?');
    const hits = db.prepare('SELECT rule_id AS ruleId, start, "end", text, confidence FROM idx_hits WHERE entry_id = ?');
    let count = 0;
    let afterEntry = 0;
    for (;;) {
      // Read a batch in one snapshot so a row and its content agree.
      const batch = db.transaction(() =>
        (rows.all(this.sentSeq, upTo, afterEntry, this.target.objectId, this.anyScan ? 1 : 0, this.taskId, BATCH) as Row[]).map(r => ({
          r,
          entry: toEntry(r, text, classes, hits),
        })),
      )();
      if (batch.length === 0) break;
      const byService = new Map<string, IngestEntry[]>();
      for (const { r, entry } of batch) {
        const list = byService.get(r.service) ?? [];
        list.push(entry);
        byService.set(r.service, list);
      }
      for (const [service, entries] of byService) await this.target.post('/database/ingest', { taskId: this.taskId, service, entries });
      afterEntry = batch[batch.length - 1].r.entry_id;
      count += batch.length;
      this.sent += batch.length;
    }
    this.sentSeq = upTo;
    return count;
  }
}

function toEntry(r: Row, text: { get(id: number): unknown }, classes: { all(id: number): unknown[] }, hits: { all(id: number): unknown[] }): IngestEntry {
  const path = r.name === '/' ? '/' : r.parent_path === '/' ? `/${r.name}` : `${r.parent_path}/${r.name}`;
  const isFile = r.class_id === 'idxobject';
  const e: IngestEntry = {
    path,
    isDirectory: !isFile,
    size: r.size,
    createTime: r.create_time,
    modifyTime: r.modify_time,
    accessTime: r.access_time,
    modifyMs: r.modify_ms,
    owner: r.os_owner,
    mode: r.permissions,
    contentHash: r.content_hash,
    extractStatus: r.extract_status,
    extractMessage: r.extract_message,
    isDeleted: r.is_deleted === 1,
  };
  if (isFile && r.extract_status) {
    e.text = (text.get(r.entry_id) as { text: string } | undefined)?.text ?? '';
    e.classifications = classes.all(r.entry_id) as IngestEntry['classifications'];
    e.hits = hits.all(r.entry_id) as IngestEntry['hits'];
  }
  return e;
}
