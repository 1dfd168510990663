import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { WIDGET_TYPES } from '@fathom/sdk/api/dashboard';

export default definePlugin({
  id: 'widget-last-accessed',
  register(r) {
    r.contribute(WidgetTypes, {
      type: WIDGET_TYPES.lastAccessed, title: 'Last accessed', defaultSize: '4x2', defaultDetails: {}, detailsSchema: [],
      description: 'Data nobody has opened for more than 1 year and more than 5 years.',
      valid: (d: unknown) => !!d && typeof d === 'object', load: () => import('./Widget'), preview: 'pi pi-history',
    });
  },
});
