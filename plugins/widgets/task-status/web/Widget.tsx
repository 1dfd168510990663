import type { WidgetProps } from '@fathom/sdk/web';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { emptyTabMessage, taskRow, tasksFor, type TaskTab } from './rows';

const EMPTY = 'Tasks of this node appear here once a scan or an action runs.';

export default function TaskStatusWidget({ node, details }: WidgetProps<{ selectedTab?: TaskTab }>) {
  const status = useNodeProperty<TaskStatusData>(node.objectId, 'PID_TASK_STATUS');
  return (
    <PropertyGate state={status} empty={EMPTY}>
      {data => {
        const tab = details.selectedTab ?? 'all';
        const rows = tasksFor(data, tab).map(taskRow);
        if (rows.length === 0)
          return (
            <WidgetMessage title={WIDGET_MESSAGES.noData} testId="task-status-empty">
              {emptyTabMessage(tab)}
            </WidgetMessage>
          );
        return (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {['Task', 'Kind', 'Status', 'Started', 'Progress'].map(h => (
                  <th key={h} style={{ textAlign: 'left', padding: '0.3rem 0.5rem' }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(r => (
                <tr key={r.id}>
                  {[r.id, r.kind, r.status, r.started, r.progress].map((v, i) => (
                    <td key={i} style={{ padding: '0.3rem 0.5rem' }}>
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }}
    </PropertyGate>
  );
}
