import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ApiClient, AuthService, SettingsPages } from '@fathom/sdk/web';
import type { SessionUser } from '@fathom/sdk/api';
import plugin from './index';
import ProfilePage, { formatPhone } from './ProfilePage';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

const user: SessionUser = {
  objectId: 'u1',
  name: 'Ada Admin',
  homeId: 'c1',
  organization: 'Demo',
  isActivated: true,
  isRoot: false,
  permissions: ['get', 'adm'],
  userId: 'ada',
  provider: 'integrated',
  email: 'ada@demo.test',
};

it('registers /profile in the profiles group', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([expect.objectContaining({ id: 'profile', route: 'profile', group: 'profiles' })]);
});
it('shows the session user from PID_USERINFO', async () => {
  const getProperty = jest.fn(async () => user);
  renderWithServices(<ProfilePage />, [
    [ApiClient, { getProperty }],
    [AuthService, { user: null, config: null }],
  ]);
  expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
  expect(getProperty).toHaveBeenCalledWith('ME', 'PID_USERINFO');
  expect(screen.getByText('ada@demo.test')).toBeInTheDocument();
  expect(screen.getByText('administer users and roles (adm)')).toBeInTheDocument();
});
it('formats a phone value', () => {
  expect(formatPhone({ number: '555 0100', countryCode: 'us' })).toBe('US 555 0100');
  expect(formatPhone(undefined)).toBe('');
});
