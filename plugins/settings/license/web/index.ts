import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-license',
  register(r) {
    r.contribute(SettingsPages, { id: 'license', route: 'license', title: 'License', group: 'support', order: 2, load: () => import('./LicensePage') });
  },
});
