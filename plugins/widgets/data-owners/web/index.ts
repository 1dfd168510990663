import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';
import { DEFAULTS } from './defaults';

export default definePlugin({
  id: 'widget-data-owners',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'data-owners',
        title: 'Data owners',
        defaultSize: '6x4',
        defaultDetails: DEFAULTS,
        description: 'Size and number of files per owner.',
        load: () => import('./Widget'),
        preview: 'pi pi-users',
      }),
    );
  },
});
