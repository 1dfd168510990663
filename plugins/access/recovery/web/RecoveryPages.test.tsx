import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_MESSAGES, ACCESS_PATHS, ApiError, MESSAGES } from '@fathom/sdk/api';
import { PublicPages } from '@fathom/sdk/web';
import { contributionsOf, createTestHost, renderWithConsole, type TestHost } from '@fathom/sdk/testing';
import plugin from './index';
import ChangePasswordPage from './ChangePasswordPage';
import ForgotAccountNamePage, { contactOf } from './ForgotAccountNamePage';
import ResetPasswordPage from './ResetPasswordPage';

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

let host: TestHost;
beforeEach(async () => {
  host = await createTestHost([]);
});

it('contributes the three public pages', () => {
  expect(contributionsOf(plugin, PublicPages).map(p => p.path)).toEqual(['/reset-password', '/change-password', '/forgot-account-name']);
});

describe('reset password', () => {
  it('asks for the account name, sends it, then says the link is on its way', async () => {
    host.fakes.api.on(`POST ${ACCESS_PATHS.forgotPassword}`, { sent: true });
    renderWithConsole(<ResetPasswordPage />, host);
    click('Send the link');
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    type('Account name', 'Acme/eve');
    click('Send the link');
    expect(await screen.findByTestId('reset-password-sent')).toBeInTheDocument();
    expect(host.fakes.api.calls.at(-1)).toEqual({ method: 'POST', path: ACCESS_PATHS.forgotPassword, payload: { accountName: 'Acme/eve' } });
  });
  it('says when mail is not set up', async () => {
    host.fakes.api.on(`POST ${ACCESS_PATHS.forgotPassword}`, () => {
      throw new ApiError('MailNotConfigured', ACCESS_MESSAGES.mailNotConfigured, 503);
    });
    renderWithConsole(<ResetPasswordPage />, host);
    type('Account name', 'eve');
    click('Send the link');
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(`${ACCESS_MESSAGES.mailNotConfigured} Ask your administrator`);
  });
});

describe('change password', () => {
  const route = '/change-password?passwordCode=abc&accountName=Acme%2Feve';
  const page = () =>
    renderWithConsole(
      <Routes>
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>,
      host,
      { route },
    );
  it('shows the account name from the link, checks the confirmation, changes the password and returns to sign-in', async () => {
    host.fakes.api.on(`POST ${ACCESS_PATHS.changePassword}`, { changed: true });
    page();
    expect(screen.getByLabelText('Account name')).toHaveValue('Acme/eve');
    expect(screen.getByLabelText('Account name')).toBeDisabled();
    type('New password', 'Eve#Pass2');
    type('Confirm password', 'Eve#Pass3');
    click('Change password');
    expect(await screen.findByText(MESSAGES.passwordsMatch)).toBeInTheDocument();
    type('Confirm password', 'Eve#Pass2');
    click('Change password');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(host.fakes.api.calls.at(-1)?.payload).toEqual({ userId: 'Acme/eve', passwordCode: 'abc', newPassword: 'Eve#Pass2' });
    expect(host.fakes.notifications.successes).toEqual(['Your password has been changed. Sign in with the new one.']);
  });
  it('shows the refusal of a used or expired link', async () => {
    host.fakes.api.on(`POST ${ACCESS_PATHS.changePassword}`, () => {
      throw new ApiError('ValidationError', ACCESS_MESSAGES.passwordCode);
    });
    page();
    type('New password', 'Eve#Pass2');
    type('Confirm password', 'Eve#Pass2');
    click('Change password');
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(ACCESS_MESSAGES.passwordCode);
  });
});

describe('forgot account name', () => {
  it('reads the field as an e-mail or a phone number', () => {
    expect(contactOf(' fay@acme.test ')).toEqual({ email: 'fay@acme.test' });
    expect(contactOf('+1 555 0100')).toEqual({ phone: '+1 555 0100' });
    expect(contactOf('')).toEqual({});
  });
  it('requires an e-mail or phone, then sends it and says so', async () => {
    host.fakes.api.on(`POST ${ACCESS_PATHS.forgotUserId}`, { sent: true });
    renderWithConsole(<ForgotAccountNamePage />, host);
    click('Send my account name');
    expect(await screen.findByText(MESSAGES.emailOrPhone)).toBeInTheDocument();
    type('E-mail or phone number', 'fay@');
    click('Send my account name');
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    type('E-mail or phone number', 'fay@acme.test');
    click('Send my account name');
    expect(await screen.findByTestId('forgot-account-name-sent')).toBeInTheDocument();
    await waitFor(() => expect(host.fakes.api.calls.at(-1)?.payload).toEqual({ email: 'fay@acme.test' }));
  });
});
