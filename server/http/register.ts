/** Mounts route modules under /server/api/v3 with payload reading, the session check and the envelope. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_BASE, ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { isFileAnswer, validatePayload, type FileAnswer, type RouteModuleContribution } from '@fathom/sdk/server';
import { authenticate } from '../auth/session';
import type { ApiRoute, RouteModule, ServerContext } from './context';
import { JsonText, ok, okBytes } from './envelope';
import { payloadFromBody, payloadFromQuery } from './payload';

/** Mounts the core's route modules, then the modules server plugins contribute; a path defined twice is refused. */
export function mountRoutes(
  app: FastifyInstance,
  server: ServerContext,
  modules: readonly RouteModule[],
  contributed: readonly RouteModuleContribution[] = [],
): void {
  const seen = new Set<string>();
  const routes = [...modules.flatMap(mod => mod(server)), ...contributed.flatMap(c => c.routes as readonly ApiRoute[])];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Route ${key} is defined twice`);
    seen.add(key);
    mountRoute(app, server, route);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function mountRoute(app: FastifyInstance, server: ServerContext, route: ApiRoute): void {
  app.route({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    handler: async (request, reply) => {
      const session = route.public ? null : await authenticate(server.store, request.headers.authorization, server.sessions);
      const raw = route.method === 'GET' || route.method === 'DELETE' ? payloadFromQuery(request.query) : payloadFromBody(request.body);
      const payload = route.schema ? await validatePayload(route.schema, raw) : raw;
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) controller.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const origin = `${request.protocol}://${request.host}`;
        const data = await route.handler(payload, { session, request, reply, server, origin, signal: controller.signal, platform: server.platform });
        if (reply.sent) return reply;
        if (isFileAnswer(data)) return sendFile(reply, data);
        if (data instanceof JsonText) return reply.header('cache-control', 'no-store').type(JSON_TYPE).send(okBytes(data));
        return reply.header('cache-control', 'no-store').send(ok(data ?? null));
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  });
}

/** Sends a file answer past the envelope: all at once with its length, or streamed as it is produced. */
async function sendFile(reply: FastifyReply, file: FileAnswer): Promise<FastifyReply> {
  reply.hijack();
  const raw = reply.raw;
  const disposition = `attachment; filename="${file.fileName}"`;
  if (Buffer.isBuffer(file.body)) {
    raw.writeHead(200, {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'cache-control': 'no-store',
      'content-disposition': disposition,
    });
    raw.end(file.body);
    return reply;
  }
  raw.writeHead(200, { 'content-type': file.contentType, 'content-disposition': disposition, 'cache-control': 'no-store' });
  await pipeline(Readable.from(file.body), raw).catch(() => file.onAbort?.());
  return reply;
}
