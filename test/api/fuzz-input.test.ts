/**
 * Every route of /server/api/v3, found from the running server itself, gets malformed payloads of many
 * shapes (wrong types, huge and odd strings, deep objects, unknown ids, bad JSON). Each answer must be a
 * named error envelope with a 4xx status, or an OK envelope: never a 500, never a body that is not JSON,
 * and the server stays up and keeps its data.
 */
import { API_BASE } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
});
afterAll(async () => {
  await srv?.close();
});

/** Method and path of every API route, read from Fastify's own route table. */
function apiRoutes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  // Paths print with their leading '/' or without it, depending on the router's version.
  const prefix = API_BASE.slice(1);
  for (const line of srv.server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /([^\s│├└─]+) \(([A-Z, ]+)\)/.exec(line);
    const path = m?.[1].replace(/^\//, '');
    if (!m || !path?.startsWith(prefix)) continue;
    for (const method of m[2].split(',').map(x => x.trim())) if (method !== 'HEAD') out.push({ method, path: path.slice(prefix.length) });
  }
  return out;
}

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'x'.repeat(20000),
  '\u0000\uffff\ud800',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  [],
  [null, {}],
  {},
  { objectId: { $ne: null } },
  deep(60),
];
const KEYS = [
  'objectId',
  'parentId',
  'propertyId',
  'options',
  'object',
  'property',
  'searchId',
  'statement',
  'query',
  'rooms',
  'feeds',
  'command',
  'userId',
  'password',
  'taskId',
  'objectOffset',
  'objectLimit',
  'classIds',
  'locationId',
  'format',
  'nodeId',
  'data',
];

function payloads(): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [{}];
  for (const v of VALUES) list.push(Object.fromEntries(KEYS.map(k => [k, v])));
  list.push({ objectId: 'HOME', propertyId: 'PID_NOPE', options: '{not json' });
  list.push({ objectId: 'HOME', options: { infoLevel: 'everything', objectLimit: -5 } });
  return list;
}

async function send(method: string, path: string, payload: Record<string, unknown>, token?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let url = `${srv.url}${API_BASE}${path}`;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    url += `?${qs}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, text: await res.text() };
}

test('every route answers malformed payloads with a named error or OK, never a 500', async () => {
  const home = await root.get('/database/object', { objectId: 'HOME' });
  const childrenBefore = (await root.get('/database/children', { parentId: home.objectId })).objects.map((o: { objectId: string }) => o.objectId).sort();
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(25);
  const failures: string[] = [];
  for (const { method, path } of routes) {
    for (const base of payloads()) {
      // The long-poll would otherwise hold each call for its default wait.
      const p = path === '/event/listen' ? { ...base, timeout: 0 } : base;
      for (const token of [root.token, undefined, 'not-a-token']) {
        const { status, text } = await send(method, path, p, token);
        let named = false;
        try {
          const j = JSON.parse(text);
          named = j.status === 'OK' || (j.status === 'error' && typeof j.error?.name === 'string' && typeof j.error?.message === 'string');
        } catch {
          /* not JSON */
        }
        if (status >= 500 || !named) failures.push(`${method} ${path} ${status} ${text.slice(0, 160)} <- ${JSON.stringify(p).slice(0, 80)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  // Still up, nothing lost (GET /logout above ended the first session).
  const again = await srv.login('root', srv.rootPassword);
  expect((await again.get('/database/children', { parentId: home.objectId })).objects.map((o: { objectId: string }) => o.objectId).sort()).toEqual(
    childrenBefore,
  );
}, 300000);
