import { screen } from '@testing-library/react';
import { definePlugin } from '@fathom/sdk/web';
import { PublicPages } from '@fathom/sdk/web/extension-points';
import { createTestHost, renderWithConsole } from '@fathom/sdk/testing';
import { ConsoleRoutes } from './App';

const plugin = definePlugin({
  id: 'public-page-probe',
  register(r) {
    r.contribute(PublicPages, {
      id: 'probe.recover',
      path: '/recover-probe',
      load: async () => ({ default: () => <h1>Recover probe</h1> }),
    });
  },
});

describe('public pages', () => {
  it('draws a contributed page at its path without signing in', async () => {
    const host = await createTestHost([plugin]);
    renderWithConsole(<ConsoleRoutes />, host, { route: '/recover-probe' });
    expect(await screen.findByRole('heading', { name: 'Recover probe' })).toBeTruthy();
  });
});
