import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';
import { POLICY_SECTION, POLICY_TABS } from '../descriptors';

const tab = (id: string) => POLICY_TABS.find(t => t.id === id)!;

export default definePlugin({
  id: 'policy',
  register(r) {
    r.contribute(Sections, {
      ...POLICY_SECTION,
      title: 'Policy',
      icon: 'pi pi-shield',
      route: 'policy',
      defaultTab: 'sources',
      tooltip: 'What is scanned, how it is classified and where data goes.',
      load: () => import('./PolicySection'),
    });
    r.contribute(Tabs, { ...tab('sources'), title: 'Sources', info: 'The locations this node scans.', load: () => import('./tabs/SourcesTab') });
    r.contribute(Tabs, {
      ...tab('classifications'),
      title: 'Classifications',
      info: 'The classification rules applied to scanned files.',
      load: () => import('./tabs/ClassificationsTab'),
    });
    r.contribute(Tabs, {
      ...tab('targets'),
      title: 'Targets',
      info: 'Where data actions copy, move or export files.',
      load: () => import('./tabs/TargetsTab'),
    });
    r.contribute(Tabs, {
      ...tab('integrations'),
      title: 'Integrations',
      info: 'Services that transform or receive data.',
      load: () => import('./tabs/IntegrationsTab'),
    });
    r.contribute(Tabs, { ...tab('settings'), title: 'Settings', info: 'Scan, indexing and resource settings.', load: () => import('./tabs/SettingsTab') });
    r.contribute(Tabs, { ...tab('actions'), title: 'Actions', info: 'Rules that run data actions automatically.', load: () => import('./tabs/ActionsTab') });
    r.contribute(Tabs, {
      ...tab('encryption'),
      title: 'Encryption',
      info: 'The key used to encrypt stored copies.',
      load: () => import('./tabs/EncryptionTab'),
    });
  },
});
