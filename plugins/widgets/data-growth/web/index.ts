/** Two widget types over the monthly growth series: the detailed chart and the basic running total. */
import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { DEFAULT_GROWTH_DETAILS } from '@fathom/sdk/api/chart';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';

export default definePlugin({
  id: 'widget-data-growth',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'data-growth',
        title: 'Data growth',
        defaultSize: '12x4',
        defaultDetails: DEFAULT_GROWTH_DETAILS,
        description: 'New data per month, stacked by category.',
        load: () => import('./Widgets').then(m => ({ default: m.DataGrowthWidget })),
        preview: 'pi pi-chart-bar',
      }),
    );
    r.contribute(WidgetTypes, {
      type: 'basic-data-growth',
      title: 'Basic data growth',
      defaultSize: '8x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'The total amount of data month by month, and what the last 12 months added.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widgets').then(m => ({ default: m.BasicDataGrowthWidget })),
      preview: 'pi pi-chart-line',
    });
  },
});
