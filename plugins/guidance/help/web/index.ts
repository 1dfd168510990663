import { definePlugin, HelpService, PublicPages, TopBarItems } from '@fathom/sdk/web';
import { DefaultHelpService } from './help-service';

/**
 * The help drawer (top bar button, F1; a section's info icon opens its article through HelpService) over the
 * knowledge base, and each article's stable link /help/:articleId.
 */
export default definePlugin({
  id: 'help',
  provides: [HelpService],
  register(r) {
    r.provide(HelpService, () => new DefaultHelpService());
    r.contribute(TopBarItems, { id: 'help', order: 20, load: () => import('./HelpButton') });
    r.contribute(PublicPages, { id: 'help-article', path: '/help/:articleId', load: () => import('./HelpPage') });
  },
});
