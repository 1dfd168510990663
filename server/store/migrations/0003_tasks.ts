/** Tasks (sdk/api/tasks.ts statuses) and the server settings that govern them. */
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('tasks')
    .addColumn('task_id', pg ? 'bigserial' : 'integer', c => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('node_id', 'text', c => c.notNull())
    .addColumn('kind', 'text', c => c.notNull())
    .addColumn('status', 'integer', c => c.notNull())
    .addColumn('options', 'text', c => c.notNull().defaultTo('{}'))
    .addColumn('attempts', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('owner', 'text') // 'host:pid' of the process running it
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('ready_at', 'bigint') // a retried task waits until then
    .addColumn('checkpoint', 'text') // JSON: resume point and counters
    .addColumn('progress', 'text') // JSON TaskProgress
    .addColumn('message', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_status').on('tasks').columns(['status', 'task_id']).execute();
  await db.schema.createIndex('tasks_node').on('tasks').columns(['node_id', 'status']).execute();

  await db.schema
    .createTable('server_settings')
    .addColumn('scope', 'text', c => c.primaryKey()) // 'global' or a node id
    .addColumn('settings', 'text', c => c.notNull()) // JSON Partial<ServerSettings>
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute();
  void sql;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_settings').ifExists().execute();
  await db.schema.dropTable('tasks').ifExists().execute();
}
