/** The desktop-app login bridge (spec 000 §2 Desktop): the /desktop page, reached without signing in. */
import { DESKTOP_PATH } from '@fathom/sdk/api';
import { definePlugin, PublicPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'access-desktop',
  register(r) {
    r.contribute(PublicPages, { id: 'access.desktop', path: DESKTOP_PATH, load: () => import('./DesktopPage') });
  },
});
