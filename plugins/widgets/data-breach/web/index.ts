import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-data-breach',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'data-breach',
      title: 'Data breach',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'How much personal data a breach would expose, from classifications or estimated from documents.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-exclamation-triangle',
    });
  },
});
