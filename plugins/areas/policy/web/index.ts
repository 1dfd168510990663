import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { SECTION_NEEDS, TAB_NEEDS } from '@fathom/sdk/api';

const tabNeeds = (tab: string) => [...SECTION_NEEDS.policy, ...(TAB_NEEDS.policy?.[tab] ?? [])];

export default definePlugin({
  id: 'policy',
  register(r) {
    r.contribute(Sections, {
      id: 'policy', title: 'Policy', icon: 'pi pi-shield', order: 3, route: 'policy', defaultTab: 'sources',
      tooltip: 'What is scanned, how it is classified and where data goes.',
      load: () => import('./PolicySection'),
    });
    r.contribute(Tabs, { section: 'policy', id: 'sources', title: 'Sources', info: 'The locations this node scans.', order: 1, needs: tabNeeds('sources'), load: () => import('./tabs/SourcesTab') });
    r.contribute(Tabs, { section: 'policy', id: 'classifications', title: 'Classifications', info: 'The classification rules applied to scanned files.', order: 2, needs: tabNeeds('classifications'), load: () => import('./tabs/ClassificationsTab') });
    r.contribute(Tabs, { section: 'policy', id: 'targets', title: 'Targets', info: 'Where data actions copy, move or export files.', order: 3, needs: tabNeeds('targets'), load: () => import('./tabs/TargetsTab') });
    r.contribute(Tabs, { section: 'policy', id: 'integrations', title: 'Integrations', info: 'Services that transform or receive data.', order: 4, needs: tabNeeds('integrations'), load: () => import('./tabs/IntegrationsTab') });
    r.contribute(Tabs, { section: 'policy', id: 'settings', title: 'Settings', info: 'Scan, indexing and resource settings.', order: 5, needs: tabNeeds('settings'), load: () => import('./tabs/SettingsTab') });
    r.contribute(Tabs, { section: 'policy', id: 'actions', title: 'Actions', info: 'Rules that run data actions automatically.', order: 6, needs: tabNeeds('actions'), load: () => import('./tabs/ActionsTab') });
    r.contribute(Tabs, { section: 'policy', id: 'encryption', title: 'Encryption', info: 'The key used to encrypt stored copies.', order: 7, needs: tabNeeds('encryption'), load: () => import('./tabs/EncryptionTab') });
  },
});
