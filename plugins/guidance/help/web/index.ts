import { definePlugin, PublicPages, TopBarItems } from '@fathom/sdk/web';

/** The help drawer (top bar button, F1) over the knowledge base, and each article's stable link /help/:articleId. */
export default definePlugin({
  id: 'help',
  register(r) {
    r.contribute(TopBarItems, { id: 'help', order: 20, load: () => import('./HelpButton') });
    r.contribute(PublicPages, { id: 'help-article', path: '/help/:articleId', load: () => import('./HelpPage') });
  },
});
