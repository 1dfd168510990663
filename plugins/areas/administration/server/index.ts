/**
 * The administration area's server part: people and access (users, roles, organisations, client search) in
 * users.ts, roles.ts and clients.ts, built on the core's PeopleAdministration service; device installers in
 * installer.ts, built on the core's DeviceInstallers.
 */
import { ApiError } from '@fathom/sdk/api';
import { DeviceInstallers, PeopleAdministration, defineServerPlugin, Properties, Routes, type PlatformAccess } from '@fathom/sdk/server';
import { clientRoutes } from './clients';
import { installerRoutes } from './installer';
import { holdAccounts } from './people-services';
import { effectiveProperty, groupsProperty, membersProperty, roleRoutes, trusteesProperty } from './roles';
import { userRoutes } from './users';

// Routes are declared before the services exist: handlers find them by the platform their call carries (one per server).
const installersByServer = new WeakMap<PlatformAccess, DeviceInstallers>();
const installersOf = (platform: PlatformAccess): DeviceInstallers => {
  const found = installersByServer.get(platform);
  if (!found) throw new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
  return found;
};

export default defineServerPlugin({
  id: 'administration',
  requires: { accounts: PeopleAdministration, installers: DeviceInstallers },
  register(r) {
    r.contribute(Routes, { id: 'people', routes: [...userRoutes, ...roleRoutes, ...clientRoutes] });
    for (const p of [membersProperty, groupsProperty, trusteesProperty, effectiveProperty]) r.contribute(Properties, p);
    r.contribute(Routes, { id: 'administration-installers', routes: installerRoutes(installersOf) });
  },
  start({ accounts, installers, platform }) {
    holdAccounts(platform, accounts);
    installersByServer.set(platform, installers);
  },
});
