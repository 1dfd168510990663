/** Reading a field of a JSON text column in SQL, in the store's dialect (SQLite json_extract, PostgreSQL jsonb). */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Store } from './db';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checked(column: string, path: string[]): void {
  if (![column, ...path].every(p => FIELD.test(p))) throw new Error(`not a plain JSON path: ${column}.${path.join('.')}`);
}

/** The field as text (a string value as it is). */
export function jsonText(store: Pick<Store, 'dialect'>, column: string, path: string[]): RawBuilder<string> {
  checked(column, path);
  return store.dialect === 'postgres'
    ? sql<string>`(${sql.ref(column)}::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql<string>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`;
}

/** True where the field holds JSON true. */
export function jsonTrue(store: Pick<Store, 'dialect'>, column: string, path: string[]): RawBuilder<SqlBool> {
  checked(column, path);
  return store.dialect === 'postgres'
    ? sql<SqlBool>`(${sql.ref(column)}::jsonb #> ${sql.lit(`{${path.join(',')}}`)}) = 'true'::jsonb`
    : sql<SqlBool>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)}) = 1`;
}
