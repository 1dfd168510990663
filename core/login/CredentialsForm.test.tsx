import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MESSAGES } from '@fathom/sdk/api';
import { createTestHost, renderWithConsole } from '@fathom/sdk/testing';
import { CredentialsForm } from './CredentialsForm';
import { throttleText } from './useLoginThrottle';

async function setup(submit: jest.Mock) {
  const host = await createTestHost();
  renderWithConsole(<CredentialsForm submit={submit} />, host);
}
const fill = async (user: string, password: string) => {
  const u = screen.getByLabelText('User ID');
  const p = screen.getByLabelText('Password');
  fireEvent.change(u, { target: { value: user } });
  fireEvent.change(p, { target: { value: password } });
};

describe('CredentialsForm', () => {
  it('asks for the password twice, by the password rule, when the password is being chosen (user activation)', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    const host = await createTestHost();
    renderWithConsole(<CredentialsForm submit={submit} confirm submitLabel="Activate and sign in" />, host);
    await fill('ann', 'short');
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    await userEvent.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    expect(await screen.findByText(MESSAGES.min(8))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsMatch)).toBeInTheDocument();
    // The messages now sit in the labels: the fields are found by name.
    for (const name of ['password', 'passwordConfirm']) fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value: 'Ann#Pass1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ann', password: 'Ann#Pass1', passwordConfirm: 'Ann#Pass1' })));
  });

  it('requires a user id and a password', async () => {
    const submit = jest.fn();
    await setup(submit);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the client name only after AccountAmbiguous, then sends it', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('AccountAmbiguous', 'This user id exists in several clients.', 409))
      .mockResolvedValueOnce(undefined);
    await setup(submit);
    expect(screen.queryByLabelText('Client name')).toBeNull();
    await fill('ann', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const client = await screen.findByLabelText('Client name');
    fireEvent.change(client, { target: { value: 'Acme' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0]).toMatchObject({ userId: 'ann', password: 'secret', clientName: 'Acme' });
  });

  it('after 5 failures disables submit with a 30-second countdown; at zero it resets', async () => {
    jest.useFakeTimers();
    try {
      const submit = jest.fn().mockRejectedValue(new ApiError('InvalidCredentials', 'Wrong user name or password.', 401));
      await setup(submit);
      await fill('ann', 'bad');
      for (let i = 0; i < 5; i++) {
        await act(async () => {
          fireEvent.submit(screen.getByRole('form'));
        });
        await act(async () => {
          await Promise.resolve();
        });
      }
      await waitFor(() => expect(screen.getByTestId('login-throttle')).toHaveTextContent(throttleText(30)));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('login-throttle')).toHaveTextContent(throttleText(29));
      await act(async () => {
        jest.advanceTimersByTime(29000);
      });
      expect(screen.queryByTestId('login-throttle')).toBeNull();
      expect(screen.getByRole('button', { name: 'Sign in' })).not.toBeDisabled();
      // The counter restarted: one more failure does not lock again.
      await act(async () => {
        fireEvent.submit(screen.getByRole('form'));
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.queryByTestId('login-throttle')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("honours a server 429's secondsLeft", async () => {
    const err = new ApiError('TooManyLoginAttempts', 'Too many login attempts. Try again in 12 seconds.', 429, { secondsLeft: 12 });
    const submit = jest.fn().mockRejectedValue(err);
    await setup(submit);
    await fill('ann', 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-throttle')).toHaveTextContent(throttleText(12));
  });

  it('signs in with company credentials: the provider and the state naming its method are sent', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    const host = await createTestHost();
    renderWithConsole(
      <CredentialsForm submit={submit} provider="actdir" state="m1" label="Sign in with Acme directory" submitLabel="Sign in with Acme directory" />,
      host,
    );
    expect(screen.getByRole('form', { name: 'Sign in with Acme directory' })).toBeInTheDocument();
    await fill('alice', 'Alice#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Acme directory' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(expect.objectContaining({ provider: 'actdir', state: 'm1', userId: 'alice', password: 'Alice#Pass1' })),
    );
  });
});
