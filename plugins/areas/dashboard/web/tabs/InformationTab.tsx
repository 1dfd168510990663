/** Dashboard › Information: the facts PID_NODEINFO gives about the selected node. */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import type { NodeInfo } from '@fathom/sdk/api';
import { formatCount, formatDate } from '@fathom/sdk/api/format';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

const CLASS_LABELS: Record<string, string> = {
  root: 'Platform root',
  rootclient: 'Platform root',
  platform: 'Platform',
  client: 'Organisation',
  orgunit: 'Organisational unit',
  appunit: 'Aggregator unit',
  appliance: 'Aggregator',
  agent: 'Collector',
  appagt: 'Aggregator-collector',
  idxcontainer: 'Directory',
  idxobject: 'File',
  static_worker: 'Static worker',
  worker: 'Worker',
};
export const classLabel = (classId: string) => CLASS_LABELS[classId] ?? classId;

export default function InformationTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const info = useQuery({
    queryKey: ['property', node.objectId, 'PID_NODEINFO'],
    queryFn: () => api.getProperty<NodeInfo>(node.objectId, 'PID_NODEINFO'),
  });
  if (info.isPending)
    return (
      <div role="progressbar" aria-label="Loading node information">
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (info.isError || !info.data) {
    return (
      <EmptyPanel
        icon="pi pi-exclamation-triangle"
        title="Node information unavailable"
        description={(info.error as Error | null)?.message ?? 'The server returned no information for this node.'}
      />
    );
  }
  const d = info.data;
  const children = Object.entries(d.childrenByClass ?? {}).filter(([, n]) => n > 0);
  const rows: [string, string][] = [
    ['Name', d.name],
    ['Class', classLabel(d.classId)],
    ['Path', d.path],
    ['Object id', d.objectId],
    ['State', d.isOnline ? 'Online' : 'Offline'],
    ['Children', formatCount(d.childrenCount)],
    ['Created', formatDate(d.createdAt)],
    ['Last changed', formatDate(d.updatedAt)],
  ];
  return (
    <div data-testid="node-information" style={{ display: 'grid', gap: '1.25rem', maxWidth: '48rem' }}>
      <table aria-label="Node information" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
              <th scope="row" style={{ textAlign: 'left', padding: '0.5rem 1rem 0.5rem 0', width: '12rem', fontWeight: 600 }}>
                {label}
              </th>
              <td style={{ padding: '0.5rem 0', wordBreak: 'break-all' }}>{value || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children.length > 0 && (
        <section aria-label="Children by class">
          <h3 style={{ margin: '0 0 0.5rem' }}>Children by class</h3>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {children.map(([classId, n]) => (
              <li key={classId}>
                {classLabel(classId)}: {formatCount(n)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
