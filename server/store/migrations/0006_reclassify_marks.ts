/**
 * idx_entries.reclassify: a policy change marks the files it affects (see server/scan/reclassify-job.ts).
 * 0 nothing to do; 1 classify again from the stored text (the reclassify task); 2 the text is not kept, so the
 * next scan reads the file again. The partial index keeps finding marked files cheap however large the index.
 */
import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('idx_entries')
    .addColumn('reclassify', 'integer', c => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX idx_entries_reclassify ON idx_entries (node_id, entry_id) WHERE reclassify <> 0`.execute(db);
  // Rows written before one threshold applied to every figure (rule hits below 0.5 recorded under the rule's
  // name): their files are classified again from their text by the 'reclassify' tasks the task queue starts
  // for marked files.
  await sql`UPDATE idx_entries SET reclassify = 1 WHERE class_id = 'idxobject' AND is_deleted = 0
    AND entry_id IN (SELECT entry_id FROM idx_classifications WHERE confidence < 0.5)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS idx_entries_reclassify`.execute(db);
  await db.schema.alterTable('idx_entries').dropColumn('reclassify').execute();
}
