import { render, screen } from '@testing-library/react';
import type { ServerConfig, TreeObject } from '@fathom/sdk/api';
import { AuthService } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import WelcomeTab from './WelcomeTab';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };
const config = (welcomeUrl?: string): ServerConfig => ({
  productName: 'Fathom',
  version: '1',
  mode: 'platform',
  isOnPrem: false,
  isActivated: true,
  airGapped: false,
  welcomeUrl,
});
const withConfig = (c: ServerConfig | null) => fakeConsole({ extra: new Map([[AuthService, { config: c, user: null, isAuthenticated: true }]]) as never });

describe('WelcomeTab', () => {
  it('embeds the configured welcome address', () => {
    render(withConfig(config('https://intranet.example.org/welcome')).wrap(<WelcomeTab node={node} />));
    expect(screen.getByTitle('Welcome')).toHaveAttribute('src', 'https://intranet.example.org/welcome');
  });
  it('says that none is configured', () => {
    render(withConfig(config()).wrap(<WelcomeTab node={node} />));
    expect(screen.getByTestId('tab-dashboard-welcome-empty')).toHaveTextContent('No welcome address is configured');
    expect(screen.queryByTitle('Welcome')).not.toBeInTheDocument();
  });
  it('refuses an address that is not http(s)', () => {
    render(withConfig(config('javascript:alert(1)')).wrap(<WelcomeTab node={node} />));
    expect(screen.getByTestId('tab-dashboard-welcome-empty')).toBeInTheDocument();
  });
});
