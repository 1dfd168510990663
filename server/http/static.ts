/**
 * The console: files of dist/web/<variant> at the site root. Any GET outside the API whose last path segment has
 * no file extension is a console route and gets index.html (SPA fallback); a missing asset is a 404.
 * Served with @fastify/send (ETag, ranges, types); @fastify/static is not used because one of its
 * dependencies ships only ES modules, which the CommonJS test runtime cannot load.
 *
 * The build writes file.br and file.gz beside each text file (scripts/precompress.mjs): the smallest one the
 * browser accepts is sent with Content-Encoding (and Vary: Accept-Encoding). Hashed chunks never change under
 * their name, so browsers keep them a year without asking again; index.html (which names them) is always
 * revalidated.
 */
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@fathom/sdk/api';

/** What the build compresses beside the file. */
export const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;
/** esbuild's [name]-[hash] output names (entry, chunks/, assets/). */
export const HASHED_NAME = /-[A-Z0-9]{8}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function isConsoleRoute(path: string): boolean {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/** Content codings the request accepts (q > 0), among those the build writes, in the server's order. */
export function acceptedEncodings(header: string | string[] | undefined): (typeof ENCODINGS)[number][] {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map(p => p.trim()).find(p => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return ENCODINGS.filter(e => accepted.has(e.name) || accepted.has('*'));
}

function cacheControl(file: string): string {
  if (file === '/index.html') return 'no-cache';
  return HASHED_NAME.test(file) ? IMMUTABLE : 'public, max-age=0';
}

export function serveConsole(app: FastifyInstance, webDir: string): void {
  const options = { root: webDir, index: false, dotfiles: 'deny', cacheControl: false } as const;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return reply.callNotFound();
    const file = isConsoleRoute(path) ? '/index.html' : path;
    const compressible = PRECOMPRESSED.test(file);
    for (const encoding of compressible ? acceptedEncodings(request.headers['accept-encoding']) : []) {
      // Byte ranges of an encoded body are not what a client asking for ranges expects: none offered.
      const encoded = await send(request.raw, file + encoding.suffix, { ...options, acceptRanges: false });
      if (encoded.type !== 'file') continue;
      const type = send.mime.getType(file) ?? 'application/octet-stream';
      const headers = {
        ...encoded.headers,
        'Content-Type': send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type,
        'Content-Encoding': encoding.name,
        Vary: 'Accept-Encoding',
        'Cache-Control': cacheControl(file),
      };
      return reply.code(encoded.statusCode).headers(headers).send(encoded.stream);
    }
    const result = await send(request.raw, file, options);
    if (result.type === 'error' || result.type === 'directory') return reply.callNotFound();
    const headers = { ...result.headers, 'Cache-Control': cacheControl(file), ...(compressible ? { Vary: 'Accept-Encoding' } : {}) };
    return reply.code(result.statusCode).headers(headers).send(result.stream);
  };
  app.get('/', handler);
  app.get('/*', handler);
}

/** The toolchain path without its trailing slash goes to the same path with one (spec 000 §2), query kept. */
export function redirectToolchain(app: FastifyInstance): void {
  app.get('/toolchain', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/toolchain/${query}`, 301);
  });
}
