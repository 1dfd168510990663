import { definePlugin, WidgetTypes } from '../../../../sdk/web';
import { DEFAULT_CHART_DETAILS } from '../../../../sdk/api/chart';
import { WIDGET_TYPES } from '../../../../sdk/api/dashboard';
import { chartWidget } from '../../../../sdk/web/widget-kit/chart-schema';

export default definePlugin({
  id: 'widget-files-by-category',
  register(r) {
    r.contribute(WidgetTypes, chartWidget({
      type: WIDGET_TYPES.filesByCategory, title: 'Files by category', defaultSize: '6x4', defaultDetails: DEFAULT_CHART_DETAILS,
      description: 'Size and number of files per category (documents, images, archives, ...).',
      load: () => import('./Widget'),
    }));
  },
});
