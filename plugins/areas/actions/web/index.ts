import { definePlugin, Sections } from '@fathom/sdk/web';
import { ACTIONS_SECTION } from '../descriptors';

export default definePlugin({
  id: 'actions',
  register(r) {
    // Stored data actions have no tabs; /actions/{state?} carries the editor's state.
    r.contribute(Sections, {
      ...ACTIONS_SECTION,
      title: 'Actions',
      icon: 'pi pi-bolt',
      route: 'actions',
      tooltip: 'Stored data actions: export, link, delete or transform the files a query selects.',
      load: () => import('./ActionsSection'),
    });
  },
});
