/**
 * The administration area's server part: people and access (users, roles, organisations, client search) in
 * users.ts, roles.ts and clients.ts, built on the core's PeopleAdministration service; device installers in
 * installer.ts, built on the core's DeviceInstallers; usage per client and month from the index in billing.ts; software updates from the update feed in updates.ts.
 */
import { DeviceInstallers, PeopleAdministration, defineServerPlugin, Migrations, Properties, Routes, startedServices } from '@fathom/sdk/server';
import { billingRoutes } from './billing';
import { clientRoutes } from './clients';
import { installerRoutes } from './installer';
import { holdAccounts } from './people-services';
import { effectiveProperty, groupsProperty, membersProperty, roleRoutes, trusteesProperty } from './roles';
import { updateRoutes, updatesMigration } from './updates';
import { userRoutes } from './users';

const installersHeld = startedServices<DeviceInstallers>();

export default defineServerPlugin({
  id: 'administration',
  requires: { accounts: PeopleAdministration, installers: DeviceInstallers },
  register(r) {
    r.contribute(Routes, { id: 'people', routes: [...userRoutes, ...roleRoutes, ...clientRoutes] });
    for (const p of [membersProperty, groupsProperty, trusteesProperty, effectiveProperty]) r.contribute(Properties, p);
    r.contribute(Routes, { id: 'administration-billing', routes: billingRoutes });
    r.contribute(Routes, { id: 'administration-installers', routes: installerRoutes(installersHeld.get) });
    r.contribute(Routes, { id: 'administration-updates', routes: updateRoutes });
    r.contribute(Migrations, updatesMigration);
  },
  start({ accounts, installers, platform }) {
    holdAccounts(platform, accounts);
    installersHeld.set(platform, installers);
  },
});
