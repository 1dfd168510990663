/**
 * Account recovery pages, reached without signing in (spec 000 §2): reset password (asks for a mailed link),
 * change password (the link's page) and forgot account name. The sign-in page links to them.
 */
import { definePlugin, PublicPages } from '@fathom/sdk/web';

export default definePlugin({
  id: 'access-recovery',
  register(r) {
    r.contribute(PublicPages, { id: 'access.reset-password', path: '/reset-password', load: () => import('./ResetPasswordPage') });
    r.contribute(PublicPages, { id: 'access.change-password', path: '/change-password', load: () => import('./ChangePasswordPage') });
    r.contribute(PublicPages, { id: 'access.forgot-account-name', path: '/forgot-account-name', load: () => import('./ForgotAccountNamePage') });
  },
});
