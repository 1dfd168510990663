/**
 * Cloud-marketplace subscription pages, reached without signing in (spec 000 §2, §4): /msmp-landing, where the
 * marketplace sends a buyer with its token, and /msmp-authenticated, the steps that choose a plan, set up the
 * organisation and activate the subscription. Both load only when visited. The paths are written out here (they
 * are MARKETPLACE_PAGES of sdk/api/marketplace): importing that module would bring its schemas into the sign-in page.
 */
import { definePlugin, PublicPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'access-marketplace',
  register(r) {
    r.contribute(PublicPages, { id: 'access.msmp-landing', path: '/msmp-landing', load: () => import('./LandingPage') });
    r.contribute(PublicPages, { id: 'access.msmp-authenticated', path: '/msmp-authenticated', load: () => import('./SubscriptionPage') });
  },
});
