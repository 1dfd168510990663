/**
 * Search hits of one page of results (spec 001 §3 searchHits, classificationObjects):
 * - content conditions: a snippet of the matched text with a few words around each match (FTS5 snippet()),
 *   split into parts so the console can highlight the hits without parsing markup;
 * - classification conditions: the entry's classifications that the condition names (all when it names none),
 *   with confidence, hit count and a few masked sample hits.
 * Computed per page, never for the whole result. On PostgreSQL (pageHitsPostgres) the snippet is ts_headline's
 * over the same terms (content.ts toTsQuery).
 */
import type { ContentExpr, Expr, Statement } from '@fathom/sdk/api/search/ast';
import type { ClassificationObject, SearchHit, SnippetPart } from '@fathom/sdk/api/search-wire';
import { sql } from 'kysely';
import type { Store } from '../store/db';
import { PG_CONTENT_CONFIG } from './dialect';
import { toTsQuery } from './content';

/** Words of context on each side of a hit (FTS5 counts tokens of the whole snippet). */
export const SNIPPET_TOKENS = 16;
const OPEN = '\u0002',
  CLOSE = '\u0003';

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;
const term = (w: string) => (w.endsWith('*') && w.length > 1 ? `${ftsString(w.slice(0, -1))}*` : ftsString(w));

/** Every term a positive part of the content condition looks for, as one FTS5 OR query (null when none). */
export function highlightQuery(content: ContentExpr | undefined): string | null {
  const terms: string[] = [];
  const walk = (c: ContentExpr) => {
    switch (c.type) {
      case 'word':
        terms.push(term(c.value));
        break;
      case 'phrase':
        terms.push(ftsString(c.value));
        break;
      case 'near':
      case 'any':
      case 'all':
        terms.push(...c.words.map(term));
        break;
      case 'and':
      case 'or':
        c.operands.forEach(walk);
        break;
      default:
        break; // not, none: nothing to highlight
    }
  };
  if (content) walk(content);
  const unique = [...new Set(terms.filter(t => t !== '""'))];
  return unique.length ? unique.join(' OR ') : null;
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const re = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g');
  let last = 0;
  for (let m; (m = re.exec(snippet));) {
    if (m.index > last) parts.push({ text: snippet.slice(last, m.index), hit: false });
    parts.push({ text: m[1], hit: true });
    last = m.index + m[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), hit: false });
  return parts;
}

/** Classification names a WHERE condition compares with (=, IN, LIKE patterns are left to 'all'). */
export function namedClassifications(where: Expr | undefined): { mentioned: boolean; names: Set<string> } {
  const names = new Set<string>();
  let mentioned = false;
  const isCls = (e: Expr) => e.type === 'column' && e.name === 'classification';
  const walk = (e: Expr | undefined): void => {
    if (!e) return;
    if (e.type === 'column' && ['classification', 'confidence', 'hitCount', 'ruleId'].includes(e.name)) mentioned = true;
    if (e.type === 'compare' && e.op === '=' && isCls(e.left) && e.right.type === 'literal' && typeof e.right.value === 'string') names.add(e.right.value);
    if (e.type === 'in' && !e.negated && isCls(e.operand))
      for (const v of e.values) if (v.type === 'literal' && typeof v.value === 'string') names.add(v.value);
    for (const v of Object.values(e)) {
      if (Array.isArray(v))
        v.forEach(x => {
          if (x && typeof x === 'object' && 'type' in x) walk(x as Expr);
        });
      else if (v && typeof v === 'object' && 'type' in v) walk(v as Expr);
    }
  };
  walk(where);
  return { mentioned, names };
}

export interface PageHits {
  hits: Map<number, SearchHit[]>;
  classifications: Map<number, ClassificationObject[]>;
}

function chunks<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

interface ClassificationRow {
  id: number;
  classification: string;
  confidence: number;
  hitCount: number;
  rules: string;
}

/** The classifications of a page's entries, and the hits of those the condition names. */
function addClassifications(
  out: PageHits,
  cls: ReturnType<typeof namedClassifications>,
  rows: ClassificationRow[],
  samples: { id: number; rule: string; text: string }[],
  add: (id: number, h: SearchHit) => void,
): void {
  for (const r of rows) {
    const list = out.classifications.get(r.id) ?? [];
    list.push({ classification: r.classification, confidence: r.confidence });
    out.classifications.set(r.id, list);
    if (!cls.mentioned || (cls.names.size > 0 && !cls.names.has(r.classification))) continue;
    const rules = new Set(r.rules.split(','));
    const texts = samples
      .filter(s => s.id === r.id && rules.has(s.rule))
      .slice(0, 3)
      .map(s => s.text);
    add(r.id, { kind: 'classification', classification: r.classification, confidence: r.confidence, hitCount: r.hitCount, ruleId: r.rules, samples: texts });
  }
}

/** Every term a positive part of the content condition looks for, as one OR condition (for a tsquery). */
function highlightContent(content: ContentExpr | undefined): ContentExpr | null {
  const terms: ContentExpr[] = [];
  const walk = (c: ContentExpr) => {
    if (c.type === 'word' || c.type === 'phrase') terms.push(c);
    else if (c.type === 'near' || c.type === 'any' || c.type === 'all') terms.push(...c.words.map(value => ({ type: 'word', value }) as ContentExpr));
    else if (c.type === 'and' || c.type === 'or') c.operands.forEach(walk);
  };
  if (content) walk(content);
  const kept = terms.filter(t => (t as { value: string }).value.trim() !== '');
  return kept.length === 0 ? null : kept.length === 1 ? kept[0] : { type: 'or', operands: kept };
}

export async function pageHitsPostgres(store: Store, statement: Statement, entryIds: number[]): Promise<PageHits> {
  const out: PageHits = { hits: new Map(), classifications: new Map() };
  if (entryIds.length === 0) return out;
  const add = (id: number, h: SearchHit) => {
    const l = out.hits.get(id);
    if (l) l.push(h);
    else out.hits.set(id, [h]);
  };
  const content = highlightContent(statement.content);
  const q = content ? toTsQuery(content) : null;
  const cls = namedClassifications(statement.where);
  const options = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=${SNIPPET_TOKENS * 2}, MinWords=${SNIPPET_TOKENS}, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`;
  for (const ids of chunks(entryIds, 500)) {
    if (q) {
      const rows = await sql<{ id: number; s: string }>`SELECT rowid AS id, ts_headline(${sql.lit(PG_CONTENT_CONFIG)}::regconfig, text, ${q}, ${options}) AS s
        FROM idx_content WHERE tsv @@ ${q} AND rowid = ANY(${ids}::bigint[])`.execute(store.db);
      for (const r of rows.rows) add(Number(r.id), { kind: 'content', parts: snippetParts(r.s) });
    }
    const rows = await sql<ClassificationRow>`SELECT entry_id AS id, classification, MAX(confidence) AS confidence, SUM(hit_count) AS "hitCount",
        string_agg(DISTINCT rule_id, ',' ORDER BY rule_id) AS rules
      FROM idx_classifications WHERE entry_id = ANY(${ids}::bigint[]) GROUP BY entry_id, classification ORDER BY entry_id, confidence DESC`.execute(store.db);
    const samples = cls.mentioned
      ? (
          await sql<{ id: number; rule: string; text: string }>`SELECT entry_id AS id, rule_id AS rule, text FROM idx_hits
            WHERE entry_id = ANY(${ids}::bigint[]) ORDER BY entry_id, start`.execute(store.db)
        ).rows
      : [];
    addClassifications(out, cls, rows.rows, samples, add);
  }
  return out;
}

export function pageHits(store: Store, statement: Statement, entryIds: number[]): PageHits {
  const hits = new Map<number, SearchHit[]>();
  const classifications = new Map<number, ClassificationObject[]>();
  if (entryIds.length === 0) return { hits, classifications };
  const add = (id: number, h: SearchHit) => {
    const l = hits.get(id);
    if (l) l.push(h);
    else hits.set(id, [h]);
  };
  const q = highlightQuery(statement.content);
  const cls = namedClassifications(statement.where);
  for (const ids of chunks(entryIds, 500)) {
    const marks = ids.map(() => '?').join(',');
    if (q) {
      const rows = store.sqlite
        .prepare(
          `SELECT rowid AS id, snippet(idx_content, 0, ?, ?, '…', ${SNIPPET_TOKENS}) AS s FROM idx_content WHERE idx_content MATCH ? AND rowid IN (${marks})`,
        )
        .all(OPEN, CLOSE, q, ...ids) as { id: number; s: string }[];
      for (const r of rows) add(r.id, { kind: 'content', parts: snippetParts(r.s) });
    }
    const rows = store.sqlite
      .prepare(
        `SELECT entry_id AS id, classification, MAX(confidence) AS confidence, SUM(hit_count) AS hitCount, group_concat(DISTINCT rule_id) AS rules
      FROM idx_classifications WHERE entry_id IN (${marks}) GROUP BY entry_id, classification ORDER BY entry_id, confidence DESC`,
      )
      .all(...ids) as ClassificationRow[];
    const samples = cls.mentioned
      ? (store.sqlite
          .prepare(`SELECT entry_id AS id, rule_id AS rule, text FROM idx_hits WHERE entry_id IN (${marks}) ORDER BY entry_id, start`)
          .all(...ids) as { id: number; rule: string; text: string }[])
      : [];
    addClassifications({ hits, classifications }, cls, rows, samples, add);
  }
  return { hits, classifications };
}
