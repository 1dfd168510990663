/**
 * Indexes for the search language's name and classification filters.
 *
 * - SQLite's LIKE is case-insensitive, so only an index in NOCASE order serves `name LIKE 'budget-12%'`:
 *   on 1M entries a prefix pattern went from ~130 ms (a scan of the plain name index) to under 0.1 ms.
 * - Classification conditions compile to `entry_id IN (SELECT c.entry_id FROM idx_classifications c WHERE …)`:
 *   (classification, confidence, entry_id) and (rule_id, entry_id) answer them from the index alone (~5× less
 *   time for 67k matching rows of 333k), and a NOCASE one serves `classification LIKE 'health%'`. The first two
 *   replace the narrower indexes of 0002.
 */
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL has no NOCASE collation: lower() indexes serve its case-insensitive matches.
  const nocase = (col: string) => sql.raw(isPostgres(db) ? `lower(${col})` : `${col} COLLATE NOCASE`);
  await sql`CREATE INDEX IF NOT EXISTS idx_entries_name_nocase ON idx_entries (${nocase('name')})`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS idx_class_name_entry ON idx_classifications (classification, confidence, entry_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS idx_class_name`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS idx_class_rule_entry ON idx_classifications (rule_id, entry_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS idx_class_rule`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS idx_class_name_nocase ON idx_classifications (${nocase('classification')}, entry_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS idx_class_name_nocase`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS idx_class_rule ON idx_classifications (rule_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS idx_class_rule_entry`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS idx_class_name ON idx_classifications (classification, confidence)`.execute(db);
  await sql`DROP INDEX IF EXISTS idx_class_name_entry`.execute(db);
  await sql`DROP INDEX IF EXISTS idx_entries_name_nocase`.execute(db);
}
