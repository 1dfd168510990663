/** User activation at sign-in (spec 000 §2 Activate): a U code sets the invited user's password and activates them. */
import { ACCESS_MESSAGES, activationLoginSchema, ApiError, ERROR_NAMES, isUserActivationCode, MESSAGES } from '@fathom/sdk/api';
import { validatePayload, type AccountActivation } from '@fathom/sdk/server';
import { peekCode, takeCode } from './codes';
import type { AccessDeps } from './services';

const invalidCode = () => new ApiError(ERROR_NAMES.validation, MESSAGES.activationCode, undefined, { field: 'activationCode' });

export function userActivation(services: (platform: AccessDeps['platform']) => AccessDeps): AccountActivation {
  return {
    id: 'user-activation',
    accepts: isUserActivationCode,
    async activate(request, platform) {
      const { accounts, clock } = services(platform);
      await validatePayload(activationLoginSchema, request);
      const db = platform.store.db;
      const now = clock.now();
      const userObjectId = await peekCode(db, 'activation', request.activationCode, now);
      if (!userObjectId) throw invalidCode();
      const account = await accounts.byObjectId(userObjectId);
      if (!account) throw invalidCode();
      const sameClient = !request.clientName || request.clientName.toLowerCase() === account.clientName.toLowerCase();
      if (account.userId.toLowerCase() !== request.userId.trim().toLowerCase() || !sameClient) {
        throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.activationUserId, undefined, { field: 'userId' });
      }
      // Taken before the password is set: of two sign-ins racing with one code, one alone goes on.
      if (!(await takeCode(db, 'activation', request.activationCode, now))) throw invalidCode();
      await accounts.setPassword(userObjectId, request.password, { activate: true });
      return { userObjectId };
    },
    async activateIdentified(request, platform) {
      const { clock } = services(platform);
      const db = platform.store.db;
      const now = clock.now();
      const owner = await peekCode(db, 'activation', request.activationCode, now);
      if (!owner) throw invalidCode();
      if (owner !== request.userObjectId) throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.activationUserId, undefined, { field: 'activationCode' });
      if (!(await takeCode(db, 'activation', request.activationCode, now))) throw invalidCode();
    },
  };
}
