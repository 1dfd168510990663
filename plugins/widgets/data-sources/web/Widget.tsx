import type { WidgetProps } from '@fathom/sdk/web';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { sourceRows } from './rows';

const EMPTY = 'Sources appear here once a collector at or below this node has sources to scan.';

export default function DataSourcesWidget({ node }: WidgetProps) {
  const sources = useNodeProperty<unknown>(node.objectId, 'PID_SOURCES', { options: { subtree: true } });
  return (
    <PropertyGate state={sources} empty={EMPTY}>
      {data => {
        const rows = sourceRows(data);
        if (rows.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>{EMPTY}</WidgetMessage>;
        return (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {['Collector', 'Name', 'Type', 'Mode', 'Paths'].map(h => (
                  <th key={h} style={{ textAlign: 'left', padding: '0.3rem 0.5rem' }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(r => (
                <tr key={r.key}>
                  <td style={{ padding: '0.3rem 0.5rem' }}>{r.collector}</td>
                  <td style={{ padding: '0.3rem 0.5rem' }}>{r.name}</td>
                  <td style={{ padding: '0.3rem 0.5rem' }}>{r.type}</td>
                  <td style={{ padding: '0.3rem 0.5rem' }}>{r.mode}</td>
                  <td style={{ padding: '0.3rem 0.5rem', wordBreak: 'break-all' }}>{r.paths}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      }}
    </PropertyGate>
  );
}
