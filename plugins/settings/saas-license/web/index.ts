import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-saas-license',
  register(r) {
    r.contribute(SettingsPages, {
      id: 'saas-license',
      route: 'saas-license',
      title: 'SaaS license',
      group: 'support',
      order: 3,
      load: () => import('./SaasLicensePage'),
    });
  },
});
