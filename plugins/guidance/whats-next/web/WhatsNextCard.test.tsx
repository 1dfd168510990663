import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { SUGGESTIONS_MINIMISED_KEY, WHATS_NEXT_FAILED, type WhatsNextSuggestion } from '../api';
import WhatsNextCard, { WHATS_NEXT_REFRESH_MS } from './WhatsNextCard';

const node: TreeObject = { objectId: 'n1', parentId: 'o1', name: 'Box 1', classId: 'appagt', tags: {}, permissions: ['get', 'ctl'] };
const ADD: WhatsNextSuggestion = {
  id: 'add-source',
  notificationType: 'action',
  header: 'Add a source to scan',
  description: 'Box 1 has nothing to scan yet.',
  buttonText: 'Add a source',
  buttonLink: '/policy/sources?activeNodeId=n1',
};
const SCAN: WhatsNextSuggestion = { ...ADD, id: 'scan-now', header: 'Scan Box 1', buttonText: 'Scan now', command: { objectId: 'n1', commandId: 'scan' } };

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}

function setup(answer: WhatsNextSuggestion[] | Error) {
  const c = fakeConsole({
    properties: {
      PID_WHATS_NEXT: () => {
        if (answer instanceof Error) throw answer;
        return { suggestions: answer };
      },
    },
  });
  const puts: unknown[] = [];
  c.api.put = (async (_path: string, body: unknown) => {
    puts.push(body);
    return {};
  }) as typeof c.api.put;
  render(
    c.wrap(
      <MemoryRouter initialEntries={['/dashboard?activeNodeId=n1']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <WhatsNextCard node={node} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return { c, puts };
}

beforeEach(() => localStorage.clear());

test('shows the first suggestion; its button opens the link', async () => {
  setup([ADD]);
  expect((await screen.findByTestId('whats-next-header')).textContent).toBe('Add a source to scan');
  fireEvent.click(screen.getByTestId('whats-next-button'));
  expect(screen.getByTestId('where').textContent).toBe('/policy/sources?activeNodeId=n1');
});

test('a command suggestion runs it; the next arrow walks the list', async () => {
  const { c, puts } = setup([SCAN, ADD]);
  await screen.findByText("What's next · 1 of 2");
  fireEvent.click(screen.getByTestId('whats-next-button'));
  await waitFor(() => expect(puts).toEqual([{ objectId: 'n1', commandId: 'scan', options: {} }]));
  expect(c.notifications.successes).toEqual(['Scan started']);
  fireEvent.click(screen.getByTestId('whats-next-next'));
  expect(screen.getByTestId('whats-next-header').textContent).toBe('Add a source to scan');
});

test('minimising is kept in local storage as true or false', async () => {
  setup([ADD]);
  fireEvent.click(await screen.findByTestId('whats-next-minimise'));
  expect(localStorage.getItem(SUGGESTIONS_MINIMISED_KEY)).toBe('true');
  expect(screen.queryByTestId('whats-next')).toBeNull();
  fireEvent.click(screen.getByTestId('whats-next-expand'));
  expect(localStorage.getItem(SUGGESTIONS_MINIMISED_KEY)).toBe('false');
  expect(screen.getByTestId('whats-next')).toBeTruthy();
});

test('starts minimised when local storage says so', async () => {
  localStorage.setItem(SUGGESTIONS_MINIMISED_KEY, 'true');
  setup([ADD]);
  expect((await screen.findByTestId('whats-next-expand')).textContent).toContain('Add a source to scan');
});

test('nothing to suggest: no card; a failed read is notified', async () => {
  const { c } = setup(new ApiError('NoPermission', 'no'));
  await waitFor(() => expect(c.notifications.errors).toEqual([WHATS_NEXT_FAILED]));
  expect(screen.queryByTestId('whats-next')).toBeNull();
});

test('asks again while shown: a scan that ended elsewhere takes its suggestion away', async () => {
  let answer: WhatsNextSuggestion[] = [SCAN];
  const c = fakeConsole({ properties: { PID_WHATS_NEXT: () => ({ suggestions: answer }) } });
  jest.useFakeTimers();
  try {
    render(c.wrap(<MemoryRouter>{<WhatsNextCard node={node} />}</MemoryRouter>));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('whats-next-header').textContent).toBe('Scan Box 1');
    answer = [];
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WHATS_NEXT_REFRESH_MS + 10);
    });
    expect(screen.queryByTestId('whats-next-header')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
