/**
 * IndexWriter's writes on PostgreSQL, held and sent as a few set-based statements per batch (each column an
 * array, read back as rows by unnest): a statement per row cost a round trip each, which bounded a scan there
 * to a few hundred files/s. SyncPostgres sends the batch before any other statement, so reads, COMMIT and the
 * writer's own lookups see it; a ROLLBACK drops it.
 *
 * What may be held: new rows (their text, classifications and hits attached by key, for the id the insert
 * gives), updates by id, hashes marked for duplicate counting, and the replacement of an entry's text,
 * classifications or hits. A new row's key or an update of an entry already held is sent before it is held again
 * (unless it supersedes it), so every statement of a batch touches an entry once and the order of the kinds in
 * flush() does not matter.
 */
import type { HeldWrites, SyncPostgres } from '../store/index-db';

/** A new entry: its row's values (meta then content columns), and what its id carries once known. */
interface NewRow {
  values: unknown[];
  key: string;
  text?: string;
  classifications?: ClassRow[];
  hits?: HitRow[];
}
export type ClassRow = [classification: string, ruleId: string, confidence: number, hitCount: number];
export type HitRow = [ruleId: string, start: number, end: number, text: string, confidence: number];

/** An UPDATE by id of some columns, with the SET of each as PostgreSQL reads it from the batch (`v.<column>`). */
export interface UpdateShape {
  columns: readonly [name: string, type: string][];
  set: string;
  /** The columns it sets: an update that sets all of another's replaces it (ingest clears, then writes a row). */
  targets: readonly string[];
}

const MAX_HELD = 2000;

export class PostgresWriteBatch implements HeldWrites {
  private rows: NewRow[] = [];
  private keys = new Set<string>();
  private updates = new Map<number, { shape: UpdateShape; values: unknown[] }>();
  private dirty = new Set<string>();
  private texts = new Map<number, string | null>();
  private classes = new Map<number, ClassRow[]>();
  private hits = new Map<number, HitRow[]>();
  private size = 0;
  private readonly insert: string;

  constructor(
    private readonly db: SyncPostgres,
    columns: readonly [name: string, type: string][],
    private readonly conflict: (values: unknown[]) => number,
  ) {
    const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    this.insert = `INSERT INTO idx_entries (${columns.map(([c]) => c).join(', ')}) SELECT * FROM unnest(${arrays})
      ON CONFLICT (node_id, service, parent_path, name) DO NOTHING RETURNING entry_id, parent_path, name`;
  }

  /** True when no new row of this key is held. */
  keyFree(parentPath: string, name: string): boolean {
    return !this.keys.has(`${parentPath}\0${name}`);
  }

  add(values: unknown[], parentPath: string, name: string, content?: Omit<NewRow, 'values' | 'key'>): void {
    const key = `${parentPath}\0${name}`;
    if (this.keys.has(key)) this.db.flushHeld();
    this.keys.add(key);
    this.rows.push({ values, key, ...content });
    this.held();
  }

  update(entryId: number, shape: UpdateShape, values: unknown[]): void {
    const held = this.updates.get(entryId);
    if (held && !held.shape.targets.every(c => shape.targets.includes(c))) this.db.flushHeld();
    this.updates.set(entryId, { shape, values });
    this.held();
  }

  markDirty(hash: string): void {
    this.dirty.add(hash);
    this.held();
  }

  /**
   * The entry's text, classifications or hits become these (undefined: left as they are; null text: none). A
   * later replacement of the same entry overrides what it names, as the deletes and inserts in order would.
   */
  replace(entryId: number, text: string | null | undefined, classifications?: ClassRow[], hits?: HitRow[]): void {
    if (text !== undefined) this.texts.set(entryId, text);
    if (classifications) this.classes.set(entryId, classifications);
    if (hits) this.hits.set(entryId, hits);
    this.held();
  }

  private held(): void {
    if (this.size++ === 0) this.db.hold(this);
    if (this.size >= MAX_HELD) this.db.flushHeld();
  }

  discard(): void {
    this.rows = [];
    this.keys = new Set();
    this.updates = new Map();
    this.dirty = new Set();
    this.texts = new Map();
    this.classes = new Map();
    this.hits = new Map();
    this.size = 0;
  }

  flush(): void {
    const { rows, updates, dirty, texts, classes, hits } = this;
    this.discard();
    if (rows.length > 0) this.insertRows(rows, texts, classes, hits);
    const byShape = new Map<UpdateShape, [number, unknown[]][]>();
    for (const [id, u] of updates) {
      const list = byShape.get(u.shape) ?? [];
      list.push([id, u.values]);
      byShape.set(u.shape, list);
    }
    for (const [shape, list] of byShape) {
      const cols = shape.columns;
      const arrays = cols.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ');
      this.run(
        `UPDATE idx_entries SET ${shape.set} FROM unnest($1::bigint[], ${arrays}) AS v(entry_id, ${cols.map(([c]) => c).join(', ')}) WHERE idx_entries.entry_id = v.entry_id`,
        [list.map(([id]) => id), ...cols.map((_, i) => list.map(([, values]) => values[i]))],
      );
    }
    if (dirty.size > 0) this.run('INSERT INTO idx_dirty_hashes (hash) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [[...dirty]]);
    if (texts.size > 0) {
      this.run('DELETE FROM idx_content WHERE rowid = ANY($1::bigint[])', [[...texts.keys()]]);
      const kept = [...texts].filter(([, t]) => t);
      if (kept.length > 0) this.run('INSERT INTO idx_content (rowid, text) SELECT * FROM unnest($1::bigint[], $2::text[])', transpose(kept, 2));
    }
    this.replaceRows(classes, 'idx_classifications', 'entry_id, classification, rule_id, confidence, hit_count', [
      'bigint',
      'text',
      'text',
      'float8',
      'integer',
    ]);
    this.replaceRows(hits, 'idx_hits', 'entry_id, rule_id, start, "end", text, confidence', ['bigint', 'text', 'integer', 'integer', 'text', 'float8']);
  }

  /** New rows in one INSERT; a key that appeared meanwhile is written by the conflict path (the upsert). */
  private insertRows(rows: NewRow[], texts: Map<number, string | null>, classes: Map<number, ClassRow[]>, hits: Map<number, HitRow[]>): void {
    const width = rows[0].values.length;
    const inserted = this.run(
      this.insert,
      Array.from({ length: width }, (_, c) => rows.map(r => r.values[c])),
    ).rows as [number, string, string][];
    const ids = new Map(inserted.map(([id, parentPath, name]) => [`${parentPath}\0${name}`, id]));
    for (const r of rows) {
      const id = ids.get(r.key) ?? this.conflict(r.values);
      if (r.text !== undefined) texts.set(id, r.text);
      if (r.classifications) classes.set(id, r.classifications);
      if (r.hits) hits.set(id, r.hits);
    }
  }

  private replaceRows(byEntry: Map<number, unknown[][]>, table: string, columns: string, types: string[]): void {
    if (byEntry.size === 0) return;
    this.run(`DELETE FROM ${table} WHERE entry_id = ANY($1::bigint[])`, [[...byEntry.keys()]]);
    const flat = [...byEntry].flatMap(([id, list]) => list.map(r => [id, ...r]));
    if (flat.length === 0) return;
    this.run(`INSERT INTO ${table} (${columns}) SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`, transpose(flat, types.length));
  }

  private run(sql: string, params: unknown[]): { rows: unknown[][] } {
    return this.db.query(sql, params, true);
  }
}

function transpose(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, c) => rows.map(r => r[c]));
}
