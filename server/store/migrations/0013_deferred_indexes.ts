/**
 * idx_deferred_indexes: the secondary indexes of idx_entries that a first scan's names stage dropped to write its
 * rows fast, each with the statement that builds it again (server/scan/deferred-indexes.ts). A row is written in
 * the transaction that drops its index and deleted in the one that builds it, so a scan killed meanwhile leaves
 * the list the next scan (or the server's start) builds them from.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idx_deferred_indexes')
    .addColumn('name', 'text', c => c.primaryKey())
    .addColumn('sql', 'text', c => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idx_deferred_indexes').ifExists().execute();
}
