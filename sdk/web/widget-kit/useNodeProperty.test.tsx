import { act, render, screen } from '@testing-library/react';
import { fakeConsole } from './testing';
import { useNodeProperty } from './useNodeProperty';

function Probe() {
  const s = useNodeProperty<{ n: number }>('n1', 'PID_STATS');
  return <p data-testid="value">{s.data ? String(s.data.n) : s.error ? s.error.name : 'loading'}</p>;
}

describe('useNodeProperty', () => {
  afterEach(() => jest.useRealTimers());
  it('reloads the property every 15 s', async () => {
    jest.useFakeTimers();
    let n = 0;
    const fake = fakeConsole({ properties: { PID_STATS: () => ({ n: ++n }) } });
    render(fake.wrap(<Probe />));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_100);
    });
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(fake.api.calls.filter(c => c.method === 'GET')).toHaveLength(2);
  });
  it('passes named errors to the widget instead of notifying', async () => {
    const fake = fakeConsole({ properties: {} });
    render(fake.wrap(<Probe />));
    expect(await screen.findByText('PropertyNotFound')).toBeInTheDocument();
    expect(fake.notifications.errors).toEqual([]);
  });
});
