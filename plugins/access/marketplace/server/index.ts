/**
 * Cloud-marketplace subscription (spec 000 §3, §4): the public calls behind /msmp-landing and /msmp-authenticated,
 * against the marketplace at FATHOM_MARKETPLACE_URL (contract in ./marketplace.ts). A pending subscription gets its
 * organisation and first administrator (invited by e-mail) through PeopleAdministration; this plugin keeps only which
 * subscription belongs to which organisation. Imports only the sdk and npm packages.
 */
import { defineServerPlugin, Mailer, MarketplaceSettings, Migrations, PeopleAdministration, Routes, ServerClock, startedServices } from '@fathom/sdk/server';
import { marketplaceRoutes, type MarketplaceDeps } from './routes';
import { subscriptionsMigration } from './subscriptions';

const services = startedServices<MarketplaceDeps>();

export default defineServerPlugin({
  id: 'access-marketplace',
  requires: { settings: MarketplaceSettings, people: PeopleAdministration, mailer: Mailer, clock: ServerClock },
  register(r) {
    r.contribute(Migrations, subscriptionsMigration);
    r.contribute(Routes, marketplaceRoutes(services.get));
  },
  start({ platform, settings, people, mailer, clock }) {
    services.set(platform, { url: settings.url, people, mailer, clock, platform });
  },
});
