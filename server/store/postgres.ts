/**
 * The store on PostgreSQL (FATHOM_DATABASE_URL=postgres://…): kysely's PostgresDialect over a pg pool. The
 * platform (sign-in, tree, permissions, properties, events, tasks) runs through kysely as on SQLite; scans write
 * the index through SyncPostgres (index-db.ts), the index tree and PID_STATS read it through kysely, search
 * compiles for PostgreSQL (server/search/dialect.ts) and reads through pg, a collector's uploads are written by
 * the ingest thread (server/scan/ingest-thread.ts) and the classification policy reads and marks through
 * sql-steps.ts. The raw SQLite handle and its helpers (sqlite, statement, writeWhenFree) stay SQLite's: a call
 * to them on PostgreSQL answers NotImplemented 'not yet available on PostgreSQL: …' naming what was asked.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  type ColumnDefinitionNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import type { Store } from './db';
import { PG_TYPES } from './pg-types';

/** The named error of a feature that still needs the embedded SQLite store. */
export function notYetOnPostgres(feature: string): ApiError {
  return new ApiError(ERROR_NAMES.notImplemented, `not yet available on PostgreSQL: ${feature}`);
}

/** True when a migration runs on PostgreSQL (migrations get the Kysely instance only). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Makes the schema builder's SQLite habits mean on PostgreSQL what they mean on SQLite, for the core's and the
 * plugins' migrations alike: an integer column holds 64 bits (ms times do not fit PostgreSQL's integer), and
 * autoIncrement() is a bigserial (kysely would write MySQL's auto_increment).
 */
class SqliteColumnHabits extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode, queryId?: QueryId): ColumnDefinitionNode {
    const out = super.transformColumnDefinition(node, queryId);
    const type = out.dataType.kind === 'DataTypeNode' ? String((out.dataType as unknown as { dataType: unknown }).dataType).toLowerCase() : '';
    if (node.autoIncrement) return { ...out, autoIncrement: false, dataType: { kind: 'DataTypeNode', dataType: 'bigserial' } as never };
    if (type === 'integer') return { ...out, dataType: { kind: 'DataTypeNode', dataType: 'bigint' } as never };
    return out;
  }
}

class PortableSchema implements KyselyPlugin {
  private readonly habits = new SqliteColumnHabits();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node.kind === 'CreateTableNode' || args.node.kind === 'AlterTableNode' ? this.habits.transformNode(args.node, args.queryId) : args.node;
  }
  async transformResult(args: { result: QueryResult<UnknownRow> }): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export async function openPostgresStore(url: string, dataDir: string, migrate: (db: Kysely<DB>, schema: string) => Promise<void>): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, types: PG_TYPES, max: 10 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new PortableSchema()] });
  let schema: string;
  try {
    schema = (await pool.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
  } catch (e) {
    await db.destroy();
    throw new Error(`PostgreSQL cannot be reached: ${(e as Error).message}`);
  }
  await migrate(db, schema);
  const sqliteOnly = (feature: string) => () => {
    throw notYetOnPostgres(feature);
  };
  return {
    db,
    dialect: 'postgres',
    databaseUrl: url,
    dataDir,
    get sqlite(): never {
      throw notYetOnPostgres('the embedded index handle (this path reads the index through SQLite only)');
    },
    statement: sqliteOnly('index statements (the API thread reads PostgreSQL through kysely)'),
    writeWhenFree: sqliteOnly('index writes'),
    writersWaiting: new SharedArrayBuffer(4),
    close: () => db.destroy(),
  };
}
