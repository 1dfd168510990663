/**
 * The reports area's server part (spec 001 §2-§4, §6, §8, §9): the reports table, the report calls (list, get,
 * create, SAVE / SAVE_AS, delete, import and export of settings), running a report a page at a time and its PDF and
 * Excel files, and PID_REPORTS (the reports shown on a node) and PID_REPORT_COLUMNS (what a statement may name).
 * Reports are statements of the search language and run through the core's search engine (sdk/server SearchEngine).
 */
import { SEARCH_COLUMNS } from '@fathom/sdk/api/search';
import { defineServerPlugin, Migrations, NodeSettings, Properties, Routes, SearchEngine, SettingsAccess } from '@fathom/sdk/server';
import { REPORT_COLUMNS_PROPERTY, REPORTS_PROPERTY } from '../api';
import { requireReporting, visibleReports } from './access';
import { reportRoutes } from './routes';
import { runRoutes } from './run';
import { servicesHolder } from './services';
import { reportMigrations } from './table';

const services = servicesHolder();

export default defineServerPlugin({
  id: 'reports',
  requires: { search: SearchEngine, settings: SettingsAccess, nodes: NodeSettings },
  register(r) {
    for (const m of reportMigrations) r.contribute(Migrations, m);
    r.contribute(Routes, reportRoutes(services.get));
    r.contribute(Routes, runRoutes(services.get));
    r.contribute(Properties, {
      propertyId: REPORTS_PROPERTY,
      async get({ session, objectId, platform }) {
        const deps = services.get(platform);
        await requireReporting(platform, deps);
        return { reports: await visibleReports(platform, deps, session, objectId) };
      },
    });
    r.contribute(Properties, {
      propertyId: REPORT_COLUMNS_PROPERTY,
      get: async () => ({ columns: SEARCH_COLUMNS.map(c => ({ name: c.name, type: c.type, caption: c.caption })) }),
    });
  },
  start({ platform, search, settings, nodes }) {
    services.set(platform, { search, settings, nodes });
  },
});
