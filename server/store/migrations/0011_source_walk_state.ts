/**
 * What a source connector keeps between walks of one service (sdk/server WalkState): a change token such as Microsoft
 * Graph's deltaLink, as text by key, per collector node and service. Written by the scan when a walk finished.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('source_walk_state')
    .addColumn('node_id', 'text', c => c.notNull())
    .addColumn('service', 'text', c => c.notNull())
    .addColumn('key', 'text', c => c.notNull())
    .addColumn('value', 'text', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('source_walk_state_pk', ['node_id', 'service', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('source_walk_state').ifExists().execute();
}
