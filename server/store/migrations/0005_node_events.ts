/**
 * Node events (sdk/api/node-events.ts): what happened on a tree node and where it stands in the Pending /
 * Postponed / Solved workflow. An event goes with its node (cascade). dedupe_key lets a recorder say "once per
 * task outcome": a second insert with the same key is ignored (NULL keys never collide).
 */
import { Kysely } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('node_events')
    .addColumn('event_id', pg ? 'bigserial' : 'integer', c => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('node_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('source', 'text', c => c.notNull()) // NodeEventSource
    .addColumn('type', 'text', c => c.notNull())
    .addColumn('severity', 'text', c => c.notNull().defaultTo('info'))
    .addColumn('message', 'text', c => c.notNull())
    .addColumn('state', 'text', c => c.notNull().defaultTo('pending')) // NodeEventState
    .addColumn('data', 'text') // JSON facts behind the message
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addColumn('updated_by', 'text') // user object id of the last state change
    .execute();
  await db.schema.createIndex('node_events_node').on('node_events').columns(['node_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('node_events_time').on('node_events').columns(['created_at', 'event_id']).execute();
  await db.schema.createIndex('node_events_key').unique().on('node_events').column('dedupe_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('node_events').ifExists().execute();
}
