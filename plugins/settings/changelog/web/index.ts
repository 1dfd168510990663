import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-changelog',
  register(r) {
    r.contribute(SettingsPages, { id: 'changelog', route: 'changelog', title: 'Changelog', group: 'support', order: 1, load: () => import('./ChangelogPage') });
  },
});
