import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-total-digital-waste',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'total-digital-waste',
      title: 'Total digital waste',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Data unused for over a year, duplicate copies and trivial data, with their CO2 and storage cost.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-trash',
    });
  },
});
