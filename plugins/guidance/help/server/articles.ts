/**
 * The articles shipped with the product: markdown files in this plugin's articles folder, each opening with a
 * front matter block (id, title, contexts, popular, tags). Read once; searched in memory (there are a few dozen).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { articleUrl, type HelpArticle, type HelpArticleSummary } from '../api';

export interface StoredArticle extends HelpArticle {
  popular: number;
  tags: string[];
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses one article file; an article without id or title is refused with the file's name. */
export function parseArticle(file: string, source: string): StoredArticle {
  const m = FRONT.exec(source);
  if (!m) throw new Error(`${file}: the article has no front matter`);
  const fields = new Map<string, string>();
  for (const line of m[1].split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) fields.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  const id = fields.get('id');
  const name = fields.get('title');
  if (!id || !name) throw new Error(`${file}: the article needs an id and a title`);
  const list = (k: string) =>
    (fields.get(k) ?? '')
      .split(',')
      .map(s => s.trim())
      .filter(Boolean);
  const text = source.slice(m[0].length).trim();
  return {
    id,
    name,
    text,
    preview: previewOf(text),
    publicUrl: articleUrl(id),
    contexts: list('contexts'),
    popular: Number(fields.get('popular') ?? 999),
    tags: list('tags'),
  };
}

/** The first paragraph as plain text, at most 200 characters. */
export function previewOf(markdown: string): string {
  const para = markdown.split(/\n\s*\n/).find(p => !/^\s*(#|```|\||- |\d+\. )/.test(p)) ?? '';
  const plain = plainText(para);
  return plain.length > 200 ? `${plain.slice(0, 197).replace(/\s+\S*$/, '')}…` : plain;
}

export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The articles folder beside this plugin's server code, also when the server runs from a bundle elsewhere. */
export function articlesFolder(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'articles'), join(dir, 'plugins', 'guidance', 'help', 'articles')])
      if (existsSync(join(candidate, 'sign-in.md'))) return candidate;
    if (dirname(dir) === dir) throw new Error('The help articles folder was not found.');
  }
}

export function loadArticles(folder: string = articlesFolder()): StoredArticle[] {
  const out = readdirSync(folder)
    .filter(f => f.endsWith('.md'))
    .sort()
    .map(f => parseArticle(f, readFileSync(join(folder, f), 'utf8')));
  const ids = new Set<string>();
  for (const a of out) {
    if (ids.has(a.id)) throw new Error(`Two help articles have the id ${a.id}`);
    ids.add(a.id);
  }
  return out;
}

export const summary = ({ id, name, preview, publicUrl, contexts }: StoredArticle): HelpArticleSummary => ({ id, name, preview, publicUrl, contexts });

/** Popular order; with a context, the articles of that page (then of its section) first. */
export function popular(articles: readonly StoredArticle[], context?: string): StoredArticle[] {
  const section = context?.split('/')[0];
  const rank = (a: StoredArticle) => (context && a.contexts.includes(context) ? 0 : section && a.contexts.includes(section) ? 1 : 2);
  return [...articles].sort((a, b) => rank(a) - rank(b) || a.popular - b.popular || a.name.localeCompare(b.name));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9@]+/)
    .filter(w => w.length > 1);

/**
 * Articles for a search: every word of the query must occur (as a word prefix) in the title, tags or text; the
 * title weighs most, then tags, then the number of times in the text. The preview is the passage around the first
 * match in the text when the title does not hold it.
 */
export function search(articles: readonly StoredArticle[], query: string): HelpArticleSummary[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored: { a: StoredArticle; score: number; passage?: string }[] = [];
  for (const a of articles) {
    const title = words(a.name);
    const tags = words(a.tags.join(' '));
    const plain = plainText(a.text);
    const body = words(plain);
    let score = 0;
    let all = true;
    for (const t of terms) {
      const inTitle = title.some(w => w.startsWith(t)) ? 10 : 0;
      const inTags = tags.some(w => w.startsWith(t)) ? 5 : 0;
      const inBody = body.filter(w => w.startsWith(t)).length;
      if (!inTitle && !inTags && !inBody) {
        all = false;
        break;
      }
      score += inTitle + inTags + Math.min(inBody, 10);
    }
    if (!all) continue;
    scored.push({ a, score, passage: passageOf(plain, terms[0]) });
  }
  return scored.sort((x, y) => y.score - x.score || x.a.popular - y.a.popular).map(({ a, passage }) => ({ ...summary(a), preview: passage ?? a.preview }));
}

function passageOf(plain: string, term: string): string | undefined {
  const at = plain.toLowerCase().search(new RegExp(`(^|[^a-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  if (at < 0) return undefined;
  const from = Math.max(0, plain.lastIndexOf(' ', Math.max(0, at - 60)));
  const text = plain.slice(from, from + 200).trim();
  return `${from > 0 ? '…' : ''}${text}${from + 200 < plain.length ? '…' : ''}`;
}
