/** Mounts route modules under /server/api/v3 with payload reading, the session check and the envelope. */
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fathom/sdk/api';
import { validatePayload, type RouteModuleContribution } from '@fathom/sdk/server';
import { authenticate } from '../auth/session';
import type { ApiRoute, RouteModule, ServerContext } from './context';
import { ok } from './envelope';
import { payloadFromBody, payloadFromQuery } from './payload';

/** Mounts the core's route modules, then the modules server plugins contribute; a path defined twice is refused. */
export function mountRoutes(app: FastifyInstance, server: ServerContext, modules: readonly RouteModule[], contributed: readonly RouteModuleContribution[] = []): void {
  const seen = new Set<string>();
  const routes = [...modules.flatMap(mod => mod(server)), ...contributed.flatMap(c => c.routes as readonly ApiRoute[])];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Route ${key} is defined twice`);
    seen.add(key);
    mountRoute(app, server, route);
  }
}

function mountRoute(app: FastifyInstance, server: ServerContext, route: ApiRoute): void {
  app.route({
    method: route.method,
    url: `${API_BASE}${route.path}`,
    handler: async (request, reply) => {
      const session = route.public ? null : await authenticate(server.store, request.headers.authorization);
      const raw = route.method === 'GET' || route.method === 'DELETE' ? payloadFromQuery(request.query) : payloadFromBody(request.body);
      const payload = route.schema ? await validatePayload(route.schema, raw) : raw;
      const controller = new AbortController();
      const onClose = () => { if (!reply.raw.writableEnded) controller.abort(); };
      reply.raw.once('close', onClose);
      try {
        const data = await route.handler(payload, { session, request, reply, server, signal: controller.signal, platform: server.platform });
        if (reply.sent) return reply;
        return reply.header('cache-control', 'no-store').send(ok(data ?? null));
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  });
}
