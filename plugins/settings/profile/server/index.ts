/**
 * The profile's server part: the signed-in user changes their own password (the current one first; every other
 * session of theirs ends) and their own e-mail and phone. Imports only the sdk.
 */
import { ACCESS_MESSAGES, ACCESS_PATHS, ApiError, ERROR_NAMES, ownPasswordSchema } from '@fathom/sdk/api';
import { ownContactSchema } from '@fathom/sdk/api/access-contact';
import { Accounts, defineServerPlugin, Routes, startedServices, type PlatformAccess } from '@fathom/sdk/server';

const held = startedServices<Accounts>();
const accountsOf = (platform: PlatformAccess): Accounts => held.get(platform);

export default defineServerPlugin({
  id: 'settings-profile',
  requires: { accounts: Accounts },
  register(r) {
    r.contribute(Routes, {
      id: 'profile',
      routes: [
        {
          method: 'PUT',
          path: ACCESS_PATHS.ownPassword,
          schema: ownPasswordSchema,
          async handler(payload: { oldPassword: string; newPassword: string }, call) {
            const accounts = accountsOf(call.platform);
            const session = call.session!;
            const account = await accounts.byObjectId(session.userObjectId);
            if (!account || account.provider !== 'integrated') {
              throw new ApiError(ERROR_NAMES.validation, 'Only a Fathom account has a password to change here.');
            }
            if (!(await accounts.verifyPassword(session.userObjectId, payload.oldPassword))) {
              throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.oldPassword, undefined, { field: 'oldPassword' });
            }
            await accounts.setPassword(session.userObjectId, payload.newPassword, { keep: session });
            return { changed: true };
          },
        },
        {
          method: 'PUT',
          path: ACCESS_PATHS.ownContact,
          schema: ownContactSchema,
          async handler(payload: { email?: string; phone?: string }, call) {
            const accounts = accountsOf(call.platform);
            const session = call.session!;
            await accounts.setContact(session.userObjectId, { email: payload.email || null, phone: payload.phone || null });
            const account = await accounts.byObjectId(session.userObjectId);
            return { email: account?.email ?? null, phone: account?.phone ?? null };
          },
        },
      ],
    });
  },
  start({ platform, accounts }) {
    held.set(platform, accounts);
  },
});
