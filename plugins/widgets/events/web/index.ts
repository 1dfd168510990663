import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { EVENT_SOURCES } from '@fathom/sdk/api/dashboard';
import { validEventsDetails } from './rows';

export default definePlugin({
  id: 'widget-events',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'events',
      title: 'Events',
      defaultSize: '12x4',
      defaultDetails: { eventSource: 'all' },
      detailsSchema: [
        { key: 'eventSource', label: 'Event source', kind: 'select', options: EVENT_SOURCES.map(v => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })) },
      ],
      description: 'The latest events of the node with their state: pending, postponed or solved.',
      valid: validEventsDetails,
      load: () => import('./Widget'),
      preview: 'pi pi-bell',
    });
  },
});
