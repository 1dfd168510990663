/**
 * The store: kysely over better-sqlite3 (embedded, WAL) by default. SQL is written through kysely so that
 * a PostgreSQL dialect can be added by passing another dialect here.
 */
import Database from 'better-sqlite3';
import { Kysely, Migrator, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DB } from './schema';
import { migrations } from './migrations';
import { registerTextFunctions } from './text-fold';
import { ApiSqliteDialect, StatementCache, UnblockedWrites } from './sqlite-driver';

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
  dialect: 'sqlite';
  close(): Promise<void>;
}

export interface StoreOptions {
  filename: string;
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  async getMigrations() {
    return this.all;
  }
}

export async function openStore({ filename }: StoreOptions): Promise<Store> {
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
  // Areas add migrations independently, so a data directory may have run a later name before an earlier one.
  const migrator = new Migrator({ db, provider: new StaticMigrations(migrations), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find(r => r.status === 'Error');
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
  return {
    db,
    sqlite,
    dialect: 'sqlite',
    statement: (sql, options) => statements.get(sql, options?.raw),
    writeWhenFree: fn => writes.run(fn),
    writersWaiting: writes.waiting,
    close: () => db.destroy(),
  };
}
