/**
 * The platform tables: tree objects, users' credentials, session tokens, the login throttle, permission
 * grants, properties and settings. Written through kysely's schema builder so it runs on SQLite and PostgreSQL;
 * times in ms are bigint (INTEGER affinity on SQLite; PostgreSQL's integer holds 32 bits only).
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('objects')
    .addColumn('object_id', 'text', c => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', c => c.notNull())
    .addColumn('sort_name', 'text', c => c.notNull().defaultTo(''))
    .addColumn('class_id', 'text', c => c.notNull())
    .addColumn('tags', 'text', c => c.notNull().defaultTo('{}'))
    .addColumn('client_id', 'text')
    .addColumn('path_ids', 'text', c => c.notNull())
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('objects_parent').on('objects').columns(['parent_id', 'class_id', 'name']).execute();
  await db.schema.createIndex('objects_parent_sort').on('objects').columns(['parent_id', 'sort_name']).execute();
  await db.schema.createIndex('objects_path').on('objects').column('path_ids').execute();

  await db.schema
    .createTable('credentials')
    .addColumn('user_object_id', 'text', c => c.primaryKey().references('objects.object_id').onDelete('cascade'))
    .addColumn('client_key', 'text', c => c.notNull()) // the client's object id, '' for platform users
    .addColumn('user_id', 'text', c => c.notNull())
    .addColumn('user_id_key', 'text', c => c.notNull()) // lower-cased user id, for look-up
    .addColumn('provider', 'text', c => c.notNull().defaultTo('integrated'))
    .addColumn('password_hash', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text')
    .addColumn('is_activated', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('credentials_account').unique().on('credentials').columns(['client_key', 'user_id_key']).execute();
  await db.schema.createIndex('credentials_user_id').on('credentials').column('user_id_key').execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'text', c => c.primaryKey()) // sha256 of the bearer token; the token itself is never stored
    .addColumn('user_object_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('tokens_user').on('tokens').column('user_object_id').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('account_key', 'text', c => c.primaryKey())
    .addColumn('failures', 'integer', c => c.notNull())
    .addColumn('locked_until', 'bigint', c => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .execute();

  await db.schema
    .createTable('grants')
    .addColumn('object_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('trustee_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('codes', 'text', c => c.notNull()) // comma-separated permission codes
    .addPrimaryKeyConstraint('grants_pk', ['object_id', 'trustee_id'])
    .execute();
  await db.schema.createIndex('grants_trustee').on('grants').column('trustee_id').execute();

  await db.schema
    .createTable('properties')
    .addColumn('object_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
    .addColumn('property_id', 'text', c => c.notNull())
    .addColumn('owner_id', 'text', c => c.notNull().defaultTo('')) // the user of a per-user property, '' for the node's own
    .addColumn('value', 'text', c => c.notNull()) // JSON
    .addColumn('updated_at', 'bigint', c => c.notNull())
    .addPrimaryKeyConstraint('properties_pk', ['object_id', 'property_id', 'owner_id'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', c => c.primaryKey())
    .addColumn('value', 'text', c => c.notNull()) // JSON
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['settings', 'properties', 'grants', 'login_throttle', 'tokens', 'credentials', 'objects']) await db.schema.dropTable(t).execute();
}
