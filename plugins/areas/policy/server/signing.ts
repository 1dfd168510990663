/**
 * Content signing calls: GET /database/signing-key (the platform's public key, for anyone signed in) and
 * GET /database/verify?objectId=e<id> (a file checked against its signature; needs 'get' on the node owning it).
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { SIGNING_PATHS, type SigningKeyInfo, type VerifyResult } from '@fathom/sdk/api/signing';
import type { RouteModuleContribution } from '@fathom/sdk/server';
import { verifySchema, type VerifyRequest } from '../api';

export const signingRoutes: RouteModuleContribution = {
  id: 'signing',
  routes: [
    {
      method: 'GET',
      path: SIGNING_PATHS.signingKey,
      handler: async (_payload, { platform }): Promise<SigningKeyInfo> => platform.signing.keyInfo(),
    },
    {
      method: 'GET',
      path: SIGNING_PATHS.verify,
      schema: verifySchema,
      handler: async ({ objectId }: VerifyRequest, { session, platform }): Promise<VerifyResult> => {
        // Not found, or out of the caller's reach, answers as the tree does.
        const object = await platform.tree.getObject(session!, objectId, 'basic');
        if (!(object.permissions ?? []).includes('get')) {
          throw new ApiError(ERROR_NAMES.noPermission, 'You need the get permission to verify this file.');
        }
        return platform.signing.verifyFile(Number(objectId.slice(1)));
      },
    },
  ],
};
