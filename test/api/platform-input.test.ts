import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE } from '@fathom/sdk/api';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
});
afterAll(() => srv.close());

async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string>; auth?: boolean } = {}) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.auth !== false) headers.authorization = `Bearer ${root.token}`;
  const res = await fetch(`${srv.url}${API_BASE}${path}`, { method, headers, body: init.body });
  return { status: res.status, body: await res.json() };
}

describe('malformed input answers named 4xx errors in the envelope', () => {
  it.each([
    ['malformed JSON body', 'POST', '/database/object', { body: '{"object":', headers: { 'content-type': 'application/json' } }, 400, 'ValidationError'],
    ['empty JSON body', 'POST', '/database/object', { body: '', headers: { 'content-type': 'application/json' } }, 400, 'ValidationError'],
    ['a JSON array body', 'POST', '/database/object', { body: '[1]', headers: { 'content-type': 'application/json' } }, 400, 'ValidationError'],
    ['a text body', 'POST', '/database/object', { body: 'hello', headers: { 'content-type': 'text/plain' } }, 400, 'ValidationError'],
    ['an XML body', 'POST', '/database/object', { body: '<a/>', headers: { 'content-type': 'application/xml' } }, 415, 'UnsupportedMediaType'],
    [
      'object of the wrong type',
      'POST',
      '/database/object',
      { body: '{"object":"x"}', headers: { 'content-type': 'application/json' } },
      400,
      'ValidationError',
    ],
    ['missing objectId', 'GET', '/database/object', {}, 400, 'ValidationError'],
    ['options not JSON', 'GET', '/database/object?objectId=HOME&options={bad', {}, 400, 'ValidationError'],
    ['unknown info level', 'GET', '/database/object?objectId=HOME&options={"infoLevel":"everything"}', {}, 400, 'ValidationError'],
    ['limit not a number', 'GET', '/database/children?parentId=HOME&options={"objectLimit":"ten"}', {}, 400, 'ValidationError'],
    ['unknown object', 'GET', '/database/object?objectId=o00000000000000000000', {}, 404, 'ObjectNotFound'],
    ['unknown route', 'GET', '/database/nothing', {}, 404, 'RouteNotFound'],
    ['unknown method', 'PATCH', '/database/object', {}, 404, 'RouteNotFound'],
    [
      'unknown class',
      'POST',
      '/database/object',
      { body: '{"object":{"parentId":"HOME","name":"x","classId":"spaceship"}}', headers: { 'content-type': 'application/json' } },
      400,
      'ValidationError',
    ],
    [
      'tags not an object',
      'PUT',
      '/database/object',
      { body: '{"object":{"objectId":"HOME","tags":[1]}}', headers: { 'content-type': 'application/json' } },
      400,
      'ValidationError',
    ],
    [
      'user without password',
      'POST',
      '/database/object',
      {
        body: '{"object":{"parentId":"HOME","name":"u","classId":"user"},"options":{"userId":"u","activated":true,"email":"u@example.com"}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'ValidationError',
    ],
    [
      'user with a weak password',
      'POST',
      '/database/object',
      {
        body: '{"object":{"parentId":"HOME","name":"u","classId":"user"},"options":{"userId":"u","activated":true,"password":"short","email":"u@example.com"}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'ValidationError',
    ],
    [
      'user without email or phone',
      'POST',
      '/database/object',
      {
        body: '{"object":{"parentId":"HOME","name":"u","classId":"user"},"options":{"userId":"u","activated":true,"password":"Good#Pass1"}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'ValidationError',
    ],
  ] as const)('%s', async (_what, method, path, init, status, name) => {
    const r = await raw(method, path, init);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ status: 'error', error: { name, message: expect.any(String) } });
  });

  it('refuses a duplicate user id within one client with Conflict', async () => {
    const body = {
      object: { parentId: 'HOME', name: 'Dup', classId: 'user' },
      options: { userId: 'dup', activated: true, password: 'Good#Pass1', email: 'dup@example.com' },
    };
    await root.post('/database/object', body);
    const again = await root.call('POST', '/database/object', { ...body, options: { ...body.options, userId: 'DUP' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { name: 'Conflict' } });
  });
});

describe('the console', () => {
  const variant = `apitest-${process.pid}`;
  const dir = join(PROJECT_ROOT, 'dist', 'web', variant);
  let site: TestServer;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Fathom</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    process.env.FATHOM_VARIANT = variant;
    site = await startServer();
  });
  afterAll(async () => {
    delete process.env.FATHOM_VARIANT;
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, falls back to index.html for console routes and keeps API 404s in the envelope', async () => {
    const asset = await fetch(`${site.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    for (const path of ['/', '/login', '/dashboard/main?activeNodeId=o1']) {
      const page = await fetch(`${site.url}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Fathom</title>');
    }
    const missing = await fetch(`${site.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    const api = await fetch(`${site.url}${API_BASE}/nothing/here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'error', error: { name: 'RouteNotFound' } });
  });
});
