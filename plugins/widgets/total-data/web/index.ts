import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-total-data',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'total-data',
      title: 'Total data',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Total size, files and directories under the node, and the top 3 extensions.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-database',
    });
  },
});
