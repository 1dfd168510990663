import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS } from '@fathom/sdk/api/chart';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';

export default definePlugin({
  id: 'widget-files-by-classification',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'files-by-classification',
        title: 'Files by classification',
        defaultSize: '6x4',
        withUnclassified: true,
        defaultDetails: { ...DEFAULT_CHART_DETAILS, chartType: 'horizontalBar', order: 'descending' },
        description: 'Size and number of files per classification found, with or without the unclassified files.',
        load: () => import('./Widget'),
        preview: 'pi pi-tags',
      }),
    );
  },
});
