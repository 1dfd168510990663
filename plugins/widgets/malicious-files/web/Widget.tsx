import type { WidgetProps } from '@fathom/sdk/web';
import { formatCount } from '@fathom/sdk/api/format';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';
import { PropertyGate } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { maliciousFiles } from './rows';

export default function MaliciousFilesWidget({ node }: WidgetProps) {
  const files = useNodeProperty<unknown>(node.objectId, 'PID_MALICIOUS_FILES');
  return (
    <PropertyGate state={files} empty="Files flagged as malicious by scans under this node appear here.">
      {data => {
        const { count, rows, hashesInForce } = maliciousFiles(data);
        return (
          <div style={{ padding: '0.5rem' }}>
            <div data-testid="malicious-count" style={{ fontSize: '1.4em', fontWeight: 600 }}>
              {formatCount(count)} malicious files
            </div>
            <ul style={{ margin: '0.4rem 0 0', paddingLeft: '1.1rem' }}>
              {rows.map(r => (
                <li key={r.key} title={r.path}>
                  {r.name}
                  {r.threat ? ` — ${r.threat}` : ''}
                </li>
              ))}
            </ul>
            {hashesInForce !== null && (
              <div data-testid="malicious-hashes" style={{ marginTop: '0.4rem', fontSize: '0.85em', color: 'var(--text-color-secondary, #64748b)' }}>
                {formatCount(hashesInForce)} known-bad {hashesInForce === 1 ? 'hash' : 'hashes'} in force; the list is kept in Policy → Settings.
              </div>
            )}
          </div>
        );
      }}
    </PropertyGate>
  );
}
