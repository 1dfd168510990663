/** GET /knowledgebase through the real server: public, the spec's three methods, page size, named errors. */
import { HELP_PAGE_SIZE, KNOWLEDGE_BASE_PATH } from '../../plugins/guidance/help/api';
import { call, startServer, type TestServer } from './helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(async () => {
  await srv?.close();
});

const kb = async (payload: Record<string, unknown>) => {
  const r = await call(srv.url, 'GET', KNOWLEDGE_BASE_PATH, payload);
  return { status: r.status, body: r.body as { data?: unknown; error?: { name: string } } };
};

test('popular, search and article answer without signing in', async () => {
  const popular = await kb({ method: 'popular', pageSize: HELP_PAGE_SIZE, context: 'policy/classifications' });
  expect(popular.status).toBe(200);
  const list = popular.body.data as { articles: { id: string; publicUrl: string }[]; total: number };
  expect(list.articles[0].id).toBe('classification-rules');
  expect(list.articles.length).toBeLessThanOrEqual(HELP_PAGE_SIZE);
  expect(list.total).toBeGreaterThanOrEqual(11);

  const found = (await kb({ method: 'search', pageSize: 20, search: 'activation code' })).body.data as { articles: { id: string }[] };
  expect(found.articles[0].id).toBe('install-collector');

  const article = (await kb({ method: 'article', articleId: 'search-language' })).body.data as { name: string; text: string; publicUrl: string };
  expect(article).toMatchObject({ name: 'The search language', publicUrl: '/help/search-language' });
  expect(article.text).toContain('WHICH CONTAIN');
});

test('bad input gets named errors', async () => {
  const bad = async (payload: Record<string, unknown>) => {
    const r = await kb(payload);
    return { status: r.status, name: r.body.error?.name };
  };
  expect(await bad({})).toEqual({ status: 400, name: 'ValidationError' });
  expect(await bad({ method: 'all' })).toEqual({ status: 400, name: 'ValidationError' });
  expect(await bad({ method: 'search' })).toEqual({ status: 400, name: 'ValidationError' });
  expect(await bad({ method: 'popular', pageSize: 0 })).toEqual({ status: 400, name: 'ValidationError' });
  expect(await bad({ method: 'article', articleId: 'nope' })).toEqual({ status: 404, name: 'ArticleNotFound' });
});
