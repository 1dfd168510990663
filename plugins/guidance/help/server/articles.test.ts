import { articlesFolder, loadArticles, parseArticle, popular, search } from './articles';
import { knowledgeBase } from './index';

const articles = loadArticles(articlesFolder());

test('every shipped article has an id, a title, a preview, a stable link and the pages it explains', () => {
  expect(articles.length).toBeGreaterThanOrEqual(11);
  for (const a of articles) {
    expect(a.id).toMatch(/^[a-z0-9-]+$/);
    expect(a.publicUrl).toBe(`/help/${a.id}`);
    expect(a.preview.length).toBeGreaterThan(20);
    expect(a.contexts.length).toBeGreaterThan(0);
  }
  expect(articles.map(a => a.id)).toEqual(
    expect.arrayContaining([
      'sign-in',
      'tree-and-nodes',
      'sources-and-policies',
      'classification-rules',
      'search-language',
      'dashboards-and-widgets',
      'reports',
      'data-actions',
      'administration',
      'install-collector',
      'running-at-scale',
    ]),
  );
});

test('the search language article names every operator of the language', () => {
  const text = articles.find(a => a.id === 'search-language')!.text;
  for (const op of [
    'LIKE',
    'NOT LIKE',
    'STARTS WITH',
    'ENDS WITH',
    'CONTAINS',
    'BETWEEN',
    'IN (',
    'IS NULL',
    'ON',
    'BEFORE',
    'AFTER',
    'PHRASE(',
    'NEAR(',
    'ANY(',
    'ALL(',
    'NONE(',
    'WHICH CONTAIN',
    'GROUP BY',
    'HAVING',
    'ORDER BY',
    'LIMIT',
    'OFFSET',
    'SET @',
    '!=',
    '<=',
    '>=',
  ])
    expect(text).toContain(op);
});

test('an article without front matter or id is refused with its file name', () => {
  expect(() => parseArticle('x.md', 'no front matter')).toThrow('x.md: the article has no front matter');
  expect(() => parseArticle('y.md', '---\ntitle: Y\n---\ntext')).toThrow('y.md: the article needs an id and a title');
});

test("popular puts the page's articles first, then its section's", () => {
  const ids = popular(articles, 'policy/classifications').map(a => a.id);
  expect(ids[0]).toBe('classification-rules');
  expect(ids.indexOf('sources-and-policies')).toBeLessThan(ids.indexOf('sign-in'));
});

test('search needs every word, ranks titles first and previews the passage that matched', () => {
  const found = search(articles, 'regular expression');
  expect(found[0].id).toBe('classification-rules');
  expect(found[0].preview.toLowerCase()).toContain('regular');
  expect(search(articles, 'near phrase').map(a => a.id)).toEqual(['search-language']);
  expect(search(articles, 'zzzzqqq')).toEqual([]);
  expect(search(articles, '  ')).toEqual([]);
});

test('the route: page size, article and a named error for an unknown article', async () => {
  const first = (await knowledgeBase({ method: 'popular', pageSize: 3 })) as { articles: unknown[]; total: number };
  expect(first.articles).toHaveLength(3);
  expect(first.total).toBe(articles.length);
  const a = (await knowledgeBase({ method: 'article', articleId: 'sign-in' })) as Record<string, unknown>;
  expect(a).toMatchObject({ id: 'sign-in', name: 'Signing in', publicUrl: '/help/sign-in' });
  expect(a.text).toContain('5 failed attempts');
  expect(a).not.toHaveProperty('tags');
  await expect(knowledgeBase({ method: 'article', articleId: 'nope' })).rejects.toMatchObject({ errorName: 'ArticleNotFound' });
});
