import { definePlugin, TopBarItems } from '@fathom/sdk/web';

/** The licence's upgrade button and upsell panel, shown when any licence flag is disabled. */
export default definePlugin({
  id: 'licence-upsell',
  register(r) {
    r.contribute(TopBarItems, { id: 'licence-upgrade', order: 10, load: () => import('./UpgradeButton') });
  },
});
