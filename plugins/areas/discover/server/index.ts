/**
 * The Discover area's server part: Ask (AI settings and questions). It builds on the core's search engine and
 * settings (sdk/server SearchEngine, SettingsAccess) and imports only the sdk, its own api.ts and npm packages.
 */
import { defineServerPlugin, Routes, SearchEngine, SettingsAccess } from '@fathom/sdk/server';
import { aiRoutes } from './ai/routes';
import { servicesHolder } from './services';

const services = servicesHolder();

export default defineServerPlugin({
  id: 'discover',
  requires: { search: SearchEngine, settings: SettingsAccess },
  register(r) {
    r.contribute(Routes, aiRoutes(services.get));
  },
  start({ search, settings }) { services.set({ search, settings }); },
});
