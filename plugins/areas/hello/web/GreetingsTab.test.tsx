import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConsoleTestProviders, contributionsOf, createTestHost, testObject } from '@fathom/sdk/testing';
import { Sections, Tabs } from '@fathom/sdk/web';
import plugin from './index';
import GreetingsTab from './GreetingsTab';

const node = testObject('n1', 'client', { name: 'Acme' });

describe('hello plugin', () => {
  it('contributes the hello section and its greetings tab', () => {
    expect(contributionsOf(plugin, Sections).map(s => s.id)).toEqual(['hello']);
    expect(contributionsOf(plugin, Tabs).map(t => `${t.section}.${t.id}`)).toEqual(['hello.greetings']);
  });

  it('shows the greetings of PID_HELLO, refuses a name the shared schema refuses, and posts a good one', async () => {
    const host = await createTestHost([plugin]);
    const greetings = [{ greetingId: 1, objectId: 'n1', name: 'Ada', message: 'Hello, Ada!', createdAt: 1 }];
    host.fakes.api.on('GET /database/property', () => ({ count: greetings.length, latest: [...greetings].reverse() }));
    host.fakes.api.on('POST /hello/greeting', (p: { name: string }) => {
      greetings.push({ greetingId: 2, objectId: 'n1', name: p.name, message: `Hello, ${p.name}!`, createdAt: 2 });
      return greetings[1];
    });
    render(
      <ConsoleTestProviders host={host}>
        <GreetingsTab node={node} />
      </ConsoleTestProviders>,
    );
    expect(await screen.findByText('Hello, Ada!')).toBeTruthy();
    expect(screen.getByText('1 greeting on Acme.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'R2-D2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
    });
    expect(screen.getByRole('alert').textContent).toMatch(/letters/);
    expect(host.fakes.api.calls.filter(c => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
    });
    await waitFor(() => expect(screen.getByText('Hello, Grace!')).toBeTruthy());
    expect(host.fakes.api.calls.find(c => c.method === 'POST')?.payload).toEqual({ objectId: 'n1', name: 'Grace' });
    expect(screen.getByText('2 greetings on Acme.')).toBeTruthy();
  });
});
