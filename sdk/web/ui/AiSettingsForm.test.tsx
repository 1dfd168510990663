import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, mockServices, renderWithServices } from '@fathom/sdk/testing';
import { AiSettingsForm } from './AiSettingsForm';

const none = { provider: 'none', url: '', model: '', hasApiKey: false } as const;
const withKey = { provider: 'openai', url: 'http://127.0.0.1:4000', model: 'gpt-test', hasApiKey: true } as const;

describe('AiSettingsForm', () => {
  it('fills the address per provider, checks the shared rules before sending, and sends the key once', async () => {
    const api = mockApi({ post: jest.fn(async () => ({ provider: 'ollama', url: 'http://127.0.0.1:11434', model: 'llama3.1', hasApiKey: true })) });
    const onSaved = jest.fn();
    renderWithServices(<AiSettingsForm config={none} onSaved={onSaved} />, mockServices({ api }).services);
    expect(screen.getByTestId('ai-url')).toHaveValue('https://api.openai.com');
    fireEvent.click(screen.getByTestId('ai-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An API key is needed for OpenAI.');
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('ai-provider'), { target: { value: 'ollama' } });
    expect(screen.getByTestId('ai-url')).toHaveValue('http://127.0.0.1:11434');
    expect(screen.getByTestId('ai-model')).toHaveValue('llama3.1');
    fireEvent.change(screen.getByTestId('ai-url'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByTestId('ai-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('url must be an http or https address.');
    fireEvent.change(screen.getByTestId('ai-url'), { target: { value: 'http://127.0.0.1:11434' } });
    fireEvent.change(screen.getByTestId('ai-key'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByTestId('ai-save'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/ai/config', {
        property: { provider: 'ollama', url: 'http://127.0.0.1:11434', model: 'llama3.1', apiKey: 'secret-1' },
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByTestId('ai-key-state')).toHaveTextContent('A key is set');
    expect(screen.queryByTestId('ai-key')).toBeNull();
  });

  it('shows a set key without its value, clears it on request, and tests the saved settings', async () => {
    const post = jest.fn(async (path: string) =>
      path === '/ai/test'
        ? { ok: false, failure: 'refusedKey', message: 'The AI provider at http://127.0.0.1:4000 refused the API key.' }
        : { ...withKey, hasApiKey: false },
    );
    renderWithServices(<AiSettingsForm config={withKey} onSaved={() => undefined} />, mockServices({ api: mockApi({ post }) }).services);
    expect(screen.getByTestId('ai-key-state')).toHaveTextContent('A key is set');
    fireEvent.click(screen.getByTestId('ai-test'));
    expect(await screen.findByTestId('ai-test-result')).toHaveTextContent('refused the API key');
    expect(post).toHaveBeenCalledWith('/ai/test', {});
    fireEvent.click(screen.getByTestId('ai-key-clear'));
    expect(screen.getByTestId('ai-test')).toBeDisabled();
    fireEvent.click(screen.getByTestId('ai-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/ai/config', { property: { provider: 'openai', url: 'http://127.0.0.1:4000', model: 'gpt-test', clearApiKey: true } }),
    );
    expect(await screen.findByTestId('ai-key')).toBeInTheDocument();
  });
});
