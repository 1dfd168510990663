import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { SECTION_NEEDS, TAB_NEEDS } from '@fathom/sdk/api';

const tabNeeds = (tab: string) => [...SECTION_NEEDS.discover, ...(TAB_NEEDS.discover?.[tab] ?? [])];

export default definePlugin({
  id: 'discover',
  register(r) {
    r.contribute(Sections, {
      id: 'discover', title: 'Discover', icon: 'pi pi-search', order: 2, route: 'discover', defaultTab: 'search',
      tooltip: 'Ask, search and browse the indexed files.',
      load: () => import('./DiscoverSection'),
    });
    r.contribute(Tabs, { section: 'discover', id: 'ask', title: 'Ask', info: 'Ask questions about your data in plain language.', order: 1, needs: tabNeeds('ask'), load: () => import('./tabs/AskTab') });
    r.contribute(Tabs, { section: 'discover', id: 'search', title: 'Search', info: 'Search files by name, content, classification and more.', order: 2, needs: tabNeeds('search'), load: () => import('./tabs/SearchTab') });
    r.contribute(Tabs, { section: 'discover', id: 'browse', title: 'Browse', info: 'Browse the folders and files indexed under this node.', order: 3, needs: tabNeeds('browse'), load: () => import('./tabs/BrowseTab') });
  },
});
