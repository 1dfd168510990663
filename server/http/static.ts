/**
 * The console: files of dist/web/<variant> at the site root. Any GET outside the API whose last path segment has
 * no file extension is a console route and gets index.html (SPA fallback); a missing asset is a 404.
 * Served with @fastify/send (ETag, ranges, types); @fastify/static is not used because one of its
 * dependencies ships only ES modules, which the CommonJS test runtime cannot load.
 */
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@fathom/sdk/api';

export function isConsoleRoute(path: string): boolean {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

export function serveConsole(app: FastifyInstance, webDir: string): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return reply.callNotFound();
    const spa = isConsoleRoute(path);
    const result = await send(request.raw, spa ? '/index.html' : path, { root: webDir, index: false, dotfiles: 'deny', cacheControl: !spa });
    if (result.type === 'error' || result.type === 'directory') return reply.callNotFound();
    if (spa) result.headers['cache-control'] = 'no-cache';
    return reply.code(result.statusCode).headers(result.headers).send(result.stream);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
