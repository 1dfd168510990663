/** Authentication (administrators): the sign-in methods the platform offers (GET /authentication?command=available). */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, AuthProviders, AuthService, TreeService, useContributions, useService } from '@fathom/sdk/web';
import { MethodsEditor } from './MethodsEditor';
import { API_PATHS, type Authenticator } from '@fathom/sdk/api';

const KIND: Record<string, string> = {
  integrated: 'User name and password kept by this platform',
  actdir: 'Company directory credentials',
  oauth2: 'OAuth 2 identity provider',
  google: 'Google account',
  facebook: 'Facebook account',
  office365: 'Office 365 account',
  microsoft: 'Microsoft account',
};

/** Nodes that carry sign-in methods: the platform, clients and org units. */
const METHOD_NODES = new Set(['root', 'rootclient', 'platform', 'client', 'orgunit']);

/** The answer is { status, data: authenticators } (spec 000 §7); a bare list is accepted too. */
export function authenticatorsOf(answer: unknown): Authenticator[] {
  if (Array.isArray(answer)) return answer as Authenticator[];
  const inner = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as Authenticator[]) : [];
}

const iconOf = (icon: string | undefined) => (icon && icon.startsWith('pi ') ? icon : 'pi pi-key');

export default function AuthenticationPage() {
  const api = useService(ApiClient);
  const tree = useService(TreeService);
  const providers = useContributions(AuthProviders);
  const auth = useService(AuthService);
  // The active node when it can carry methods, else the user's home node.
  const active = tree.activeNode && METHOD_NODES.has(tree.activeNode.classId) ? tree.activeNode : null;
  const homeId = auth.user?.homeId;
  const node = active ?? (homeId ? { objectId: homeId, name: tree.node(homeId)?.name ?? 'your home node' } : null);
  const list = useQuery({
    queryKey: ['authenticators'],
    queryFn: async () => authenticatorsOf(await api.get(API_PATHS.authentication, { command: 'available' })),
  });
  return (
    <div data-testid="settings-authentication" style={{ padding: '1.5rem', maxWidth: '48rem', display: 'grid', gap: '1rem' }}>
      <h2 style={{ margin: 0 }}>Authentication</h2>
      <p style={{ margin: 0 }}>Users can sign in to this platform with the methods below.</p>
      <h3 style={{ margin: 0 }}>Offered on the sign-in page</h3>
      {list.isPending && (
        <div role="progressbar" aria-label="Loading sign-in methods">
          <i className="pi pi-spin pi-spinner" />
        </div>
      )}
      {list.isError && <p role="alert">The sign-in methods could not be read.</p>}
      {list.data && list.data.length === 0 && <p>No data. No sign-in method is configured; the sign-in page shows the setup heading.</p>}
      {list.data && list.data.length > 0 && (
        <ul aria-label="Sign-in methods" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {list.data.map(a => (
            <li
              key={`${a.provider}:${a.title}`}
              style={{
                border: '1px solid var(--surface-border, #e2e8f0)',
                borderRadius: 6,
                padding: '0.75rem 1rem',
                display: 'flex',
                gap: '0.75rem',
                alignItems: 'center',
              }}
            >
              <i className={iconOf(a.icon ?? providers.find(p => p.provider === a.provider)?.icon)} aria-hidden="true" />
              <span>
                <strong>{a.title}</strong>
                <br />
                <small>{KIND[a.provider] ?? a.provider}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
      {node && <MethodsEditor key={node.objectId} node={node} />}
    </div>
  );
}
