import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { validEmbeddedDetails } from './url';

export default definePlugin({
  id: 'widget-embedded-page',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'embedded-page',
      title: 'Embedded page',
      defaultSize: '12x4',
      defaultDetails: { url: 'https://' },
      detailsSchema: [{ key: 'url', label: 'Address', kind: 'url' }],
      description: 'A web page shown inside the dashboard, such as the welcome page.',
      valid: (d: unknown) => !!d && typeof d === 'object' && typeof (d as { url?: unknown }).url === 'string',
      load: () => import('./Widget'),
      preview: 'pi pi-external-link',
    });
  },
});
