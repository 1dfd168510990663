/**
 * The hello area's console part: a section with one tab that leaves greetings on a node through the area's
 * own route and shows them from its own property (see ../server). The worked example of a console + server plugin.
 */
import { definePlugin, Sections, Tabs } from '@fathom/sdk/web';

export default definePlugin({
  id: 'hello',
  register(r) {
    r.contribute(Sections, {
      id: 'hello',
      title: 'Hello',
      icon: 'pi pi-comment',
      order: 90,
      route: 'hello',
      defaultTab: 'greetings',
      tooltip: 'Leave a greeting on a node: the example of a plugin with its own route, table and property.',
      load: () => import('./HelloSection'),
    });
    r.contribute(Tabs, {
      section: 'hello',
      id: 'greetings',
      title: 'Greetings',
      order: 1,
      needs: ['get'],
      info: 'Greetings left on this node, newest first.',
      load: () => import('./GreetingsTab'),
    });
  },
});
