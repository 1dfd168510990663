/**
 * The shared peers of the scale tests (PostgreSQL, Redis), named by FATHOM_TEST_PG_URL and FATHOM_TEST_REDIS_URL.
 * Locally a suite whose peer is not reachable is skipped and says why; under CI=true it fails instead.
 */
import { Socket } from 'node:net';

/** Resolves true when a TCP connection to the URL's host and port opens within a second. */
export function reachable(url: string | undefined, defaultPort: number): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  const u = new URL(url);
  return new Promise(resolve => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(u.port || defaultPort), u.hostname, () => done(true));
  });
}

/**
 * Answers whether the suite may run: under CI an unreachable peer is an error (CI must not skip these suites);
 * locally the reason is printed and the suite's tests return early.
 */
export async function peerOrSkip(name: string, variable: string, url: string | undefined, defaultPort: number): Promise<boolean> {
  if (await reachable(url, defaultPort)) return true;
  const reason = `${name} is not reachable (${variable}=${url ?? 'unset'})`;
  if (process.env.CI === 'true') throw new Error(`${reason}: CI runs this suite against a real ${name}`);
  process.stdout.write(`skipped: ${reason}\n`);
  return false;
}

/** API tests run on PostgreSQL when FATHOM_TEST_DIALECT=postgres (FATHOM_TEST_PG_URL names the server). */
export const ON_POSTGRES = process.env.FATHOM_TEST_DIALECT === 'postgres';

/**
 * A new empty schema on the test PostgreSQL: the URL that puts every connection in it, and a drop for the end.
 * Each server of a test file gets its own, so files run side by side on one database.
 */
export async function freshPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.FATHOM_TEST_PG_URL;
  if (!(await reachable(base, 5432)))
    throw new Error(`PostgreSQL is not reachable (FATHOM_TEST_PG_URL=${base ?? 'unset'}): FATHOM_TEST_DIALECT=postgres needs it`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${base}${base!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    async drop() {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}
