/**
 * The console's files as the build leaves them (precompressed beside each text file) and as the server sends
 * them: the smallest coding the browser accepts with Content-Encoding and Vary, hashed chunks cached for a
 * year, index.html always revalidated, and a decoded body equal to the file.
 */
import { spawnSync } from 'node:child_process';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { IMMUTABLE, acceptedEncodings, serveConsole } from '../../server/http/static';

let dir: string;
let app: FastifyInstance;
let base: string;
const CHUNK = '/chunks/Shell-ABCD2345.js';
const chunkText = Array.from({ length: 400 }, (_, i) => `export const value${i} = "console chunk ${i % 7}";`).join('\n');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-console-'));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${CHUNK}"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`,
  );
  writeFileSync(join(dir, CHUNK), chunkText);
  writeFileSync(join(dir, 'assets/font-QWERTY23.woff2'), Buffer.alloc(2048, 7));
  writeFileSync(join(dir, 'tiny.json'), '{}');
  const build = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/precompress.mjs'), dir], { encoding: 'utf8' });
  expect(build.stderr).toBe('');
  app = Fastify();
  serveConsole(app, dir);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The bytes as they come over the wire (fetch would decode them). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ statusCode: number; headers: IncomingHttpHeaders; rawPayload: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${url}`, { headers }, res => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, rawPayload: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the build writes .br and .gz beside text files only, and only when smaller', () => {
  expect([CHUNK, '/index.html'].flatMap(f => [existsSync(join(dir, `${f}.br`)), existsSync(join(dir, `${f}.gz`))])).toEqual([true, true, true, true]);
  expect(existsSync(join(dir, 'assets/font-QWERTY23.woff2.br'))).toBe(false);
  expect(existsSync(join(dir, 'tiny.json.br'))).toBe(false); // two bytes do not get smaller
});

test('a hashed chunk: brotli when accepted, else gzip, else as it is; immutable for a year; the body decodes to the file', async () => {
  const file = readFileSync(join(dir, CHUNK));
  const br = await get(CHUNK, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.statusCode).toBe(200);
  expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
  expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
  expect(Number(br.headers['content-length'])).toBeLessThan(file.length);
  expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);

  const gz = await get(CHUNK, { 'accept-encoding': 'gzip, br;q=0' });
  expect(gz.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
  expect(gunzipSync(gz.rawPayload).equals(file)).toBe(true);

  const plain = await get(CHUNK);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers).toMatchObject({ vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
  expect(plain.rawPayload.equals(file)).toBe(true);
  expect([br.headers['content-type'], gz.headers['content-type']]).toEqual([plain.headers['content-type'], plain.headers['content-type']]);
});

test('index.html (and every console route) is compressed too and always revalidated', async () => {
  const file = readFileSync(join(dir, 'index.html'));
  for (const url of ['/', '/discover/search', '/index.html']) {
    const r = await get(url, { 'accept-encoding': 'br' });
    expect(r.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
    expect(brotliDecompressSync(r.rawPayload).equals(file)).toBe(true);
  }
});

test('a revalidation of an encoded file answers 304; files without a coding are sent as they are', async () => {
  const first = await get(CHUNK, { 'accept-encoding': 'br' });
  const again = await get(CHUNK, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
  const font = await get('/assets/font-QWERTY23.woff2', { 'accept-encoding': 'br, gzip' });
  expect(font.headers['content-encoding']).toBeUndefined();
  expect(font.headers.vary).toBeUndefined();
  expect(font.headers['cache-control']).toBe(IMMUTABLE);
  expect((await get('/tiny.json', { 'accept-encoding': 'br, gzip' })).headers).toMatchObject({ 'cache-control': 'public, max-age=0', vary: 'Accept-Encoding' });
  expect((await get('/missing-ABCDEFGH.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
});

test('Accept-Encoding is read with its weights', () => {
  expect(acceptedEncodings('gzip, deflate, br').map(e => e.name)).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('br;q=0, gzip;q=0.5').map(e => e.name)).toEqual(['gzip']);
  expect(acceptedEncodings('*').map(e => e.name)).toEqual(['br', 'gzip']);
  expect(acceptedEncodings(undefined)).toEqual([]);
});
