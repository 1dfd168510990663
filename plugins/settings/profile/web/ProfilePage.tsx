/** Profile: the signed-in user as the server knows them (PID_USERINFO of ME); their password and contact details. */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, AuthService, useService } from '@fathom/sdk/web';
import { OBJECT_ALIASES, PERMISSION_LABELS, type PermissionCode, type SessionUser } from '@fathom/sdk/api';
import { ContactForm, PasswordForm } from './ProfileForms';

export function formatPhone(phone: unknown): string {
  if (!phone) return '';
  if (typeof phone === 'string') return phone;
  const p = phone as { number?: string; countryCode?: string };
  return [p.countryCode ? p.countryCode.toUpperCase() : '', p.number ?? ''].filter(Boolean).join(' ');
}

export default function ProfilePage() {
  const api = useService(ApiClient);
  const auth = useService(AuthService);
  const info = useQuery({
    queryKey: ['property', OBJECT_ALIASES.me, 'PID_USERINFO'],
    queryFn: () => api.getProperty<SessionUser>(OBJECT_ALIASES.me, 'PID_USERINFO'),
  });
  const user = info.data ?? auth.user;
  if (info.isPending && !user)
    return (
      <div role="progressbar" aria-label="Loading your profile">
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (!user) return <p role="alert">Your profile could not be read.</p>;
  const rows: [string, string][] = [
    ['Name', user.name],
    ['User id', user.userId],
    ['Organisation', user.organization ?? ''],
    ['E-mail', user.email ?? ''],
    ['Phone', formatPhone(user.phone)],
    ['Sign-in provider', user.provider],
    ['Account', user.isActivated ? 'Activated' : 'Not activated'],
    ['Role', user.isRoot ? 'Platform administrator (root)' : 'User'],
    ['Language', user.language ?? 'English'],
  ];
  return (
    <div data-testid="settings-profile" style={{ padding: '1.5rem', maxWidth: '48rem', display: 'grid', gap: '1.25rem' }}>
      <h2 style={{ margin: 0 }}>Profile</h2>
      <table aria-label="Profile" style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k} style={{ borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>
              <th scope="row" style={{ textAlign: 'left', padding: '0.5rem 1rem 0.5rem 0', width: '12rem' }}>
                {k}
              </th>
              <td style={{ padding: '0.5rem 0' }}>{v || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label="Your permissions on your home node">
        <h3 style={{ margin: '0 0 0.5rem' }}>Permissions on your home node</h3>
        {user.permissions.length === 0 ? (
          <p style={{ margin: 0 }}>You hold no permissions on your home node.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {user.permissions.map(c => (
              <li key={c}>
                {PERMISSION_LABELS[c as PermissionCode] ?? c} ({c})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Contact details">
        <h3 style={{ margin: '0 0 0.5rem' }}>Contact details</h3>
        {/* Keyed by the stored values: the form starts again from what the server answered after a save. */}
        <ContactForm key={`${user.email ?? ''}|${formatPhone(user.phone)}`} user={user} />
      </section>
      {user.provider === 'integrated' && (
        <section aria-label="Password">
          <h3 style={{ margin: '0 0 0.5rem' }}>Password</h3>
          <PasswordForm />
        </section>
      )}
    </div>
  );
}
