/**
 * A first scan's names stage writes its rows without the search indexes of idx_entries, and builds them once when
 * the stage ends: keeping ~11 B-trees in step row by row cost twice the time of the rows themselves, building them
 * from the finished table costs a fraction of that. The key and tree indexes stay (the walk reads through them),
 * and so do the partial ones (they hold only the rare rows).
 *
 * A scan defers them only when the rows it has inserted are many (DEFER_AFTER_ROWS) and at least as many as the
 * table held when it began, so building them again never costs more than about twice what the scan wrote, and a
 * small source added to a large index never makes its searches wait. Searches meanwhile still answer (slower).
 *
 * Crash safety: dropping an index records its CREATE statement in idx_deferred_indexes in the same transaction;
 * building it deletes the record in the same transaction. restore() builds whatever is recorded: a scan calls it
 * when it starts (a killed run's indexes) and when its names stage ends, and the server when it opens the store.
 * SQLite only: PostgreSQL's writes cost round trips, not index upkeep.
 */
import { dialectOf, type IndexDb } from '../store/index-db';

/** Secondary indexes of idx_entries a bulk names stage may drop: every search filter's, none the walk reads. */
export const DEFERRABLE_INDEXES = [
  'idx_entries_parent_path',
  'idx_entries_name',
  'idx_entries_name_nocase',
  'idx_entries_extension',
  'idx_entries_size',
  'idx_entries_modify',
  'idx_entries_create',
  'idx_entries_access',
  'idx_entries_owner',
  'idx_entries_hash',
  'idx_entries_category',
] as const;

/** Rows a scan inserts before it may defer the indexes. */
export const DEFER_AFTER_ROWS = 20_000;

/** Builds every index a names stage dropped (one transaction each, so the API's writes get turns between them). */
export function restoreDeferredIndexes(db: IndexDb): number {
  if (dialectOf(db) !== 'sqlite') return 0;
  const pending = db.prepare('SELECT name, sql FROM idx_deferred_indexes ORDER BY name').all() as { name: string; sql: string }[];
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?");
  const forget = db.prepare('DELETE FROM idx_deferred_indexes WHERE name = ?');
  let built = 0;
  for (const { name, sql } of pending) {
    db.transaction(() => {
      if (!exists.get(name)) {
        db.exec(sql);
        built++;
      }
      forget.run(name);
    }).immediate();
  }
  return built;
}

export class DeferredIndexes {
  private readonly sqlite: boolean;
  /** An upper bound of the rows the table held when the scan began (its highest id: no count of a large table). */
  private readonly rowsBefore: number;
  deferred = false;

  constructor(private readonly db: IndexDb) {
    this.sqlite = dialectOf(db) === 'sqlite';
    this.rowsBefore = this.sqlite ? Number(db.prepare('SELECT COALESCE(MAX(entry_id), 0) FROM idx_entries').pluck().get()) : 0;
  }

  /** True when a scan that has inserted this many rows should drop the indexes now. */
  worthDeferring(inserted: number): boolean {
    return this.sqlite && !this.deferred && inserted >= DEFER_AFTER_ROWS && inserted >= this.rowsBefore;
  }

  /** Drops the deferrable indexes, recording each; call outside a transaction. */
  defer(): void {
    const rows = this.db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'idx_entries' AND name IN (${DEFERRABLE_INDEXES.map(() => '?').join(',')})`,
      )
      .all(...DEFERRABLE_INDEXES) as { name: string; sql: string }[];
    const record = this.db.prepare('INSERT OR IGNORE INTO idx_deferred_indexes (name, sql) VALUES (?, ?)');
    this.db
      .transaction(() => {
        for (const { name, sql } of rows) {
          record.run(name, sql);
          this.db.exec(`DROP INDEX "${name}"`);
        }
      })
      .immediate();
    this.deferred = true;
  }

  /** Builds the indexes again (those this scan dropped, and any another left); call outside a transaction. */
  restore(): void {
    restoreDeferredIndexes(this.db);
    this.deferred = false;
  }
}
