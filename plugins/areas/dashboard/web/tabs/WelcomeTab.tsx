/** Dashboard › Welcome: embeds the page at the configured welcome address (ServerConfig.welcomeUrl). */
import { AuthService, useService, type TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

/** Only http(s) addresses are embedded; anything else (javascript:, data:) is refused. */
export function safeWelcomeUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

export default function WelcomeTab({ node }: TabProps) {
  const auth = useService(AuthService);
  const url = safeWelcomeUrl(auth.config?.welcomeUrl);
  if (!url) {
    return (
      <EmptyPanel
        testId="tab-dashboard-welcome-empty"
        icon="pi pi-home"
        description={`No welcome address is configured for this platform. When one is set, its page appears here for ${node.name}.`}
      />
    );
  }
  return (
    <iframe
      title="Welcome"
      src={url}
      sandbox="allow-scripts allow-same-origin allow-popups"
      style={{ border: 0, width: '100%', height: '100%', minHeight: '32rem' }}
    />
  );
}
