/**
 * On-premises registration (spec 000 §2, §7): POST /onprem/register while the platform is not activated, and
 * GET /config's isActivated on an on-premises platform (false until the first registration). Imports only the
 * sdk and npm packages.
 */
import { defineServerPlugin, Migrations, PeopleAdministration, PublicConfigParts, Routes, startedServices } from '@fathom/sdk/server';
import { isRegistered, registrationMigration } from './registration';
import { isOnPremPlatform, onPremRoutes, type OnPremDeps } from './routes';

const held = startedServices<OnPremDeps>();

export default defineServerPlugin({
  id: 'access-onprem',
  requires: { people: PeopleAdministration },
  register(r) {
    r.contribute(Migrations, registrationMigration);
    r.contribute(Routes, onPremRoutes(held.get));
    r.contribute(PublicConfigParts, {
      id: 'access-onprem',
      async read(platform) {
        return isOnPremPlatform(platform) ? { isActivated: await isRegistered(platform.store.db) } : {};
      },
    });
  },
  start({ platform, people }) {
    held.set(platform, { platform, people });
  },
});
