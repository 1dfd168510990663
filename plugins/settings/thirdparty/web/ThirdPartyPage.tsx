/** Third-party software: the open-source packages used and their licences. */
import { THIRD_PARTY } from './packages';

export default function ThirdPartyPage() {
  return (
    <div data-testid="settings-thirdparty" style={{ padding: '1.5rem', maxWidth: '60rem', display: 'grid', gap: '1rem' }}>
      <h2 style={{ margin: 0 }}>Third-party software</h2>
      <p style={{ margin: 0 }}>This product is built with the following open-source packages. Each remains under its own licence.</p>
      <table aria-label="Third-party packages" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Package', 'Version', 'Licence', 'Used for'].map(h => (
              <th key={h} style={{ textAlign: 'left', padding: '0.5rem', borderBottom: '2px solid var(--surface-border, #e2e8f0)' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {THIRD_PARTY.map(p => (
            <tr key={p.name} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
              <td style={{ padding: '0.45rem 0.5rem' }}>{p.name}</td>
              <td style={{ padding: '0.45rem 0.5rem' }}>{p.version}</td>
              <td style={{ padding: '0.45rem 0.5rem' }}>{p.licence}</td>
              <td style={{ padding: '0.45rem 0.5rem' }}>{p.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
