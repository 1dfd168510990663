import { definePlugin, Sections } from '@fathom/sdk/web';

export default definePlugin({
  id: 'actions',
  register(r) {
    // Stored data actions have no tabs; /actions/{state?} carries the editor's state.
    r.contribute(Sections, {
      id: 'actions', title: 'Actions', icon: 'pi pi-bolt', order: 6, route: 'actions',
      tooltip: 'Stored data actions: export, link, delete or transform the files a query selects.',
      load: () => import('./ActionsSection'),
    });
  },
});
