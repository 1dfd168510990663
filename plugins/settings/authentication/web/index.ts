import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-authentication',
  register(r) {
    r.contribute(SettingsPages, {
      id: 'authentication',
      route: 'authentication',
      title: 'Authentication',
      group: 'profiles',
      order: 2,
      adminOnly: true,
      load: () => import('./AuthenticationPage'),
    });
  },
});
