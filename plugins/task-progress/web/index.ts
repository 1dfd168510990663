import { definePlugin, NodePanels } from '@fathom/sdk/web';

/** The running scan of the active collector, above every section (see TaskProgressPanel). */
export default definePlugin({
  id: 'task-progress',
  register(r) {
    r.contribute(NodePanels, { id: 'task-progress', order: 10, classes: ['appagt', 'agent'], needs: ['get'], load: () => import('./TaskProgressPanel') });
  },
});
