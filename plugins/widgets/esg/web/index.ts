import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-esg',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'esg',
      title: 'ESG',
      defaultSize: '12x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Yearly CO2 and cost of storing all, obsolete and trivial data, from the dashboard configuration.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-globe',
    });
  },
});
