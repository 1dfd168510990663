import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { mockApi } from '@fathom/sdk/testing';
import { renderDiscover } from '../results/test-host';
import AskTab from './AskTab';

const node = { objectId: 'o-agt', parentId: 'o-unit', name: 'Collector', classId: 'appagt', tags: {} } as TreeObject;

test('without a provider the tab says so, offers the builder, and lets an administrator configure one', async () => {
  const api = mockApi({
    get: jest.fn(async () => ({ provider: 'none', url: '', model: '', hasApiKey: false })),
    post: jest.fn(async () => ({ provider: 'ollama', url: 'http://127.0.0.1:11434', model: 'llama3.1', hasApiKey: false })),
  });
  renderDiscover(<AskTab node={node} />, { api });
  expect(await screen.findByText('No AI provider is configured.')).toBeInTheDocument();
  expect(screen.getByTestId('ask-open-builder')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('ai-provider'), { target: { value: 'ollama' } });
  fireEvent.change(screen.getByTestId('ai-model'), { target: { value: 'llama3.1' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('ai-save'));
  });
  expect(api.post).toHaveBeenCalledWith('/ai/config', { property: { provider: 'ollama', url: 'http://127.0.0.1:11434', model: 'llama3.1' } });
  expect(await screen.findByTestId('ask-question')).toBeInTheDocument();
});

test('a question becomes an editable statement that runs on the active node', async () => {
  const statement = "SELECT name FROM STORE('o-agt') WHERE size > 0";
  const api = mockApi({
    get: jest.fn(async (path: string) =>
      path === '/ai/config'
        ? { provider: 'openai', url: 'https://api.openai.com', model: 'gpt-4o-mini', hasApiKey: true }
        : { searchId: 's1', isComplete: true, objectCount: 0, objects: [], columns: [], messages: [], startTime: 0, completeTime: 0, elapsedTime: 0 },
    ),
    post: jest.fn(async (path: string) =>
      path === '/database/question'
        ? { statement, provider: 'openai', model: 'gpt-4o-mini' }
        : { searchId: 's1', isComplete: false, objectCount: 0, objects: [], columns: [], messages: [] },
    ),
  });
  renderDiscover(<AskTab node={node} />, { api, codes: ['get'] });
  fireEvent.change(await screen.findByTestId('ask-question'), { target: { value: 'Which files are not empty?' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('ask-run'));
  });
  expect(api.post).toHaveBeenCalledWith('/database/question', { objectId: 'o-agt', question: 'Which files are not empty?' }, expect.anything());
  const editor = await screen.findByTestId('statement-editor');
  expect(editor).toHaveValue(statement);
  fireEvent.change(editor, { target: { value: `${statement} ORDER BY name` } });
  await waitFor(() => expect(screen.getByTestId('statement-status').textContent).toBe('Correct'));
  await act(async () => {
    fireEvent.click(screen.getByTestId('ask-search'));
  });
  expect(api.post).toHaveBeenCalledWith(
    '/database/search',
    { query: { queryMode: 'bySELECT', value: `${statement} ORDER BY name` }, objectId: 'o-agt' },
    expect.anything(),
  );
  expect(screen.queryByText('Provider settings')).toBeNull();
});
