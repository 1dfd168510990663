import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, MESSAGES } from '@fathom/sdk/api';
import { ONPREM_ERROR_NAMES, ONPREM_MESSAGES, ONPREM_PATHS } from '@fathom/sdk/api/onprem';
import { PublicPages } from '@fathom/sdk/web';
import { contributionsOf, createTestHost, renderWithConsole, type TestHost } from '@fathom/sdk/testing';
import plugin from './index';
import RegisterPage from './RegisterPage';

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const config = (over: Record<string, unknown>) => ({
  productName: 'Fathom',
  version: '1',
  mode: 'onprem',
  isOnPrem: true,
  isActivated: false,
  airGapped: false,
  ...over,
});

let host: TestHost;
beforeEach(async () => {
  host = await createTestHost([]);
});
const page = () =>
  renderWithConsole(
    <Routes>
      <Route path="/on-prem-register" element={<RegisterPage />} />
      <Route path="/on-prem-login" element={<p>On-prem sign-in page</p>} />
    </Routes>,
    host,
    { route: '/on-prem-register' },
  );
const fill = () => {
  type('Platform name', 'Acme Datacentre');
  type('E-mail', 'ada@acme.example');
  type('Password', 'Ada#Pass1');
  type('Confirm password', 'Ada#Pass1');
};

it('contributes the on-prem register page', () => {
  expect(contributionsOf(plugin, PublicPages).map(p => p.path)).toEqual(['/on-prem-register']);
});

it('checks the form, registers, then offers the on-prem sign-in', async () => {
  host.fakes.api.on('GET /config', config({}));
  host.fakes.api.on(`POST ${ONPREM_PATHS.register}`, { platformName: 'Acme Datacentre', userId: 'ada@acme.example', userObjectId: 'u1' });
  page();
  await screen.findByRole('form', { name: 'Register the platform' });
  click('Register');
  expect(await screen.findAllByText(MESSAGES.required)).not.toHaveLength(0);
  type('E-mail', 'nope');
  type('Password', 'Ada#Pass1');
  type('Confirm password', 'Ada#Pass2');
  click('Register');
  expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordsMatch)).toBeInTheDocument();
  fill();
  click('Register');
  expect(await screen.findByTestId('onprem-register-done')).toHaveTextContent(ONPREM_MESSAGES.registered('Acme Datacentre'));
  expect(host.fakes.api.calls.at(-1)).toEqual({
    method: 'POST',
    path: ONPREM_PATHS.register,
    payload: { platformName: 'Acme Datacentre', userId: 'ada@acme.example', password: 'Ada#Pass1', passwordConfirm: 'Ada#Pass1' },
  });
  click('Sign in');
  expect(await screen.findByText('On-prem sign-in page')).toBeInTheDocument();
});

it('says the platform is already registered, without a form', async () => {
  host.fakes.api.on('GET /config', config({ isActivated: true }));
  page();
  expect(await screen.findByTestId('onprem-register-already')).toHaveTextContent(ONPREM_MESSAGES.alreadyRegistered);
  expect(screen.queryByRole('form')).toBeNull();
});

it('turns to already registered when another registration came first', async () => {
  host.fakes.api.on('GET /config', config({}));
  host.fakes.api.on(`POST ${ONPREM_PATHS.register}`, () => {
    throw new ApiError(ONPREM_ERROR_NAMES.alreadyRegistered, ONPREM_MESSAGES.alreadyRegistered, 409);
  });
  page();
  await screen.findByRole('form', { name: 'Register the platform' });
  fill();
  click('Register');
  expect(await screen.findByTestId('onprem-register-already')).toBeInTheDocument();
});

it('says registration is only for an on-premises platform elsewhere', async () => {
  host.fakes.api.on('GET /config', config({ mode: 'platform', isOnPrem: false, isActivated: true }));
  page();
  expect(await screen.findByTestId('onprem-register-not-onprem')).toHaveTextContent(ONPREM_MESSAGES.notOnPrem);
});
