/** Administration › Licensing: the licence in force (PID_LICENSE) and the features it includes. */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import type { Licence } from '@fathom/sdk/api';
import { formatCount, formatSize } from '@fathom/sdk/api/format';

export const LICENCE_FEATURES: [keyof Licence, string][] = [
  ['enableIndex', 'Indexing'],
  ['enableClassification', 'Classification'],
  ['enableOCR', 'Text recognition (OCR)'],
  ['enableSign', 'Content signing'],
  ['enablePermissions', 'Permissions analysis'],
  ['enableAutomaticDataActions', 'Automatic data actions'],
  ['enableArtificialIntelligence', 'Artificial intelligence'],
  ['enableReporting', 'Reporting'],
];

export function aggregatorLimit(licence: Pick<Licence, 'allowedAggregators'>): string {
  return licence.allowedAggregators ? formatCount(licence.allowedAggregators) : 'Unlimited';
}

export default function LicensingTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const licence = useQuery({
    queryKey: ['property', node.objectId, 'PID_LICENSE'],
    queryFn: () => api.getProperty<Licence>(node.objectId, 'PID_LICENSE', { infoLevel: 'full' }),
  });
  if (licence.isPending)
    return (
      <div role="progressbar" aria-label="Loading the licence">
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (licence.isError || !licence.data) return <p role="alert">Unable to retrieve license information</p>;
  const l = licence.data;
  const missing = LICENCE_FEATURES.filter(([k]) => !l[k]);
  const rows: [string, string][] = [
    ['Licence type', l.type || '—'],
    ...(l.validUntil ? [['Valid until', l.validUntil] as [string, string]] : []),
    ['Aggregators allowed', aggregatorLimit(l)],
    ['File size limit', l.fileSizeLimit ? formatSize(l.fileSizeLimit) : 'None'],
    ['File count limit', l.fileCountLimit ? formatCount(l.fileCountLimit) : 'None'],
  ];
  return (
    <div data-testid="licensing-tab" style={{ display: 'grid', gap: '1.25rem', maxWidth: '48rem' }}>
      <table aria-label="Licence" style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
              <th scope="row" style={{ textAlign: 'left', padding: '0.5rem 1rem 0.5rem 0', width: '14rem' }}>
                {k}
              </th>
              <td style={{ padding: '0.5rem 0' }}>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label="Features">
        <h3 style={{ margin: '0 0 0.5rem' }}>Features</h3>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem' }}>
          {LICENCE_FEATURES.map(([k, label]) => (
            <li key={k} data-testid={`licence-${k}`} data-enabled={!!l[k]}>
              <i
                className={l[k] ? 'pi pi-check-circle' : 'pi pi-times-circle'}
                style={{ color: l[k] ? 'var(--green-600, #16a34a)' : 'var(--red-600, #dc2626)', marginRight: '0.5rem' }}
                aria-hidden="true"
              />
              {label}: {l[k] ? 'included' : 'not included'}
            </li>
          ))}
        </ul>
      </section>
      {missing.length > 0 && (
        <p role="note" style={{ margin: 0 }}>
          Your licence does not include {missing.map(([, label]) => label.toLowerCase()).join(', ')}. Ask your provider for an upgrade to use them.
        </p>
      )}
    </div>
  );
}
