import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-projected-data-growth',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'projected-data-growth',
      title: 'Projected data growth',
      defaultSize: '12x4',
      defaultDetails: {},
      detailsSchema: [],
      description: 'The amount of data 5 years ahead, projected from up to 15 years of monthly history.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-chart-line',
    });
  },
});
