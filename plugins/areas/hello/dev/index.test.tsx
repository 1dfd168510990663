import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { devEntryElement } from '@fathom/sdk/testing/dev';
import entry from './index';

describe('hello dev entry', () => {
  it('boots the hello section alone with its greetings tab over the fake PID_HELLO, and takes a new greeting', async () => {
    const { element } = await devEntryElement(entry);
    render(element);
    expect(await screen.findByText('Hello, Grace!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Greetings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('2 greetings on Acme.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Linus' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
    });
    await waitFor(() => expect(screen.getByText('3 greetings on Acme.')).toBeTruthy());
    expect(screen.getByText('Hello, Linus!')).toBeTruthy();
  });
});
