import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-contact',
  register(r) {
    r.contribute(SettingsPages, { id: 'contact', route: 'contact', title: 'Contact', group: 'support', order: 5, load: () => import('./ContactPage') });
  },
});
