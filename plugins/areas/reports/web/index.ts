import { definePlugin, Sections } from '@fathom/sdk/web';

export default definePlugin({
  id: 'reports',
  register(r) {
    // Reports have no tabs; /reports/{state} carries the generator's state and ?reportId= the report.
    r.contribute(Sections, {
      id: 'reports', title: 'Reports', icon: 'pi pi-chart-bar', order: 5, route: 'reports',
      tooltip: 'Saved searches turned into reports, exported as PDF or Excel.',
      load: () => import('./ReportsSection'),
    });
  },
});
