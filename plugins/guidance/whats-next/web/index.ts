import { definePlugin, NodePanels } from '@fathom/sdk/web';

/** The what's-next card above the active node's page (PID_WHATS_NEXT). */
export default definePlugin({
  id: 'whats-next',
  register(r) {
    r.contribute(NodePanels, {
      id: 'whats-next',
      order: 5,
      classes: ['root', 'rootclient', 'platform', 'client', 'orgunit', 'appliance', 'appagt', 'agent', 'appunit'],
      needs: ['get'],
      load: () => import('./WhatsNextCard'),
    });
  },
});
