/** GET and POST /database/property, dispatched to the handlers of server/http/properties. */
import { Properties } from '@fathom/sdk/server';
import { API_PATHS, ApiError, ERROR_NAMES, type PermissionCode } from '@fathom/sdk/api';
import { providerOwning } from '../tree/providers';
import { propertyGetSchema, propertySetSchema, type PropertyRequest } from '@fathom/sdk/api/core-payloads';
import { routeWithSchema, sessionOf, type CallContext, type RouteModule, type ServerContext } from './context';
import { propertyHandler, type PropertyContext, type PropertyHandler } from './properties';
import { propertyNotFound } from './properties/store';

async function contextFor(server: ServerContext, payload: PropertyRequest, call: CallContext): Promise<{ handler: PropertyHandler; ctx: PropertyContext }> {
  const session = sessionOf(call);
  const { propertyId, options } = payload;
  const objectId = server.tree.resolveId(session, payload.objectId);
  const handler = propertyHandler(propertyId, server.extensions.list(Properties));
  const object = await server.tree.getObject(session, objectId, 'basic'); // reachability and existence first
  if (!handler) throw propertyNotFound(propertyId, objectId);
  const owner = providerOwning(objectId) ? await ownerRow(server, objectId, session) : await server.tree.requireRow(objectId);
  const codes = (object.permissions ?? []) as PermissionCode[];
  return {
    handler,
    ctx: { server, session, objectId, ownerId: owner.object_id, row: owner, object, codes, options, signal: call.signal, platform: server.platform },
  };
}

async function ownerRow(server: ServerContext, objectId: string, session: ReturnType<typeof sessionOf>) {
  const found = await providerOwning(objectId)!.getObject(objectId, { store: server.store, viewer: session });
  if (!found) throw new ApiError(ERROR_NAMES.objectNotFound, `Object ${objectId} was not found.`);
  return server.tree.requireRow(found.ownerNodeId);
}

function requireCodes(codes: PermissionCode[], needs: PermissionCode[][] | undefined, what: string): void {
  if (!needs || needs.length === 0) return;
  if (needs.some(set => set.every(c => codes.includes(c)))) return;
  throw new ApiError(ERROR_NAMES.noPermission, `You need the ${needs.map(s => s.join('+')).join(' or ')} permission to ${what}.`);
}

export const propertyRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'GET',
    path: API_PATHS.property,
    schema: propertyGetSchema,
    handler: async (payload, call) => {
      const { handler, ctx } = await contextFor(server, payload, call);
      if (!handler.get) throw propertyNotFound(handler.propertyId, ctx.objectId);
      requireCodes(ctx.codes, handler.readNeeds, `read ${handler.propertyId}`);
      return handler.get(ctx);
    },
  }),
  routeWithSchema({
    method: 'POST',
    path: API_PATHS.property,
    schema: propertySetSchema,
    handler: async (payload, call) => {
      const { handler, ctx } = await contextFor(server, payload, call);
      if (!handler.set) throw new ApiError(ERROR_NAMES.validation, `${handler.propertyId} cannot be changed.`);
      requireCodes(ctx.codes, handler.writeNeeds, `change ${handler.propertyId}`);
      const result = await handler.set(ctx, payload.property);
      const eventRow = ctx.row.object_id === ctx.objectId ? ctx.row : { object_id: ctx.objectId, parent_id: ctx.object.parentId, path_ids: ctx.row.path_ids };
      await server.tree.publishObjectEvent('propertySet', eventRow, {
        propertyId: handler.propertyId,
        userId: handler.perUser ? ctx.session.userObjectId : undefined,
      });
      return result ?? null;
    },
  }),
];
