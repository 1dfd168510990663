/**
 * 'Test connection' (PUT /services/validate): the server has the type's connector connect with the form's values
 * (a secret shown as set is the stored one) and list the root; the answer names what it found or what failed.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { ApiError } from '@fathom/sdk/api';
import { SERVICE_PATHS, type ServiceValidateAnswer } from '@fathom/sdk/api/services';
import type { SourceService } from '@fathom/sdk/api/policy';
import { ApiClient, useService } from '@fathom/sdk/web';

type Outcome = { ok: true; entries: string[] } | { ok: false; name: string; message: string } | null;

export function TestConnection({
  service,
  nodeId,
  disabled,
  testId = 'source-test',
}: {
  service: SourceService;
  nodeId: string;
  disabled?: boolean;
  testId?: string;
}) {
  const api = useService(ApiClient);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function run() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.put<ServiceValidateAnswer>(SERVICE_PATHS.validate, { objectId: nodeId, service }, { suppressError: true });
      setOutcome({ ok: true, entries: answer.entries });
    } catch (e) {
      setOutcome({ ok: false, name: e instanceof ApiError ? e.errorName : 'Error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button type="button" label="Test connection" icon="pi pi-bolt" outlined loading={busy} disabled={disabled} onClick={run} data-testid={testId} />
      {outcome && (
        <span
          role="status"
          data-testid={`${testId}-result`}
          style={{
            padding: '0.3rem 0.6rem',
            borderRadius: 6,
            fontSize: '0.875rem',
            background: outcome.ok ? '#dcfce7' : '#fee2e2',
            color: outcome.ok ? '#166534' : '#991b1b',
          }}
        >
          {outcome.ok
            ? `Connected. ${outcome.entries.length ? `Found ${outcome.entries.slice(0, 5).join(', ')}${outcome.entries.length > 5 ? ', …' : ''}` : 'The location is empty.'}`
            : `${outcome.name}: ${outcome.message}`}
        </span>
      )}
    </div>
  );
}
