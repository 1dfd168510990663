/** /help/:articleId: an article's stable link, readable without signing in. */
import { useParams } from 'react-router-dom';
import { ConsoleEnvironment, useService } from '@fathom/sdk/web';
import { Markdown } from './Markdown';
import { useArticle } from './useKnowledgeBase';
import './help.css';

export default function HelpPage() {
  const { articleId = '' } = useParams();
  const { brand } = useService(ConsoleEnvironment);
  const article = useArticle(articleId);
  return (
    <div className="fx-help-page" data-testid="help-page">
      <header className="fx-help-page__head">
        <a href="/">
          <img src={brand.logo} alt="" /> {brand.name}
        </a>
        <span>Help</span>
      </header>
      <main className="fx-help-page__body">
        {article.isLoading && (
          <p role="progressbar" aria-label="Loading the article">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading…
          </p>
        )}
        {article.error && <p role="alert">This help article could not be read: {(article.error as Error).message}</p>}
        {article.data && (
          <article>
            <h1>{article.data.name}</h1>
            <Markdown text={article.data.text} />
          </article>
        )}
      </main>
    </div>
  );
}
