/**
 * The index tables (schema/index-tables.ts): entries, classifications, hits, FTS5 content, and the hashes
 * whose duplicate counts must be recomputed. Every filter search offers has an index.
 */
import { Kysely, sql } from 'kysely';
import { isPostgres } from '../postgres';

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL: generated ids, 64-bit sizes and times, double confidences; content is a plain table (tsvector later).
  const pg = isPostgres(db);
  const big = pg ? 'bigint' : 'integer';
  const real = pg ? 'double precision' : 'real';
  await db.schema
    .createTable('idx_entries')
    .addColumn('entry_id', pg ? 'bigserial' : 'integer', c => c.primaryKey())
    .addColumn('node_id', 'text', c => c.notNull())
    .addColumn('service', 'text', c => c.notNull())
    .addColumn('class_id', 'text', c => c.notNull())
    .addColumn('parent_entry_id', big)
    .addColumn('name', 'text', c => c.notNull())
    .addColumn('parent_path', 'text', c => c.notNull())
    .addColumn('extension', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('size', big, c => c.notNull().defaultTo(0))
    .addColumn('create_time', big)
    .addColumn('modify_time', big)
    .addColumn('access_time', big)
    .addColumn('store_time', big, c => c.notNull())
    .addColumn('os_owner', 'text')
    .addColumn('permissions', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('dup_count', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('signature', 'text')
    .addColumn('category', 'text')
    .addColumn('is_deleted', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('extract_status', 'text')
    .addColumn('extract_message', 'text')
    .addColumn('user_tags', 'text')
    .addColumn('scan_id', big)
    .addColumn('modify_ms', big) // exact mtime in ms: the incremental rescan's change test
    .execute();
  const ix = (name: string, cols: string[], unique = false) => {
    let b = db.schema.createIndex(name).on('idx_entries').columns(cols);
    if (unique) b = b.unique();
    return b.execute();
  };
  // One row per path of a source of a node: upserts use it, and so does 'rescan folder'.
  await ix('idx_entries_key', ['node_id', 'service', 'parent_path', 'name'], true);
  await ix('idx_entries_tree', ['node_id', 'parent_entry_id', 'class_id', 'name']);
  await ix('idx_entries_parent_path', ['parent_path']);
  await ix('idx_entries_name', ['name']);
  await ix('idx_entries_extension', ['extension']);
  await ix('idx_entries_size', ['size']);
  await ix('idx_entries_modify', ['modify_time']);
  await ix('idx_entries_create', ['create_time']);
  await ix('idx_entries_access', ['access_time']);
  await ix('idx_entries_owner', ['os_owner']);
  await ix('idx_entries_hash', ['content_hash']);
  // Partial: only deleted rows (the rare side). A full index on a 0/1 column lures the planner away from selective ones.
  await sql`CREATE INDEX idx_entries_deleted ON idx_entries (is_deleted, class_id) WHERE is_deleted = 1`.execute(db);
  await ix('idx_entries_category', ['category']);

  await db.schema
    .createTable('idx_classifications')
    .addColumn('entry_id', big, c => c.notNull())
    .addColumn('classification', 'text', c => c.notNull())
    .addColumn('rule_id', 'text', c => c.notNull())
    .addColumn('confidence', real, c => c.notNull())
    .addColumn('hit_count', 'integer', c => c.notNull())
    .execute();
  await db.schema.createIndex('idx_class_entry').on('idx_classifications').columns(['entry_id', 'classification']).execute();
  await db.schema.createIndex('idx_class_name').on('idx_classifications').columns(['classification', 'confidence']).execute();
  await db.schema.createIndex('idx_class_rule').on('idx_classifications').columns(['rule_id']).execute();

  await db.schema
    .createTable('idx_hits')
    .addColumn('entry_id', big, c => c.notNull())
    .addColumn('rule_id', 'text', c => c.notNull())
    .addColumn('start', 'integer', c => c.notNull())
    .addColumn('end', 'integer', c => c.notNull())
    .addColumn('text', 'text', c => c.notNull())
    .addColumn('confidence', real, c => c.notNull())
    .execute();
  await db.schema.createIndex('idx_hits_entry').on('idx_hits').columns(['entry_id', 'rule_id']).execute();

  if (pg) {
    await db.schema
      .createTable('idx_content')
      .addColumn('rowid', 'bigint', c => c.primaryKey())
      .addColumn('text', 'text', c => c.notNull())
      .execute();
    await db.schema
      .createTable('idx_dirty_hashes')
      .addColumn('hash', 'text', c => c.primaryKey())
      .execute();
    return;
  }
  await sql`CREATE VIRTUAL TABLE idx_content USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);

  // Hashes written or dropped since duplicate counts were last recomputed (crash-safe: same transactions).
  await sql`CREATE TABLE idx_dirty_hashes (hash TEXT PRIMARY KEY) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS idx_dirty_hashes`.execute(db);
  await sql`DROP TABLE IF EXISTS idx_content`.execute(db);
  await db.schema.dropTable('idx_hits').ifExists().execute();
  await db.schema.dropTable('idx_classifications').ifExists().execute();
  await db.schema.dropTable('idx_entries').ifExists().execute();
}
