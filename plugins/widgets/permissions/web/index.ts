import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';
import { DEFAULTS } from './defaults';

export default definePlugin({
  id: 'widget-permissions',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'permissions',
        title: 'Permissions',
        defaultSize: '6x4',
        defaultDetails: DEFAULTS,
        description: 'Files by their access permissions, to spot data open to everyone.',
        load: () => import('./Widget'),
        preview: 'pi pi-shield',
      }),
    );
  },
});
