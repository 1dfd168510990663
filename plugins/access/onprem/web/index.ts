/** On-premises registration: the /on-prem-register page (spec 000 §2), linked from the on-prem sign-in. */
import { ONPREM_PAGES } from '@fathom/sdk/api/onprem';
import { definePlugin, PublicPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'access-onprem',
  register(r) {
    r.contribute(PublicPages, { id: 'access.on-prem-register', path: ONPREM_PAGES.register, load: () => import('./RegisterPage') });
  },
});
