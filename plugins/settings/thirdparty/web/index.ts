import { definePlugin, SettingsPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'settings-thirdparty',
  register(r) {
    r.contribute(SettingsPages, {
      id: 'thirdparty',
      route: 'thirdparty',
      title: 'Third-party software',
      group: 'support',
      order: 4,
      load: () => import('./ThirdPartyPage'),
    });
  },
});
