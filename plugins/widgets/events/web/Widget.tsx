import type { WidgetProps } from '@fathom/sdk/web';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { eventRows, type EventSource } from './rows';

const EMPTY = 'Events of this node appear here as they happen.';

export default function EventsWidget({ node, details }: WidgetProps<{ eventSource?: EventSource }>) {
  const events = useNodeProperty<unknown>(node.objectId, 'PID_EVENTS');
  return (
    <PropertyGate state={events} empty={EMPTY}>
      {data => {
        const rows = eventRows(data, details.eventSource ?? 'all');
        if (rows.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>{EMPTY}</WidgetMessage>;
        return (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {['Time', 'Source', 'State', 'Message'].map(h => (
                  <th key={h} style={{ textAlign: 'left', padding: '0.3rem 0.5rem' }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(r => (
                <tr key={r.id}>
                  {[r.time, r.source, r.state, r.message].map((v, i) => (
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
