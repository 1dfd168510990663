/** The tree: GET/POST/PUT/DELETE /database/object and GET /database/children. */
import { API_PATHS, CHILDREN_LIMITS, INFO_LEVELS, type CreateObjectRequest, type InfoLevel, type UpdateObjectRequest } from '@fathom/sdk/api';
import { createObject, deleteObject, updateObject } from '../tree/mutations';
import { sessionOf, type RouteModule } from './context';
import { boolParam, intParam, invalid, objectParam, requiredString, stringListParam } from './payload';

export function infoLevelOf(options: Record<string, unknown>, fallback: InfoLevel = 'basic'): InfoLevel {
  const v = options.infoLevel;
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v !== 'string' || !(INFO_LEVELS as readonly string[]).includes(v)) throw invalid(`options.infoLevel must be one of ${INFO_LEVELS.join(', ')}.`, 'options.infoLevel');
  return v as InfoLevel;
}

export const objectRoutes: RouteModule = server => [
  {
    method: 'GET', path: API_PATHS.object,
    handler: async (payload, call) => {
      const options = objectParam(payload, 'options');
      return server.tree.getObject(sessionOf(call), requiredString(payload, 'objectId'), infoLevelOf(options));
    },
  },
  {
    method: 'POST', path: API_PATHS.object,
    handler: async (payload, call) => {
      objectParam(payload, 'object');
      objectParam(payload, 'options');
      return createObject(server.tree, sessionOf(call), payload as unknown as CreateObjectRequest);
    },
  },
  {
    method: 'PUT', path: API_PATHS.object,
    handler: async (payload, call) => {
      objectParam(payload, 'object');
      return updateObject(server.tree, sessionOf(call), payload as unknown as UpdateObjectRequest);
    },
  },
  {
    method: 'DELETE', path: API_PATHS.object,
    handler: async (payload, call) => {
      const options = objectParam(payload, 'options');
      return deleteObject(server.tree, sessionOf(call), requiredString(payload, 'objectId'), boolParam(options, 'removeChildren'));
    },
  },
  {
    method: 'GET', path: API_PATHS.children,
    handler: async (payload, call) => {
      const options = objectParam(payload, 'options');
      // Paging options are accepted at the top level as well as inside options.
      const pick = (name: string) => (options[name] !== undefined ? options : payload);
      return server.tree.listChildren(sessionOf(call), requiredString(payload, 'parentId'), {
        offset: intParam(pick('objectOffset'), 'objectOffset', { fallback: 0, min: 0 }),
        limit: intParam(pick('objectLimit'), 'objectLimit', { fallback: CHILDREN_LIMITS.defaultLimit, min: 0, max: CHILDREN_LIMITS.maxLimit }),
        classIds: stringListParam(pick('classIds'), 'classIds'),
        containersOnly: boolParam(pick('containersOnly'), 'containersOnly'),
        withDeleted: boolParam(pick('withDeleted'), 'withDeleted'),
        recursive: boolParam(pick('recursive'), 'recursive'),
        infoLevel: infoLevelOf(options),
      });
    },
  },
];
