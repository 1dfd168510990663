import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-profile',
  register(r) {
    r.contribute(SettingsPages, { id: 'profile', route: 'profile', title: 'Profile', group: 'profiles', order: 1, load: () => import('./ProfilePage') });
  },
});
