/** Reads of GET /knowledgebase: the popular list (the page's articles first), a search, one article. */
import { useQuery } from '@tanstack/react-query';
import { ApiClient, useService } from '@fathom/sdk/web';
import { HELP_PAGE_SIZE, KNOWLEDGE_BASE_PATH, type HelpArticle, type KnowledgeBaseList } from '../api';

export function usePopularArticles(context: string | undefined, enabled = true) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: ['knowledgebase', 'popular', context ?? ''],
    queryFn: ({ signal }) =>
      api.get<KnowledgeBaseList>(
        KNOWLEDGE_BASE_PATH,
        { method: 'popular', pageSize: HELP_PAGE_SIZE, ...(context ? { context } : {}) },
        { signal, suppressError: true },
      ),
    enabled,
    staleTime: Infinity,
  });
}

export function useArticleSearch(search: string) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: ['knowledgebase', 'search', search],
    queryFn: ({ signal }) =>
      api.get<KnowledgeBaseList>(KNOWLEDGE_BASE_PATH, { method: 'search', pageSize: HELP_PAGE_SIZE, search }, { signal, suppressError: true }),
    enabled: search.trim() !== '',
    staleTime: 60_000,
  });
}

export function useArticle(articleId: string | null) {
  const api = useService(ApiClient);
  return useQuery({
    queryKey: ['knowledgebase', 'article', articleId],
    queryFn: ({ signal }) => api.get<HelpArticle>(KNOWLEDGE_BASE_PATH, { method: 'article', articleId }, { signal, suppressError: true }),
    enabled: !!articleId,
    retry: false,
    staleTime: Infinity,
  });
}
