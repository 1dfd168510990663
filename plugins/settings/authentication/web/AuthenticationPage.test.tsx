import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiClient, AuthProviders, AuthService, NotificationService, SettingsPages, TreeService, type SignInMethodFormProps } from '@fathom/sdk/web';
import { AUTHENTICATION_MESSAGES, type AuthenticationProperty } from '@fathom/sdk/api';
import plugin from './index';
import AuthenticationPage, { authenticatorsOf } from './AuthenticationPage';
import { errorTarget } from './MethodsEditor';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';

const section: AuthenticationProperty = {
  inherited: false,
  values: [{ id: 'm1', provider: 'actdir', title: 'Acme directory', parameters: { url: 'ldap://dir:389' }, secretsSet: ['bindPassword'] }],
  isTop: false,
  inheritedFrom: 'root',
  inheritedFromName: 'Platform',
  inheritedValues: [],
};

function FakeForm({ parameters, secretsSet, onChange }: SignInMethodFormProps) {
  return (
    <div>
      <label>
        Directory address
        <input value={String(parameters.url ?? '')} onChange={e => onChange({ ...parameters, url: e.target.value })} />
      </label>
      <span>{secretsSet.includes('bindPassword') ? 'bind password set' : 'no bind password'}</span>
    </div>
  );
}

function renderPage(property: AuthenticationProperty = section) {
  const get = jest.fn(async () => ({ status: 'OK', data: [{ provider: 'integrated', title: 'Fathom account' }] }));
  const post = jest.fn(async () => undefined);
  const getProperty = jest.fn(async () => property);
  const notifications = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  renderWithServices(
    <AuthenticationPage />,
    [
      [ApiClient, { get, post, getProperty }],
      [TreeService, { activeNode: { objectId: 'acme', name: 'Acme', classId: 'client' }, node: () => undefined }],
      [AuthService, { user: { homeId: 'acme' } }],
      [NotificationService, notifications],
    ],
    new Map([
      [
        AuthProviders,
        [{ provider: 'actdir', title: 'Company directory', kind: 'credentials', defaults: { url: '' }, settingsForm: async () => ({ default: FakeForm }) }],
      ],
    ]),
  );
  return { get, post, getProperty, notifications };
}

it('registers /authentication for administrators only', () => {
  expect(contributionsOf(plugin, SettingsPages)).toEqual([
    expect.objectContaining({ id: 'authentication', route: 'authentication', adminOnly: true, group: 'profiles' }),
  ]);
});
it('lists the available authenticators', async () => {
  const { get } = renderPage();
  expect(await screen.findByText('Fathom account')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/authentication', { command: 'available' });
  expect(screen.getByText('User name and password kept by this platform')).toBeInTheDocument();
});
it('accepts both answer shapes', () => {
  expect(authenticatorsOf([{ provider: 'x', title: 'X' }])).toHaveLength(1);
  expect(authenticatorsOf({ data: [] })).toEqual([]);
  expect(authenticatorsOf(null)).toEqual([]);
});

it("edits the active client's methods with the provider's form, never sending a secret it does not have", async () => {
  const { post, getProperty, notifications } = renderPage();
  expect(await screen.findByText('Sign-in methods of Acme')).toBeInTheDocument();
  expect(getProperty).toHaveBeenCalledWith('acme', 'PID_AUTHENTICATION');
  expect(await screen.findByText('bind password set')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Directory address'), { target: { value: 'ldaps://dir:636' } });
  fireEvent.click(screen.getByTestId('authentication-save'));
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(post).toHaveBeenCalledWith(
    '/database/property',
    {
      objectId: 'acme',
      propertyId: 'PID_AUTHENTICATION',
      property: { inherited: false, values: [{ id: 'm1', provider: 'actdir', title: 'Acme directory', parameters: { url: 'ldaps://dir:636' } }] },
    },
    { suppressError: true },
  );
  await waitFor(() => expect(notifications.success).toHaveBeenCalledWith('Changes saved'));
});

it('refuses to save an own list without a method (spec 001 §5)', async () => {
  const { post } = renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme directory' }));
  fireEvent.click(screen.getByTestId('authentication-save'));
  expect(await screen.findByText(AUTHENTICATION_MESSAGES.providerRequired)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('places a server error under the field it names', () => {
  expect(errorTarget('property.values[1].parameters.url')).toEqual({ index: 1, field: 'url' });
  expect(errorTarget('property.values[0].title')).toEqual({ index: 0, field: '$title' });
  expect(errorTarget('property')).toBeNull();
});
