import { definePlugin, WidgetTypes } from '@fathom/sdk/web';

export default definePlugin({
  id: 'widget-malicious-files',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'malicious-files',
      title: 'Malicious files',
      defaultSize: '4x2',
      defaultDetails: {},
      detailsSchema: [],
      description: 'How many files scans flagged as malicious, and the latest of them.',
      valid: (d: unknown) => !!d && typeof d === 'object',
      load: () => import('./Widget'),
      preview: 'pi pi-ban',
    });
  },
});
