/**
 * The help drawer (spec 000 §2): on the right, in three modes. Popular lists the articles, those of the page the
 * user is on first; typing searches (search mode); choosing one shows the article (article mode) with its stable
 * link. An article that cannot be read is cleared and the failure notified (spec 000 §8). Escape closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { NotificationService, useService } from '@fathom/sdk/web';
import type { HelpArticleSummary } from '../api';
import { Markdown } from './Markdown';
import { useArticle, useArticleSearch, usePopularArticles } from './useKnowledgeBase';

export type HelpMode = 'popular' | 'search' | 'article';
export const SEARCH_DELAY_MS = 250;

export interface HelpDrawerProps {
  /** The page the user is on: 'section/tab' or 'section'. */
  context?: string;
  /** Opens on this article. */
  articleId?: string;
  onClose(): void;
}

export function HelpDrawer({ context, articleId: initialArticle, onClose }: HelpDrawerProps) {
  const notifications = useService(NotificationService);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [articleId, setArticleId] = useState<string | null>(initialArticle ?? null);
  const input = useRef<HTMLInputElement>(null);
  const mode: HelpMode = articleId ? 'article' : search.trim() ? 'search' : 'popular';
  const popular = usePopularArticles(context);
  const found = useArticleSearch(search);
  const article = useArticle(articleId);

  useEffect(() => {
    const t = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (!article.error) return;
    notifications.error(`The help article could not be read: ${(article.error as Error).message}`);
    setArticleId(null);
  }, [article.error]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (articleId) setArticleId(null);
      else onClose();
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [articleId, onClose]);

  const list = mode === 'search' ? found : popular;
  const here = mode === 'popular' && context ? (popular.data?.articles ?? []).filter(a => matches(a, context)) : [];
  const rest = mode === 'popular' ? (popular.data?.articles ?? []).filter(a => !here.includes(a)) : (found.data?.articles ?? []);

  return (
    <aside className="fx-help-drawer" role="complementary" aria-label="Help" data-testid="help-drawer" data-mode={mode}>
      <header className="fx-help-drawer__head">
        {mode === 'article' ? (
          <button type="button" className="fx-icon-button" aria-label="Back to the list" onClick={() => setArticleId(null)} data-testid="help-back">
            <i className="pi pi-arrow-left" aria-hidden="true" />
          </button>
        ) : (
          <i className="pi pi-question-circle" aria-hidden="true" style={{ fontSize: '1.1rem', margin: '0 0.35rem' }} />
        )}
        <h2>Help</h2>
        <button type="button" className="fx-icon-button" aria-label="Close help" onClick={onClose} data-testid="help-close">
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      {mode !== 'article' && (
        <div className="fx-help-drawer__search">
          <i className="pi pi-search" aria-hidden="true" />
          <input
            ref={input}
            type="search"
            placeholder="Search help"
            aria-label="Search help"
            value={typed}
            onChange={e => setTyped(e.target.value)}
            data-testid="help-search"
          />
        </div>
      )}
      <div className="fx-help-drawer__body">
        {mode === 'article' ? (
          article.isLoading ? (
            <p role="progressbar" aria-label="Loading the article">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading…
            </p>
          ) : article.data ? (
            <article data-testid="help-article" aria-labelledby="help-article-title">
              <h3 id="help-article-title" className="fx-help-drawer__title">
                {article.data.name}
              </h3>
              <Markdown text={article.data.text} />
              <p className="fx-help-drawer__link">
                <a href={article.data.publicUrl} target="_blank" rel="noreferrer" data-testid="help-article-link">
                  <i className="pi pi-external-link" aria-hidden="true" /> Open in a new tab
                </a>
              </p>
            </article>
          ) : null
        ) : (
          <>
            {list.isFetching && !list.data && (
              <p role="progressbar" aria-label="Loading help">
                <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading…
              </p>
            )}
            {list.error && (
              <p role="alert" data-testid="help-error">
                Help is not available right now: {(list.error as Error).message}
              </p>
            )}
            {here.length > 0 && <ArticleList title="For this page" testId="help-context" articles={here} onOpen={setArticleId} />}
            {mode === 'search' && list.data && rest.length === 0 && (
              <p data-testid="help-no-results">No article matches “{search}”. Try other words, such as a feature's name.</p>
            )}
            {rest.length > 0 && (
              <ArticleList
                title={mode === 'search' ? `${list.data?.total ?? rest.length} article${(list.data?.total ?? 0) === 1 ? '' : 's'} found` : 'Popular articles'}
                testId={mode === 'search' ? 'help-results' : 'help-popular'}
                articles={rest}
                onOpen={setArticleId}
              />
            )}
          </>
        )}
      </div>
    </aside>
  );
}

export function matches(a: Pick<HelpArticleSummary, 'contexts'>, context: string): boolean {
  return a.contexts.includes(context) || a.contexts.includes(context.split('/')[0]);
}

function ArticleList({ title, testId, articles, onOpen }: { title: string; testId: string; articles: HelpArticleSummary[]; onOpen(id: string): void }) {
  return (
    <section data-testid={testId} aria-label={title}>
      <h3 className="fx-help-drawer__group">{title}</h3>
      <ul className="fx-help-drawer__list">
        {articles.map(a => (
          <li key={a.id}>
            <button type="button" onClick={() => onOpen(a.id)} data-testid={`help-item-${a.id}`}>
              <strong>{a.name}</strong>
              <span>{a.preview}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
