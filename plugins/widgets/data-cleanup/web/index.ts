import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-data-cleanup',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'data-cleanup',
      title: 'Data cleanup',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Obsolete data, duplicate copies and trivial data that could be removed, and the yearly saving.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-eraser',
    });
  },
});
