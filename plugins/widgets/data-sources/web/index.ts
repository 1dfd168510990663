import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-data-sources',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'data-sources',
      title: 'Data sources',
      defaultSize: '6x4',
      defaultDetails: {},
      detailsSchema: [],
      description: 'The sources the selected node scans, with their type and paths.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-server',
    });
  },
});
