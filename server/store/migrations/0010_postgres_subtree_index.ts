/**
 * PostgreSQL only: the index writer and readers bound a subtree by a byte range of parent_path ('/a/' ..
 * '/a0', see server/index/writer.ts subtreeRange), which holds in the C collation only; this index serves
 * those comparisons (written `parent_path COLLATE "C"`) whatever the database's collation. SQLite compares
 * bytes already and uses the key index.
 */
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX IF NOT EXISTS idx_entries_subtree_c ON idx_entries (node_id, service, (parent_path COLLATE "C"))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS idx_entries_subtree_c`.execute(db);
}
