/**
 * API test helpers: the real server on an ephemeral port with a fresh data directory.
 *
 *   const srv = await startServer();                 // fresh temp data dir, root password 'Root#Pass1'
 *   const root = await srv.login('root', srv.rootPassword);
 *   const home = await root.get('/database/object', { objectId: 'HOME' });   // throws ApiCallError on an error envelope
 *   const res = await root.call('GET', '/database/children', { parentId: home.objectId }); // raw {status, body}
 *   await srv.close();                               // stops the server and removes the data dir
 *
 * Options: dataDir (reuse a directory, e.g. to test a restart; it is then kept on close), rootPassword,
 * keepDataDir, env (settings otherwise read from the environment, e.g. FATHOM_SMTP_URL), clock (sessions and
 * codes expire by it, so a test moves time on instead of waiting). With FATHOM_TEST_DIALECT=postgres each server
 * gets a fresh schema on FATHOM_TEST_PG_URL instead of the SQLite file (dropped on close; a restart test reuses it
 * with its data directory). GET/DELETE payloads go in the query string (object values JSON-encoded), POST/PUT as a
 * JSON body, exactly as the console sends them. Use these (real HTTP) rather than Fastify's app.inject: inject loads
 * an ES-module-only dependency that jest's CommonJS runtime cannot require.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, type Envelope, type LoginResponse } from '@fathom/sdk/api';
import { createServer, type RunningServer } from '../../server/app';
import { loadServerPlugins } from '../../host/server/plugins';
import { freshPostgresSchema, ON_POSTGRES } from './scale-peers';

export const DEFAULT_ROOT_PASSWORD = 'Root#Pass1';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly body: unknown,
  ) {
    super(`${status} ${errorName}: ${message}`);
  }
}

/** Encodes a payload the console's way: query parameters for GET/DELETE (objects as JSON), a JSON body otherwise. */
export async function call<T = unknown>(
  url: string,
  method: Method,
  path: string,
  payload: Record<string, unknown> = {},
  token?: string,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let target = `${url}${API_BASE}${path}`;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined) qs.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const q = qs.toString();
    if (q) target += `?${q}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await fetch(target, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A signed-in client: `get/post/put/del` return data or throw ApiCallError; `call` returns the raw answer. */
export interface Client {
  token: string;
  user: LoginResponse;
  call<T = unknown>(method: Method, path: string, payload?: Record<string, unknown>): Promise<CallResult<T>>;
  get<T = any>(path: string, payload?: Record<string, unknown>): Promise<T>;
  post<T = any>(path: string, payload?: Record<string, unknown>): Promise<T>;
  put<T = any>(path: string, payload?: Record<string, unknown>): Promise<T>;
  del<T = any>(path: string, payload?: Record<string, unknown>): Promise<T>;
}

export function clientFor(url: string, user: LoginResponse): Client {
  const unwrap = async <T>(method: Method, path: string, payload?: Record<string, unknown>): Promise<T> => {
    const r = await call<T>(url, method, path, payload, user.token);
    if (r.body.status !== 'OK') throw new ApiCallError(r.status, r.body.error.name, r.body.error.message, r.body);
    return r.body.data;
  };
  return {
    token: user.token,
    user,
    call: (method, path, payload) => call(url, method, path, payload, user.token),
    get: (p, q) => unwrap('GET', p, q),
    post: (p, b) => unwrap('POST', p, b),
    put: (p, b) => unwrap('PUT', p, b),
    del: (p, q) => unwrap('DELETE', p, q),
  };
}

export interface TestServer {
  url: string;
  rootPassword: string;
  dataDir: string;
  server: RunningServer;
  /** Signs in (userId may be 'client/userId'); throws ApiCallError on failure. */
  login(userId: string, password: string): Promise<Client>;
  close(): Promise<void>;
}

/** On PostgreSQL, the schema that stands for a data directory (a restart with the same directory finds its data). */
const postgresOfDataDir = new Map<string, { url: string; drop: () => Promise<void> }>();
// Schemas kept with their data directory (a restart test) go at the end of the test file.
if (ON_POSTGRES)
  afterAll(async () => {
    for (const pg of postgresOfDataDir.values()) await pg.drop();
    postgresOfDataDir.clear();
  });

export async function startServer(
  opts: {
    dataDir?: string;
    rootPassword?: string;
    keepDataDir?: boolean;
    env?: NodeJS.ProcessEnv;
    clock?: () => number;
    /** The store on PostgreSQL (a fresh schema of FATHOM_TEST_PG_URL) or SQLite; default: FATHOM_TEST_DIALECT. */
    postgres?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'fathom-api-'));
  const rootPassword = opts.rootPassword ?? DEFAULT_ROOT_PASSWORD;
  const { plugins, modules } = await loadServerPlugins();
  const keep = opts.keepDataDir ?? opts.dataDir !== undefined;
  const pg = (opts.postgres ?? ON_POSTGRES) ? (postgresOfDataDir.get(dataDir) ?? (await freshPostgresSchema())) : undefined;
  if (pg && keep) postgresOfDataDir.set(dataDir, pg);
  const server = await createServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    rootPassword,
    plugins,
    pluginModules: modules,
    databaseUrl: pg?.url,
    env: opts.env,
    clock: opts.clock,
  }).catch(async e => {
    if (!keep) await pg?.drop();
    throw e;
  });
  return {
    url: server.url,
    rootPassword,
    dataDir,
    server,
    async login(userId, password) {
      const r = await call<LoginResponse>(server.url, 'POST', '/login', { userId, password });
      if (r.body.status !== 'OK') throw new ApiCallError(r.status, r.body.error.name, r.body.error.message, r.body);
      return clientFor(server.url, r.body.data);
    },
    async close() {
      await server.close();
      if (!keep) {
        rmSync(dataDir, { recursive: true, force: true });
        await pg?.drop();
        postgresOfDataDir.delete(dataDir);
      }
    },
  };
}
