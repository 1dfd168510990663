import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { DISCOVER_SECTION, DISCOVER_TABS } from '../descriptors';

const tab = (id: string) => DISCOVER_TABS.find(t => t.id === id)!;

export default definePlugin({
  id: 'discover',
  register(r) {
    r.contribute(Sections, {
      ...DISCOVER_SECTION,
      title: 'Discover',
      icon: 'pi pi-search',
      route: 'discover',
      defaultTab: 'search',
      tooltip: 'Ask, search and browse the indexed files.',
      load: () => import('./DiscoverSection'),
    });
    r.contribute(Tabs, { ...tab('ask'), title: 'Ask', info: 'Ask questions about your data in plain language.', load: () => import('./tabs/AskTab') });
    r.contribute(Tabs, {
      ...tab('search'),
      title: 'Search',
      info: 'Search files by name, content, classification and more.',
      load: () => import('./tabs/SearchTab'),
    });
    r.contribute(Tabs, {
      ...tab('browse'),
      title: 'Browse',
      info: 'Browse the folders and files indexed under this node.',
      load: () => import('./tabs/BrowseTab'),
    });
  },
});
