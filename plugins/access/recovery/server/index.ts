/**
 * Account access: invitations with activation codes, user activation at sign-in, password reset by mail and
 * forgotten account names. Codes live in this plugin's own table, as hashes. Imports only the sdk and npm packages.
 */
import { AccountActivations, Accounts, defineServerPlugin, Mailer, Migrations, Routes, ServerClock, UserInvitations } from '@fathom/sdk/server';
import { userActivation } from './activation';
import { codesMigration } from './codes';
import { accessRoutes, sendInvitation } from './routes';
import { accessServices } from './services';

const services = accessServices();

export default defineServerPlugin({
  id: 'access-recovery',
  requires: { accounts: Accounts, mailer: Mailer, clock: ServerClock },
  register(r) {
    r.contribute(Migrations, codesMigration);
    r.contribute(Routes, accessRoutes(services.get));
    r.contribute(AccountActivations, userActivation(services.get));
    // A user created invited (not activated) gets the invitation mail at once when mail is set up.
    r.contribute(UserInvitations, {
      id: 'access-recovery-mail',
      async invite(user, platform) {
        const deps = services.get(platform);
        const account = await deps.accounts.byObjectId(user.objectId);
        if (deps.mailer.configured && account) await sendInvitation(deps, account);
      },
    });
  },
  start({ platform, accounts, mailer, clock }) {
    services.set({ platform, accounts, mailer, clock });
  },
});
