import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-system-information',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'system-information',
      title: 'System information',
      defaultSize: '6x4',
      defaultDetails: {},
      detailsSchema: [],
      description: 'What the selected node is, where it sits, whether it is online and what it holds.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-info-circle',
    });
  },
});
