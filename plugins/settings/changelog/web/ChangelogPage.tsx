/** Changelog: the release notes of the console, the running server version first. */
import { AuthService, useService } from '@fathom/sdk/web';
import { RELEASES } from './releases';

const KIND_LABEL = { added: 'Added', changed: 'Changed', fixed: 'Fixed' } as const;

export default function ChangelogPage() {
  const auth = useService(AuthService);
  const running = auth.config?.version;
  return (
    <div data-testid="settings-changelog" style={{ padding: '1.5rem', maxWidth: '52rem', display: 'grid', gap: '1.25rem' }}>
      <h2 style={{ margin: 0 }}>Changelog</h2>
      {running && (
        <p style={{ margin: 0 }}>
          This platform runs version <strong>{running}</strong>.
        </p>
      )}
      {RELEASES.map(r => (
        <section key={r.version} aria-label={`Version ${r.version}`}>
          <h3 style={{ margin: '0 0 0.5rem' }}>
            Version {r.version} <small style={{ fontWeight: 400, opacity: 0.7 }}>{r.date}</small>
          </h3>
          <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.3rem' }}>
            {r.changes.map(c => (
              <li key={c.text}>
                <strong>{KIND_LABEL[c.kind]}:</strong> {c.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
