/**
 * PID_STATS roll-ups (server/index/stats-rollup.ts): per directory of a node, the additive figures of its
 * direct entries, materialised after each scan and on the first read after a change. Every transaction that
 * writes a node's index marks its roll-ups stale (markStatsStale), so a reader never sees old figures; a
 * trigger per row would do the same at twice the insert cost. The partial hash index lets the duplicate
 * figure read only files that have a copy somewhere.
 */
import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_rollup_state')
    .addColumn('node_id', 'text', c => c.primaryKey())
    .addColumn('dirty', 'integer', c => c.notNull())
    .execute();
  await db.schema
    .createTable('stats_rollups')
    .addColumn('node_id', 'text', c => c.notNull())
    .addColumn('service', 'text', c => c.notNull())
    .addColumn('dir_path', 'text', c => c.notNull())
    .addColumn('dim', 'text', c => c.notNull())
    .addColumn('key', 'text')
    .addColumn('key2', 'text')
    .addColumn('files', 'bigint', c => c.notNull())
    .addColumn('bytes', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('stats_rollups_scope').on('stats_rollups').columns(['node_id', 'service', 'dir_path']).execute();
  await sql`CREATE INDEX idx_entries_dups ON idx_entries (content_hash) WHERE dup_count > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS idx_entries_dups`.execute(db);
  await db.schema.dropTable('stats_rollups').ifExists().execute();
  await db.schema.dropTable('stats_rollup_state').ifExists().execute();
}
