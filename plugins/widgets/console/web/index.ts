import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { validConsoleDetails } from './console';

export default definePlugin({
  id: 'widget-console',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'console',
      title: 'Console',
      defaultSize: '12x4',
      defaultDetails: { isContextualMode: true, hostObjectId: '' },
      detailsSchema: [
        { key: 'isContextualMode', label: 'Follow the selected node', kind: 'boolean' },
        { key: 'hostObjectId', label: 'Host node id (when not following)', kind: 'text' },
      ],
      description: 'The console output of a collector: the selected node or a fixed host.',
      valid: validConsoleDetails,
      load: () => import('./Widget'),
      preview: 'pi pi-desktop',
    });
  },
});
