import type { NodeInfo } from '@fathom/sdk/api';
import type { WidgetProps } from '@fathom/sdk/web';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { systemInformationRows } from './rows';

export default function SystemInformationWidget({ node }: WidgetProps) {
  const info = useNodeProperty<NodeInfo>(node.objectId, 'PID_NODEINFO');
  return (
    <PropertyGate state={info} empty="Facts about this node appear here once the server reports them.">
      {data => (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <tbody>
            {systemInformationRows(data).map(r => (
              <tr key={r.label}>
                <th scope="row" style={{ textAlign: 'left', padding: '0.3rem 0.5rem', fontWeight: 500, width: '35%' }}>
                  {r.label}
                </th>
                <td style={{ padding: '0.3rem 0.5rem' }}>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PropertyGate>
  );
}
