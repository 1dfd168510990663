import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS } from '@fathom/sdk/api/chart';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';

export default definePlugin({
  id: 'widget-files-by-category',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'files-by-category',
        title: 'Files by category',
        defaultSize: '6x4',
        defaultDetails: DEFAULT_CHART_DETAILS,
        description: 'Size and number of files per category (documents, images, archives, ...).',
        load: () => import('./Widget'),
      }),
    );
  },
});
