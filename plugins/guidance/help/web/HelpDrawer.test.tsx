import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@fathom/sdk/api';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { KNOWLEDGE_BASE_PATH, type HelpArticle } from '../api';
import HelpButton, { contextOf } from './HelpButton';
import { parseBlocks } from './Markdown';

const A = (id: string, name: string, contexts: string[]): HelpArticle => ({
  id,
  name,
  preview: `About ${name}.`,
  text: `Intro of ${name}.\n\n## Part\n\n- one **bold**\n- \`code\`\n\n| a | b |\n|---|---|\n| 1 | 2 |`,
  publicUrl: `/help/${id}`,
  contexts,
});
const ARTICLES = [A('classification-rules', 'Classifications and rules', ['policy/classifications']), A('sign-in', 'Signing in', ['profile'])];

function setup(opts: { failArticle?: boolean } = {}) {
  const c = fakeConsole({});
  const get = c.api.get.bind(c.api);
  c.api.get = (async (path: string, params?: any) => {
    if (path !== KNOWLEDGE_BASE_PATH) return get(path, params);
    c.api.calls.push({ method: 'GET', path, payload: params });
    if (params.method === 'popular') return { articles: ARTICLES.map(({ text: _t, ...s }) => s), total: 2 };
    if (params.method === 'search') {
      const hits = ARTICLES.filter(a => a.name.toLowerCase().includes(String(params.search).toLowerCase()));
      return { articles: hits.map(({ text: _t, ...s }) => s), total: hits.length };
    }
    if (opts.failArticle) throw new ApiError('ArticleNotFound', 'There is no help article sign-in.');
    return ARTICLES.find(a => a.id === params.articleId);
  }) as typeof c.api.get;
  render(c.wrap(<HelpButton node={null} section="policy" tab="classifications" go={() => undefined} />));
  return c;
}

test('the context of a page', () => {
  expect(contextOf('policy', 'classifications')).toBe('policy/classifications');
  expect(contextOf('discover')).toBe('discover');
  expect(contextOf()).toBeUndefined();
});

test('markdown blocks: headings, lists, tables and code', () => {
  expect(parseBlocks('# T\n\ntext\nmore\n\n- a\n- b\n\n```\nx\n```').map(b => b.kind)).toEqual(['heading', 'para', 'list', 'code']);
  expect(parseBlocks('| a | b |\n|---|---|\n| `x \\| y` | 2 |')[0]).toEqual({ kind: 'table', head: ['a', 'b'], rows: [['`x | y`', '2']] });
});

test("opens from the button with the page's articles first, searches, shows an article with its link, closes with Escape", async () => {
  const c = setup();
  fireEvent.click(screen.getByTestId('help-button'));
  const drawer = await screen.findByTestId('help-drawer');
  expect(drawer.getAttribute('data-mode')).toBe('popular');
  const here = await screen.findByTestId('help-context');
  expect(within(here).getByText('Classifications and rules')).toBeTruthy();
  expect(within(screen.getByTestId('help-popular')).getByText('Signing in')).toBeTruthy();
  expect(c.api.calls.find(x => x.path === KNOWLEDGE_BASE_PATH)?.payload).toEqual({ method: 'popular', pageSize: 20, context: 'policy/classifications' });

  fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'sign' } });
  await waitFor(() => expect(screen.getByTestId('help-drawer').getAttribute('data-mode')).toBe('search'));
  const results = await screen.findByTestId('help-results');
  expect(within(results).getByText('1 article found')).toBeTruthy();
  fireEvent.click(within(results).getByTestId('help-item-sign-in'));
  const article = await screen.findByTestId('help-article');
  expect(within(article).getByRole('heading', { name: 'Signing in' })).toBeTruthy();
  expect(within(article).getByText('bold').tagName).toBe('STRONG');
  expect(within(article).getByRole('table')).toBeTruthy();
  expect(screen.getByTestId('help-article-link').getAttribute('href')).toBe('/help/sign-in');

  act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
  expect(screen.getByTestId('help-drawer').getAttribute('data-mode')).toBe('search');
  act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
  expect(screen.queryByTestId('help-drawer')).toBeNull();
});

test('F1 toggles the drawer; ? does too, but not while typing', async () => {
  setup();
  act(() => void fireEvent.keyDown(document, { key: 'F1' }));
  await screen.findByTestId('help-drawer');
  fireEvent.keyDown(screen.getByTestId('help-search'), { key: '?' });
  expect(screen.queryByTestId('help-drawer')).not.toBeNull();
  act(() => void fireEvent.keyDown(document.body, { key: '?' }));
  expect(screen.queryByTestId('help-drawer')).toBeNull();
});

test('an article that cannot be read is cleared and notified', async () => {
  const c = setup({ failArticle: true });
  fireEvent.click(screen.getByTestId('help-button'));
  fireEvent.click(await screen.findByTestId('help-item-sign-in'));
  await waitFor(() => expect(c.notifications.errors).toEqual(['The help article could not be read: There is no help article sign-in.']));
  expect(screen.getByTestId('help-drawer').getAttribute('data-mode')).toBe('popular');
  expect(screen.queryByTestId('help-article')).toBeNull();
});

test('HelpService opens the drawer on a page or on an article', async () => {
  const { DefaultHelpService } = await import('./help-service');
  const { HelpService } = await import('@fathom/sdk/web');
  const service = new DefaultHelpService();
  const c = fakeConsole({ extra: new Map<any, unknown>([[HelpService, service]]) });
  const get = c.api.get.bind(c.api);
  c.api.get = (async (path: string, params?: any) => {
    if (path !== KNOWLEDGE_BASE_PATH) return get(path, params);
    c.api.calls.push({ method: 'GET', path, payload: params });
    if (params.method === 'popular') return { articles: ARTICLES.map(({ text: _t, ...s }) => s), total: 2 };
    return ARTICLES.find(a => a.id === params.articleId);
  }) as typeof c.api.get;
  render(c.wrap(<HelpButton node={null} section="dashboard" go={() => undefined} />));
  act(() => service.open({ context: 'profile' }));
  const here = await screen.findByTestId('help-context');
  expect(within(here).getByText('Signing in')).toBeTruthy();
  act(() => service.open({ articleId: 'classification-rules' }));
  const article = await screen.findByTestId('help-article');
  expect(within(article).getByRole('heading', { name: 'Classifications and rules' })).toBeTruthy();
});
