/**
 * The store: kysely over better-sqlite3 (embedded, WAL) by default, or over pg when a postgres:// URL is
 * given (FATHOM_DATABASE_URL). SQL is written through kysely; the raw SQLite handle serves the hot index paths
 * (index tree, PID_STATS) on the API thread. Scan threads open their own connection (index-db.ts: the raw
 * handle on SQLite, SyncPostgres on PostgreSQL; indexTargetOf says where); the index tree and PID_STATS read
 * PostgreSQL through kysely; search compiles for either (server/search/dialect.ts); SQL that both a scan thread
 * and the API thread run is written once as steps (sql-steps.ts).
 */
import Database from 'better-sqlite3';
import { Kysely, Migrator, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DB } from './schema';
import { migrations } from './migrations';
import { registerTextFunctions } from './text-fold';
import { ApiSqliteDialect, StatementCache, UnblockedWrites } from './sqlite-driver';
import { openPostgresStore } from './postgres';
import type { IndexTarget } from './index-db';
import { restoreDeferredIndexes } from '../scan/deferred-indexes';

export { isBusyError } from './sqlite-driver';

export interface Store {
  db: Kysely<DB>;
  /** The raw better-sqlite3 handle, for hot bulk paths (prepared statements in one transaction). */
  sqlite: Database.Database;
  /** A prepared statement of the connection, kept by its SQL (raw: rows as arrays): leave its modes (raw, pluck, expand) as they are. */
  statement(sql: string, options?: { raw?: boolean }): Database.Statement;
  /** Runs a synchronous write on `sqlite` without the main thread waiting for the lock (tried again when busy). */
  writeWhenFree<T>(fn: () => T): Promise<T>;
  /** Writers of this connection waiting for the lock (Int32Array): scan threads give way while it is not 0. */
  writersWaiting: SharedArrayBuffer;
  dialect: 'sqlite' | 'postgres';
  /** The data directory beside the store (its SQLite file, the secret box's key), on either dialect. */
  dataDir: string;
  /** The postgres:// URL the store lives at (its threads open their own connections there); unset on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface StoreOptions {
  filename: string;
  /** A postgres:// URL: the store lives there instead of in `filename`. */
  databaseUrl?: string;
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  async getMigrations() {
    return this.all;
  }
}

/** Runs every core migration not yet run (any order: areas add theirs independently). */
export async function migrateCore(db: Kysely<DB>, schema?: string): Promise<void> {
  // Areas add migrations independently, so a data directory may have run a later name before an earlier one.
  // On PostgreSQL the bookkeeping tables are looked for in the connection's own schema, not in any schema.
  const migrator = new Migrator({
    db,
    provider: new StaticMigrations(migrations),
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find(r => r.status === 'Error');
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}

/** Where the index threads (scans, reclassification) open their own connection to this store. */
export function indexTargetOf(store: Store): IndexTarget {
  return store.databaseUrl ? { dbFile: '', databaseUrl: store.databaseUrl } : { dbFile: store.sqlite.name };
}

export async function openStore({ filename, databaseUrl }: StoreOptions): Promise<Store> {
  if (databaseUrl) return openPostgresStore(databaseUrl, dirname(filename), migrateCore);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new Database(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerTextFunctions(sqlite);
  const statements = new StatementCache(sqlite);
  const writes = new UnblockedWrites(sqlite);
  const db = new Kysely<DB>({ dialect: new ApiSqliteDialect(sqlite, statements, writes) });
  await migrateCore(db);
  restoreDeferredIndexes(sqlite); // a scan killed in its names stage left search indexes to build
  return {
    db,
    sqlite,
    dialect: 'sqlite',
    dataDir: dirname(filename),
    statement: (sql, options) => statements.get(sql, options?.raw),
    writeWhenFree: fn => writes.run(fn),
    writersWaiting: writes.waiting,
    close: () => db.destroy(),
  };
}
