/** Mounts route modules under /server/api/v3 with payload reading, the session check and the envelope. */
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fathom/sdk/api';
import { authenticate } from '../auth/session';
import type { ApiRoute, RouteModule, ServerContext } from './context';
import { ok } from './envelope';
import { payloadFromBody, payloadFromQuery } from './payload';

export function mountRoutes(app: FastifyInstance, server: ServerContext, modules: readonly RouteModule[]): void {
  const seen = new Set<string>();
  for (const mod of modules) {
    for (const route of mod(server)) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) throw new Error(`Route ${key} is defined twice`);
      seen.add(key);
      mountRoute(app, server, route);
    }
  }
}

function mountRoute(app: FastifyInstance, server: ServerContext, route: ApiRoute): void {
  app.route({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    handler: async (request, reply) => {
      const session = route.public ? null : await authenticate(server.store, request.headers.authorization);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? payloadFromQuery(request.query) : payloadFromBody(request.body);
      const controller = new AbortController();
      const onClose = () => { if (!reply.raw.writableEnded) controller.abort(); };
      reply.raw.once('close', onClose);
      try {
        const data = await route.handler(payload, { session, request, reply, server, signal: controller.signal });
        if (reply.sent) return reply;
        return reply.header('cache-control', 'no-store').send(ok(data ?? null));
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  });
}
