import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-last-accessed',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'last-accessed',
      title: 'Last accessed',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Data nobody has opened for more than 1 year and more than 5 years.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-history',
    });
  },
});
