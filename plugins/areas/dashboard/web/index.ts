import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { SECTION_NEEDS, TAB_NEEDS } from '@fathom/sdk/api';

const tabNeeds = (tab: string) => [...SECTION_NEEDS.dashboard, ...(TAB_NEEDS.dashboard?.[tab] ?? [])];

export default definePlugin({
  id: 'dashboard',
  register(r) {
    r.contribute(Sections, {
      id: 'dashboard', title: 'Dashboard', icon: 'pi pi-th-large', order: 1, route: 'dashboard', defaultTab: 'main',
      tooltip: 'Dashboards of widgets on the data under the selected node.',
      load: () => import('./DashboardSection'),
    });
    r.contribute(Tabs, { section: 'dashboard', id: 'welcome', title: 'Welcome', info: 'A page from the configured welcome address.', order: 1, needs: tabNeeds('welcome'), load: () => import('./tabs/WelcomeTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'main', title: 'Main', info: 'Widgets summarising the data under this node.', order: 2, needs: tabNeeds('main'), load: () => import('./tabs/MainTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'esg', title: 'ESG', info: 'Environmental figures: storage footprint, CO2 and digital waste.', order: 3, needs: tabNeeds('esg'), load: () => import('./tabs/EsgTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'it', title: 'IT', info: 'Storage, growth and duplicates for IT teams.', order: 4, needs: tabNeeds('it'), load: () => import('./tabs/ItTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'status', title: 'Status', info: 'Current tasks, task history and workers.', order: 5, needs: tabNeeds('status'), load: () => import('./tabs/StatusTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'events', title: 'Events', info: 'Pending, postponed and solved events.', order: 6, needs: tabNeeds('events'), load: () => import('./tabs/EventsTab') });
    r.contribute(Tabs, { section: 'dashboard', id: 'information', title: 'Information', info: 'Facts about the selected node.', order: 7, needs: tabNeeds('information'), load: () => import('./tabs/InformationTab') });
  },
});
