/** Three widget types that differ only in the file time they bucket. */
import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { chartWidget } from '@fathom/sdk/web/widget-kit/chart-schema';
import { DATE_CHART_DEFAULTS } from './defaults';

export default definePlugin({
  id: 'widget-files-by-date',
  register(r) {
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'files-by-modification-date',
        title: 'Files by modification date',
        defaultSize: '6x4',
        defaultDetails: DATE_CHART_DEFAULTS,
        description: 'Files by years since they were last modified: under 1, 1-2, 2-3, 3-4, over 4 years, unknown.',
        load: () => import('./Widgets').then(m => ({ default: m.ModificationDateWidget })),
        preview: 'pi pi-calendar',
      }),
    );
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'files-by-last-accessed-date',
        title: 'Files by last-accessed date',
        defaultSize: '6x4',
        defaultDetails: DATE_CHART_DEFAULTS,
        description: 'Files by years since they were last opened: under 1, 1-2, 2-3, 3-4, over 4 years, unknown.',
        load: () => import('./Widgets').then(m => ({ default: m.LastAccessedDateWidget })),
        preview: 'pi pi-eye',
      }),
    );
    r.contribute(
      WidgetTypes,
      chartWidget({
        type: 'files-by-creation-date',
        title: 'Files by creation date',
        defaultSize: '6x4',
        defaultDetails: DATE_CHART_DEFAULTS,
        description: 'Files by years since they were created: under 1, 1-2, 2-3, 3-4, over 4 years, unknown.',
        load: () => import('./Widgets').then(m => ({ default: m.CreationDateWidget })),
        preview: 'pi pi-calendar-plus',
      }),
    );
  },
});
