/** SaaS license: the SaaS agreement text of the licence in force (PID_LICENSE.saasAgreement). */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, useService } from '@fathom/sdk/web';
import { OBJECT_ALIASES, type Licence } from '@fathom/sdk/api';

export default function SaasLicensePage() {
  const api = useService(ApiClient);
  const licence = useQuery({
    queryKey: ['property', OBJECT_ALIASES.home, 'PID_LICENSE'],
    queryFn: () => api.getProperty<Licence>(OBJECT_ALIASES.home, 'PID_LICENSE', { infoLevel: 'full' }),
  });
  return (
    <div data-testid="settings-saas-license" style={{ padding: '1.5rem', maxWidth: '52rem', display: 'grid', gap: '1rem' }}>
      <h2 style={{ margin: 0 }}>SaaS agreement</h2>
      {licence.isPending && (
        <div role="progressbar" aria-label="Loading the licence">
          <i className="pi pi-spin pi-spinner" />
        </div>
      )}
      {licence.isError && <p role="alert">Unable to retrieve license information</p>}
      {licence.data &&
        (licence.data.saasAgreement ? (
          <article
            aria-label="SaaS agreement"
            style={{
              whiteSpace: 'pre-wrap',
              lineHeight: 1.55,
              border: '1px solid var(--surface-border, #e2e8f0)',
              borderRadius: 6,
              padding: '1rem 1.25rem',
              background: 'var(--surface-card, #fff)',
            }}
          >
            {licence.data.saasAgreement}
          </article>
        ) : (
          <p>No data. The licence in force carries no SaaS agreement text.</p>
        ))}
    </div>
  );
}
