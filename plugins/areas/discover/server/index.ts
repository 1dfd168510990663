/**
 * The Discover area's server part: searches, queries run at once (reports, widgets), Ask (AI settings and questions), export of search results (downloads and
 * export locations, PID_SYSEXPORT_LOCATIONS). It builds on the core's search engine, settings and node settings
 * (sdk/server SearchEngine, SettingsAccess, NodeSettings) and imports only the sdk, its own api.ts and npm packages.
 */
import { defineServerPlugin, NodeSettings, Properties, Routes, SearchEngine, SettingsAccess } from '@fathom/sdk/server';
import { aiRoutes } from './ai/routes';
import { exportLocationsProperty } from './export-locations/property';
import { exportRoutes } from './export/routes';
import { queryRoutes } from './query/routes';
import { searchRoutes } from './search/routes';
import { servicesHolder } from './services';

const services = servicesHolder();

export default defineServerPlugin({
  id: 'discover',
  requires: { search: SearchEngine, settings: SettingsAccess, nodes: NodeSettings },
  register(r) {
    r.contribute(Routes, searchRoutes(services.get));
    r.contribute(Routes, queryRoutes(services.get));
    r.contribute(Routes, exportRoutes(services.get));
    r.contribute(Routes, aiRoutes(services.get));
    r.contribute(Properties, exportLocationsProperty(services.get));
  },
  start({ platform, search, settings, nodes }) {
    services.set(platform, { search, settings, nodes });
  },
});
