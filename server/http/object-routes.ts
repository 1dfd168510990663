/** The tree: GET/POST/PUT/DELETE /database/object and GET /database/children. */
import { API_PATHS, CHILDREN_LIMITS, type CreateObjectRequest, type UpdateObjectRequest } from '@fathom/sdk/api';
import { childrenSchema, objectDeleteSchema, objectGetSchema, objectWriteSchema, type ChildrenPaging } from '@fathom/sdk/api/core-payloads';
import { createAndInvite } from '../plugins/people-administration';
import { deleteObject, updateObject } from '../tree/mutations';
import { routeWithSchema, sessionOf, type RouteModule } from './context';
import { JsonText } from './envelope';

export const objectRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'GET',
    path: API_PATHS.object,
    schema: objectGetSchema,
    handler: async (payload, call) => server.tree.getObject(sessionOf(call), payload.objectId, payload.options.infoLevel ?? 'basic'),
  }),
  {
    method: 'POST',
    path: API_PATHS.object,
    schema: objectWriteSchema,
    handler: async (payload, call) => createAndInvite(server, sessionOf(call), payload as unknown as CreateObjectRequest),
  },
  {
    method: 'PUT',
    path: API_PATHS.object,
    schema: objectWriteSchema,
    handler: async (payload, call) => updateObject(server.tree, sessionOf(call), payload as unknown as UpdateObjectRequest),
  },
  routeWithSchema({
    method: 'DELETE',
    path: API_PATHS.object,
    schema: objectDeleteSchema,
    handler: async (payload, call) => deleteObject(server.tree, sessionOf(call), payload.objectId, payload.options.removeChildren ?? false),
  }),
  routeWithSchema({
    method: 'GET',
    path: API_PATHS.children,
    schema: childrenSchema,
    handler: async (payload, call) => {
      const { options } = payload;
      // Paging options are accepted at the top level as well as inside options.
      const pick = <K extends keyof ChildrenPaging>(name: K) => options[name] ?? payload[name];
      const answer = await server.tree.listChildrenJson(sessionOf(call), payload.parentId, {
        offset: pick('objectOffset') ?? 0,
        limit: pick('objectLimit') ?? CHILDREN_LIMITS.defaultLimit,
        classIds: pick('classIds'),
        containersOnly: pick('containersOnly') ?? false,
        withDeleted: pick('withDeleted') ?? false,
        recursive: pick('recursive') ?? false,
        infoLevel: options.infoLevel ?? 'basic',
      });
      return new JsonText(answer);
    },
  }),
];
