import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-duplicate-count',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'duplicate-count',
      title: 'Duplicate count',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'Files whose content exists more than once, and the space the extra copies take.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-copy',
    });
  },
});
