import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { DASHBOARD_SECTION, DASHBOARD_TABS } from '../descriptors';
import { prefetchGridTab } from './grid/prefetch';

const tab = (id: string) => DASHBOARD_TABS.find(t => t.id === id)!;

export default definePlugin({
  id: 'dashboard',
  register(r) {
    r.contribute(Sections, {
      ...DASHBOARD_SECTION,
      title: 'Dashboard',
      icon: 'pi pi-th-large',
      route: 'dashboard',
      defaultTab: 'main',
      tooltip: 'Dashboards of widgets on the data under the selected node.',
      load: () => import('./DashboardSection'),
    });
    r.contribute(Tabs, { ...tab('welcome'), title: 'Welcome', info: 'A page from the configured welcome address.', load: () => import('./tabs/WelcomeTab') });
    r.contribute(Tabs, {
      ...tab('main'),
      prefetch: prefetchGridTab('main'),
      title: 'Main',
      info: 'Widgets summarising the data under this node.',
      load: () => import('./tabs/MainTab'),
    });
    r.contribute(Tabs, {
      ...tab('esg'),
      prefetch: prefetchGridTab('esg'),
      title: 'ESG',
      info: 'Environmental figures: storage footprint, CO2 and digital waste.',
      load: () => import('./tabs/EsgTab'),
    });
    r.contribute(Tabs, {
      ...tab('it'),
      prefetch: prefetchGridTab('it'),
      title: 'IT',
      info: 'Storage, growth and duplicates for IT teams.',
      load: () => import('./tabs/ItTab'),
    });
    r.contribute(Tabs, { ...tab('status'), title: 'Status', info: 'Current tasks, task history and workers.', load: () => import('./tabs/StatusTab') });
    r.contribute(Tabs, { ...tab('events'), title: 'Events', info: 'Pending, postponed and solved events.', load: () => import('./tabs/EventsTab') });
    r.contribute(Tabs, { ...tab('information'), title: 'Information', info: 'Facts about the selected node.', load: () => import('./tabs/InformationTab') });
  },
});
