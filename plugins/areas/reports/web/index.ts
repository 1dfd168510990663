import { definePlugin, Sections } from '@fathom/sdk/web';
import { REPORTS_SECTION } from '../descriptors';

export default definePlugin({
  id: 'reports',
  register(r) {
    // Reports have no tabs; /reports/{state} carries the generator's state and ?reportId= the report.
    r.contribute(Sections, {
      ...REPORTS_SECTION,
      title: 'Reports',
      icon: 'pi pi-chart-bar',
      route: 'reports',
      tooltip: 'Saved searches turned into reports, exported as PDF or Excel.',
      load: () => import('./ReportsSection'),
    });
  },
});
