/** How pg reads values, shared by the store's pool and the index threads' connections. */
import pg from 'pg';

// bigint (COUNT, ms times, ids) and numeric (SUM) come back as numbers, as SQLite gives them; they stay well inside 2^53.
const NUMBER_TYPES = new Set([20, 1700]);
export const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (v: string) => Number(v) : (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
} as pg.CustomTypesConfig;
