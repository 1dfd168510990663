/**
 * The knowledge base (spec 000 §7): GET /knowledgebase with method popular (pageSize 20), search (pageSize, search)
 * or article (articleId). Shared by the help drawer and the server route.
 */
import * as yup from 'yup';

export const KNOWLEDGE_BASE_PATH = '/knowledgebase';
/** Spec 000 §9: help page size 20. */
export const HELP_PAGE_SIZE = 20;
export const HELP_SEARCH_MAX = 200;
export const HELP_ERRORS = { articleNotFound: 'ArticleNotFound' } as const;

/** A help article (spec 000 §3): id, name, preview, text (markdown), publicUrl (its stable link). */
export interface HelpArticle {
  id: string;
  name: string;
  preview: string;
  text: string;
  publicUrl: string;
  /** The pages it explains: 'section' or 'section/tab'. */
  contexts: string[];
}
export type HelpArticleSummary = Omit<HelpArticle, 'text'>;
export interface KnowledgeBaseList {
  articles: HelpArticleSummary[];
  total: number;
}

/** The stable link of an article: a page of the console readable without signing in. */
export const articleUrl = (id: string) => `/help/${encodeURIComponent(id)}`;

export const knowledgeBaseSchema = yup.object({
  method: yup
    .string()
    .strict()
    .typeError('method must be popular, search or article.')
    .oneOf(['popular', 'search', 'article'], 'method must be popular, search or article.')
    .required('method must be popular, search or article.'),
  pageSize: yup
    .number()
    .typeError('pageSize must be a whole number from 1 to 100.')
    .integer('pageSize must be a whole number from 1 to 100.')
    .min(1, 'pageSize must be a whole number from 1 to 100.')
    .max(100, 'pageSize must be a whole number from 1 to 100.')
    .optional(),
  search: yup
    .string()
    .max(HELP_SEARCH_MAX, `search must be at most ${HELP_SEARCH_MAX} characters.`)
    .when('method', { is: 'search', then: s => s.required('search is required with method search.') }),
  articleId: yup.string().when('method', { is: 'article', then: s => s.required('articleId is required with method article.') }),
  /** popular only: the page the user is on ('policy/classifications'); its articles come first. */
  context: yup.string().max(100).optional(),
});
export type KnowledgeBaseRequest = yup.InferType<typeof knowledgeBaseSchema>;
