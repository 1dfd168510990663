import { definePlugin, WidgetTypes } from '../../../../sdk/web';
import { DEFAULT_CHART_DETAILS } from '../../../../sdk/api/chart';
import { WIDGET_TYPES } from '../../../../sdk/api/dashboard';
import { chartWidget } from '../../../../sdk/web/widget-kit/chart-schema';

export default definePlugin({
  id: 'widget-files-by-classification',
  register(r) {
    r.contribute(WidgetTypes, chartWidget({
      type: WIDGET_TYPES.filesByClassification, title: 'Files by classification', defaultSize: '6x4', withUnclassified: true,
      defaultDetails: { ...DEFAULT_CHART_DETAILS, chartType: 'horizontalBar', order: 'descending' },
      description: 'Size and number of files per classification found, with or without the unclassified files.',
      load: () => import('./Widget'), preview: 'pi pi-tags',
    }));
  },
});
