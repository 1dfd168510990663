import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { AuthService, PublicPages, AuthProviders } from '@fathom/sdk/web';
import { contributionsOf, renderWithServices } from '@fathom/sdk/testing';
import plugin from './index';
import LoginAutoPage, { responseFields } from './LoginAutoPage';

it('contributes /login-auto and a redirect button for each provider', () => {
  expect(contributionsOf(plugin, PublicPages)).toEqual([expect.objectContaining({ id: 'login-auto', path: '/login-auto' })]);
  expect(contributionsOf(plugin, AuthProviders).map(p => [p.provider, p.kind])).toEqual([
    ['oauth2', 'redirect'],
    ['google', 'redirect'],
    ['microsoft', 'redirect'],
    ['office365', 'redirect'],
  ]);
  expect(contributionsOf(plugin, AuthProviders).find(p => p.provider === 'google')?.defaults?.issuer).toBe('https://accounts.google.com');
});

it('reads the query into fields', () => {
  expect(responseFields('?code=abc&state=%7B%22provider%22%3A%22google%22%7D&iss=x')).toEqual({ code: 'abc', state: '{"provider":"google"}', iss: 'x' });
});

function renderAt(search: string, login: jest.Mock) {
  window.history.replaceState(null, '', `/login-auto${search}`);
  renderWithServices(<LoginAutoPage />, [[AuthService, { login }]]);
}

it('completes the sign-in with the provider the JSON state names, once', async () => {
  const login = jest.fn(async () => ({}));
  const state = JSON.stringify({ provider: 'google', method: 'm1', attempt: 'a1', activationCode: 'UABCD-12345-12345-12345' });
  renderAt(`?code=c1&state=${encodeURIComponent(state)}`, login);
  await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  expect(login).toHaveBeenCalledWith({ provider: 'google', userId: '', password: '', state, response: { code: 'c1', state } });
  expect(window.location.search).toBe(''); // the code leaves the address bar
});

it('shows a refusal with the way back, and an answer it cannot read', async () => {
  const login = jest.fn(async () => {
    throw new Error('Google sign-in was refused: unexpected ID Token "nonce" claim value');
  });
  renderAt(`?code=c1&state=${encodeURIComponent(JSON.stringify({ provider: 'google', method: 'm1', attempt: 'a1' }))}`, login);
  expect(await screen.findByTestId('login-auto-error')).toHaveTextContent('nonce');
  expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
});

it('refuses a state that is not its JSON without calling the server', async () => {
  const login = jest.fn();
  renderAt('?code=c1&state=garbage', login);
  expect(await screen.findByTestId('login-auto-error')).toHaveTextContent('This sign-in answer cannot be read; please sign in again.');
  expect(login).not.toHaveBeenCalled();
});
