/**
 * The administration area's server part: people and access (users, roles, organisations, client search) in
 * users.ts, roles.ts and clients.ts, built on the core's PeopleAdministration service.
 */
import { PeopleAdministration, defineServerPlugin, Properties, Routes } from '@fathom/sdk/server';
import { clientRoutes } from './clients';
import { holdAccounts } from './people-services';
import { effectiveProperty, groupsProperty, membersProperty, roleRoutes, trusteesProperty } from './roles';
import { userRoutes } from './users';

export default defineServerPlugin({
  id: 'administration',
  requires: { accounts: PeopleAdministration },
  register(r) {
    r.contribute(Routes, { id: 'people', routes: [...userRoutes, ...roleRoutes, ...clientRoutes] });
    for (const p of [membersProperty, groupsProperty, trusteesProperty, effectiveProperty]) r.contribute(Properties, p);
  },
  start({ accounts, platform }) {
    holdAccounts(platform, accounts);
  },
});
