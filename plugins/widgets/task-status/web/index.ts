import { definePlugin, WidgetTypes } from '@fathom/sdk/web';
import { TASK_STATUS_TABS } from '@fathom/sdk/api/dashboard';

import { TASK_TAB_LABELS, validTaskStatusDetails } from './rows';

export default definePlugin({
  id: 'widget-task-status',
  register(r) {
    r.contribute(WidgetTypes, {
      type: 'task-status',
      title: 'Task status',
      defaultSize: '12x4',
      defaultDetails: { selectedTab: 'all' },
      detailsSchema: [{ key: 'selectedTab', label: 'Show', kind: 'select', options: TASK_STATUS_TABS.map(v => ({ value: v, label: TASK_TAB_LABELS[v] })) }],
      description: 'Scans and actions of the node: running, held back and finished.',
      valid: validTaskStatusDetails,
      load: () => import('./Widget'),
      preview: 'pi pi-list-check',
    });
  },
});
