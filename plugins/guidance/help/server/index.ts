/**
 * The knowledge base behind the help drawer: GET /knowledgebase (spec 000 §7) over the articles shipped in this
 * plugin's folder. Public: the articles document the product (signing in included) and hold nothing of a platform.
 */
import { ApiError } from '@fathom/sdk/api';
import { defineServerPlugin, Routes } from '@fathom/sdk/server';
import { HELP_ERRORS, HELP_PAGE_SIZE, KNOWLEDGE_BASE_PATH, knowledgeBaseSchema, type KnowledgeBaseRequest } from '../api';
import { loadArticles, popular, search, summary, type StoredArticle } from './articles';

let articles: StoredArticle[] | undefined;
const all = () => (articles ??= loadArticles());

export async function knowledgeBase(payload: KnowledgeBaseRequest) {
  const size = payload.pageSize ?? HELP_PAGE_SIZE;
  if (payload.method === 'article') {
    const found = all().find(a => a.id === payload.articleId);
    if (!found) throw new ApiError(HELP_ERRORS.articleNotFound, `There is no help article ${payload.articleId}.`, 404);
    const { popular: _order, tags: _tags, ...article } = found;
    return article;
  }
  const list = payload.method === 'search' ? search(all(), payload.search!) : popular(all(), payload.context).map(summary);
  return { articles: list.slice(0, size), total: list.length };
}

export default defineServerPlugin({
  id: 'help',
  register(r) {
    r.contribute(Routes, {
      id: 'knowledgebase',
      routes: [{ method: 'GET', path: KNOWLEDGE_BASE_PATH, public: true, schema: knowledgeBaseSchema, handler: knowledgeBase }],
    });
  },
});
