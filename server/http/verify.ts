/**
 * Content signing calls: GET /database/signing-key (the platform's public key, for anyone signed in) and
 * GET /database/verify?objectId=e<id> (a file checked against its signature; needs 'get' on the node owning it).
 */
import { ApiError, ERROR_NAMES, type PermissionCode } from '@fathom/sdk/api';
import { SIGNING_PATHS, type SigningKeyInfo, type VerifyResult } from '@fathom/sdk/api/signing';
import { entryIdOf, getEntry } from '../index/children';
import { FILE } from '../index/writer';
import { loadSigningKey } from '../signing/keys';
import { verifyEntry } from '../signing/verify-entry';
import { sessionOf, type RouteModule } from './context';
import { invalid, requiredString } from './payload';

export const verifyRoutes: RouteModule = server => [
  {
    method: 'GET', path: SIGNING_PATHS.signingKey,
    handler: async (_payload, call): Promise<SigningKeyInfo> => {
      sessionOf(call);
      return loadSigningKey(server.settings.dataDir).info();
    },
  },
  {
    method: 'GET', path: SIGNING_PATHS.verify,
    handler: async (payload, call): Promise<VerifyResult> => {
      const session = sessionOf(call);
      const objectId = requiredString(payload, 'objectId');
      const entryId = entryIdOf(objectId);
      if (entryId === null) throw invalid('objectId must name an indexed file (e followed by its number).', 'objectId');
      // Not found, or out of the caller's reach, answers as the tree does.
      const object = await server.tree.getObject(session, objectId, 'basic');
      if (!((object.permissions ?? []) as PermissionCode[]).includes('get')) {
        throw new ApiError(ERROR_NAMES.noPermission, 'You need the get permission to verify this file.');
      }
      const row = getEntry(server.store, entryId);
      if (!row) throw new ApiError(ERROR_NAMES.objectNotFound, `Object ${objectId} was not found.`);
      if (row.class_id !== FILE) throw invalid('Only files carry a content signature; this is a directory.', 'objectId');
      return verifyEntry(server, row);
    },
  },
];
