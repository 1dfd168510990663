import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { WIDGET_TYPES } from '@fathom/sdk/api/dashboard';

export default definePlugin({
  id: 'widget-data-cleanup',
  register(r) {
    r.contribute(WidgetTypes, {
      type: WIDGET_TYPES.dataCleanup, title: 'Data cleanup', defaultSize: '4x2', defaultDetails: {}, detailsSchema: [],
      description: 'Obsolete data, duplicate copies and trivial data that could be removed, and the yearly saving.',
      valid: (d: unknown) => !!d && typeof d === 'object', load: () => import('./Widget'), preview: 'pi pi-eraser',
    });
  },
});
