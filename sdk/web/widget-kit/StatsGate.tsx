/** PID_STATS for summary widgets: loading, permission and empty states handled, the stats passed on. */
import type { ReactNode } from 'react';
import type { TreeObject } from '../../api';
import { isNodeStats, type NodeStats } from '../../api/stats';
import { useNodeProperty } from './useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from './WidgetMessage';

export function StatsGate({ node, empty, children }: { node: TreeObject; empty: string; children: (stats: NodeStats) => ReactNode }) {
  const stats = useNodeProperty<NodeStats>(node.objectId, 'PID_STATS');
  return (
    <PropertyGate state={stats} empty={empty}>
      {data =>
        isNodeStats(data) && data.totals.files > 0 ? (
          children(data)
        ) : (
          <WidgetMessage title={WIDGET_MESSAGES.noData} testId="widget-empty">
            {empty}
          </WidgetMessage>
        )
      }
    </PropertyGate>
  );
}
