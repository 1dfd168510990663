import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiClient, AuthService, NotificationService, SettingsPages } from '@fathom/sdk/web';
import { ACCESS_MESSAGES, ACCESS_PATHS, ApiError, MESSAGES, type SessionUser } from '@fathom/sdk/api';
import plugin from './index';
import ProfilePage, { formatPhone } from './ProfilePage';
import { contributionsOf, createTestHost, mockNotifications, renderWithConsole, renderWithServices } from '@fathom/sdk/testing';

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
    [NotificationService, mockNotifications()],
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

describe('own account', () => {
  const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
  async function page() {
    const host = await createTestHost([], { routes: { 'GET /database/property': () => user } });
    renderWithConsole(<ProfilePage />, host);
    await screen.findByText('Ada Admin');
    return host;
  }
  it('changes the password: the current one, the new one by the rules, twice', async () => {
    const host = await page();
    host.fakes.api.on(`PUT ${ACCESS_PATHS.ownPassword}`, { changed: true });
    type('Current password', 'Ada#Pass1');
    type('New password', 'Ada#Pass2');
    type('Confirm password', 'Ada#Pass3');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordsMatch)).toBeInTheDocument();
    type('Confirm password', 'Ada#Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(host.fakes.notifications.successes).toEqual(['Password changed. Your sessions elsewhere have ended.']));
    expect(host.fakes.api.calls.at(-1)).toEqual({
      method: 'PUT',
      path: ACCESS_PATHS.ownPassword,
      payload: { oldPassword: 'Ada#Pass1', newPassword: 'Ada#Pass2' },
    });
  });
  it('shows a refused current password', async () => {
    const host = await page();
    host.fakes.api.on(`PUT ${ACCESS_PATHS.ownPassword}`, () => {
      throw new ApiError('ValidationError', ACCESS_MESSAGES.oldPassword);
    });
    type('Current password', 'wrong');
    type('New password', 'Ada#Pass2');
    type('Confirm password', 'Ada#Pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCESS_MESSAGES.oldPassword)).toBeInTheDocument();
  });
  it('saves the e-mail and phone by the rules of a user', async () => {
    const host = await page();
    host.fakes.api.on(`PUT ${ACCESS_PATHS.ownContact}`, { email: 'ada@new.test', phone: null });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@demo.test');
    type('E-mail', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    fireEvent.input(document.querySelector('input[name="email"]')!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText(MESSAGES.emailOrPhone)).toBeInTheDocument();
    fireEvent.input(document.querySelector('input[name="email"]')!, { target: { value: 'ada@new.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(host.fakes.notifications.successes).toEqual(['Contact details saved.']));
    expect(host.fakes.api.calls.find(c => c.method === 'PUT')?.payload).toEqual({ email: 'ada@new.test' });
  });
});
