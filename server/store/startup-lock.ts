/**
 * Several server processes started at once on one empty PostgreSQL database (replicas behind a load balancer)
 * would each seed the platform and run the plugins' migrations, and all but one fail on the rows and tables the
 * first made. withStartupLock runs such a step under a PostgreSQL advisory lock of the schema, so one process
 * does it while the others wait, then find it done. (The core migrations lock on their own: kysely's Migrator.)
 * On SQLite the step runs as it is.
 *
 *   const boot = await withStartupLock(store, 'bootstrap', () => bootstrap(store, opts));
 */
import { sql } from 'kysely';
import type { Store } from './db';

export async function withStartupLock<T>(store: Store, step: string, run: () => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return run();
  // The lock lives with one connection of the pool, held while `run` uses the others.
  return store.db.connection().execute(async conn => {
    const key = sql`hashtext(${`fathom:${step}:`} || current_schema())`;
    await sql`SELECT pg_advisory_lock(${key})`.execute(conn);
    try {
      return await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
