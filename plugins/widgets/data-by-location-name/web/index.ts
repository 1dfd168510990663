import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';
import { DEFAULTS } from './defaults';

export default definePlugin({
  id: 'widget-data-by-location-name',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'data-by-location-name',
        title: 'Data by location name',
        defaultSize: '6x4',
        defaultDetails: DEFAULTS,
        description: 'Size and number of files per source location.',
        load: () => import('./Widget'),
        preview: 'pi pi-map-marker',
      }),
    );
  },
});
