/**
 * Search sessions (spec 001 §3–4 Search): a search starts, runs in a thread of the warm search pool (search-pool.ts) while the
 * console polls pages of it, can be cancelled, and is dropped after SEARCH_LIMITS.expiryMs without a call
 * ('Search expired'). At most SEARCH_LIMITS.maxResults rows are held; past that the total is counted and a
 * message asks to narrow the query. Each page is read by SQL in a search thread, ordered by any result column
 * (default parentPath asc) and paged with LIMIT/OFFSET (session-page.ts); the first page and the count come with the
 * search itself. With a SharedSessions (FATHOM_REDIS_URL) a session is known to every server process: any of them
 * pages, exports or cancels it (session-share.ts).
 *
 *   const sessions = new SearchSessions({ store, tree, dbFile });
 *   const first = await sessions.start(viewer, { query, objectId });   // { searchId, isComplete, ... }
 *   const page = await sessions.page(viewer, { searchId, objectOffset, objectLimit, orderBy });
 *   await sessions.cancel(viewer, searchId);  sessions.closeAll();
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Expr, Statement } from '@fathom/sdk/api/search/ast';
import { findFunction } from '@fathom/sdk/api/search/columns';
import { printStatement } from '@fathom/sdk/api/search/printer';
import {
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type MessageObject,
  type OrderField,
  type SearchColumnInfo,
  type SearchObject,
  type SearchResult,
} from '@fathom/sdk/api/search-wire';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import { invalid } from '../http/payload';
import type { Store } from '../store/db';
import type { Viewer } from '../tree/access';
import type { TreeService } from '../tree/service';
import { prepareSearch, type SearchQuery } from './compile';
import { PostgresSearchPool, SearchPool, type SearchRowsSource } from './search-pool';
import type { CompiledSql } from './session-cursor';
import { countSql, pageSql, type PageOrder } from './session-page';
import { pageHits, pageHitsPostgres, type PageHits } from './session-hits';
import { statementOf } from './session-query';
import { checkStoreReach, scopeForViewer } from './session-scope';
import type { SessionRecord, SharedSessions } from './session-share';

export const ENTRY_KEY = '__entry';
export const CLASS_KEY = '__class';
/** Live searches one user may hold; a new one beyond it ends the least recently used. */
export const MAX_SEARCHES_PER_USER = 10;

export function searchExpired(): ApiError {
  return new ApiError(ERROR_NAMES.searchExpired, SEARCH_MESSAGES.expired);
}

/** A compiled statement plus hidden entry id and class columns (not for GROUP BY statements). */
export async function compileForRows(store: Store, tree: TreeService, viewer: Viewer, statement: Statement, maxRows?: number) {
  await checkStoreReach(tree, viewer, statement.store);
  const scope = await scopeForViewer(store, viewer);
  const compiled = await prepareSearch(store.db, statement, { scope, homeId: viewer.homeId, maxRows });
  // Rows of a grouped or DISTINCT statement are not entries: no hidden entry id (it would also undo DISTINCT).
  const grouped = compiled.statement.groupBy.length > 0 || !!compiled.statement.distinct || hasAggregate(compiled.statement);
  let query: SearchQuery = compiled.query;
  if (!grouped) query = query.select(sql`e.entry_id`.as(ENTRY_KEY)).select(sql`e.class_id`.as(CLASS_KEY));
  return { query, columns: compiled.columns as SearchColumnInfo[], grouped, scope };
}

/** Does a selected value aggregate rows (COUNT, SUM, …)? Then rows are not entries. */
function hasAggregate(s: Statement): boolean {
  const aggregates = (e: Expr): boolean => {
    if (e.type === 'call' && findFunction(e.name)?.kind === 'aggregate') return true;
    return Object.values(e).some(v =>
      Array.isArray(v)
        ? v.some(x => x && typeof x === 'object' && 'type' in x && aggregates(x as Expr))
        : !!v && typeof v === 'object' && 'type' in v && aggregates(v as Expr),
    );
  };
  return s.columns.some(c => c.type === 'expr' && aggregates(c.expr));
}

/** How long a page asked while its search runs waits for the search to complete before answering without rows. */
export const PAGE_WAIT_MS = 500;

/**
 * How long starting a search waits for it to complete: within it, the start answers the first page (in the default
 * order); past it, the search id at once, so the client can show progress and cancel.
 */
export const START_WAIT_MS = 100;

export const SEARCH_RUNNER_GONE = 'the server process that ran it stopped; run the search again.';

/** How often a process asks for the outcome of a search another process runs, while a page waits for it. */
const SHARED_POLL_MS = 50;

/** Pages of one order kept per session (the console polls the same page until a search completes). */
const PAGES_KEPT = 8;

export interface HeldPage {
  key: string;
  offset: number;
  rows: unknown[][];
  /** The page reached the last row. */
  end: boolean;
}

export class SearchSession {
  /** Column names of the rows (visible columns, then the hidden entry id and class). */
  names: string[] = [];
  /** Rows the session holds: the statement's rows up to SEARCH_LIMITS.maxResults, paged in SQL. */
  rowCount = 0;
  isComplete = false;
  failure: Error | null = null;
  totalCount: number | undefined;
  completeTime: number | null = null;
  lastUsed = Date.now();
  readonly messages: MessageObject[] = [];
  /** Aborts the search's task while it runs (cancel, expiry, the per-user limit). */
  running: AbortController | null = null;
  /** Pages read lately, most recent last. */
  readonly pages: HeldPage[] = [];
  /** Settles when the search completes (or fails, or is cancelled). */
  done: Promise<void> = Promise.resolve();

  constructor(
    readonly ownerId: string,
    readonly statement: Statement,
    readonly columns: SearchColumnInfo[],
    readonly grouped: boolean,
    readonly agentsSelected: number,
    /** The statement's SQL with the hidden columns, capped at SEARCH_LIMITS.maxResults rows. */
    readonly query: CompiledSql,
    readonly startTime = Date.now(),
    readonly searchId = randomBytes(12).toString('hex'),
  ) {}

  /** A session another process started, from its shared definition. */
  static of(r: SessionRecord): SearchSession {
    const s = new SearchSession(r.ownerId, r.statement, r.columns, r.grouped, r.agentsSelected, r.query, r.startTime, r.searchId);
    s.update(r);
    return s;
  }

  /** Takes the outcome of a shared definition (the search completed on the process that runs it). */
  update(r: SessionRecord): void {
    this.names = r.names;
    this.rowCount = r.rowCount;
    this.isComplete = r.isComplete;
    this.totalCount = r.totalCount;
    this.completeTime = r.completeTime;
    this.messages.splice(0, this.messages.length, ...r.messages);
    this.failure = r.failure === null ? null : new Error(r.failure);
  }

  /** The definition other processes answer its pages from. */
  record(runner: string): SessionRecord {
    return {
      searchId: this.searchId,
      ownerId: this.ownerId,
      statement: this.statement,
      columns: this.columns,
      grouped: this.grouped,
      agentsSelected: this.agentsSelected,
      query: { sql: this.query.sql, parameters: [...this.query.parameters] },
      startTime: this.startTime,
      isComplete: this.isComplete,
      names: this.names,
      rowCount: this.rowCount,
      totalCount: this.totalCount,
      completeTime: this.completeTime,
      messages: this.messages,
      failure: this.failure ? this.failure.message : null,
      runner,
    };
  }

  index(name: string): number {
    return this.names.indexOf(name);
  }

  /** The page order of a result column (its wire type decides how it sorts), or null for the statement's order. */
  pageOrder(order: OrderField | null): PageOrder | null {
    if (!order) return null;
    const type = this.columns.find(c => c.name === order.field)?.type ?? 'STRING';
    return { field: order.field, direction: order.direction, type };
  }

  /** Columns that order tied rows: the entry id, or for grouped rows every result column. */
  get tieBreak(): string[] {
    return this.grouped ? this.columns.map(c => c.name) : [ENTRY_KEY];
  }

  /** Rows of a held page covering [offset, offset + limit), if any. */
  heldRows(key: string, offset: number, limit: number): unknown[][] | null {
    for (let i = this.pages.length - 1; i >= 0; i--) {
      const p = this.pages[i];
      if (p.key !== key || offset < p.offset) continue;
      if (offset + limit <= p.offset + p.rows.length || p.end) return p.rows.slice(offset - p.offset, offset - p.offset + limit);
    }
    return null;
  }

  hold(page: HeldPage): void {
    this.pages.push(page);
    if (this.pages.length > PAGES_KEPT) this.pages.shift();
  }

  status(): Omit<SearchResult, 'objects'> {
    const end = this.completeTime ?? Date.now();
    return {
      searchId: this.searchId,
      isComplete: this.isComplete,
      objectCount: this.rowCount,
      totalCount: this.totalCount ?? (this.isComplete ? this.rowCount : undefined),
      columns: this.columns,
      messages: this.messages,
      tasksStarted: 1,
      tasksCompleted: this.isComplete ? 1 : 0,
      agentsSelected: this.agentsSelected,
      startTime: this.startTime,
      completeTime: this.completeTime,
      elapsedTime: end - this.startTime,
      statement: printStatement(this.statement, { form: 'display' }),
    };
  }

  close(): void {
    this.running?.abort();
    this.running = null;
  }
}

/** Settles when `p` does or after `ms`, whichever comes first. */
async function waitFor(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p, new Promise(resolve => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const orderKey = (order: OrderField | null) => (order ? `${order.field}:${order.direction}` : '');

export interface SessionDeps {
  store: Store;
  tree: TreeService;
  /** The SQLite file searches read (unused on PostgreSQL: store.databaseUrl). */
  dbFile: string;
  expiryMs?: number;
  /** Where sessions are shared with the other server processes (FATHOM_REDIS_URL); none: this process alone. */
  shared?: SharedSessions;
}

export class SearchSessions {
  private readonly sessions = new Map<string, SearchSession>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly expiryMs: number;
  private readonly pool: SearchRowsSource;
  private readonly postgres: boolean;

  constructor(private readonly deps: SessionDeps) {
    this.expiryMs = deps.expiryMs ?? SEARCH_LIMITS.expiryMs;
    this.postgres = deps.store.dialect === 'postgres';
    this.pool = deps.store.databaseUrl ? new PostgresSearchPool(deps.store.databaseUrl) : new SearchPool(deps.dbFile);
    this.pool.warm();
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.expiryMs)).unref();
  }

  async start(viewer: Viewer, request: { query: unknown; objectId?: string }): Promise<SearchResult> {
    const statement = statementOf(request.query, { objectId: request.objectId ? this.deps.tree.resolveId(viewer, request.objectId) : undefined });
    const { query, columns, grouped, scope } = await compileForRows(this.deps.store, this.deps.tree, viewer, statement, SEARCH_LIMITS.maxResults);
    const agents = await this.agentsSelected(scope, statement);
    const session = new SearchSession(viewer.userObjectId, statement, columns, grouped, agents, query.compile());
    const { shared } = this.deps;
    if (shared) {
      // Every process's sessions of the user count together; those ended are gone for every process.
      await shared.save(session.record(shared.processId));
      for (const id of await shared.trim(viewer.userObjectId, MAX_SEARCHES_PER_USER)) {
        const ended = this.sessions.get(id);
        if (ended) this.drop(ended);
      }
    } else this.limitPerUser(viewer.userObjectId);
    this.sessions.set(session.searchId, session);
    session.running = new AbortController();
    session.done = this.run(session, viewer, session.running.signal).catch(err => console.error('search failed:', err));
    // A quick search answers its first page (default order) here, saving the client the request for it.
    await waitFor(session.done, START_WAIT_MS);
    if (!session.isComplete || session.failure) return { ...session.status(), objects: [] };
    return this.answerPage(session, this.resolveOrder(session, null), { offset: 0, limit: SEARCH_LIMITS.pageSize });
  }

  /**
   * Collector nodes the search reads: those in the store's tree below, or all reachable ones. Counted by stepping from
   * one node id to the next through the index on node_id (a few seeks per collector), not by COUNT(DISTINCT) over
   * every entry, which at a million files cost more than most searches.
   */
  private async agentsSelected(scope: Awaited<ReturnType<typeof scopeForViewer>>, statement: Statement): Promise<number> {
    void statement;
    const all = 'all' in scope && scope.all;
    if (!all && !scope.nodeIds?.length) return 0;
    const within = all ? sql`` : sql` AND node_id IN (${sql.join(scope.nodeIds!)})`;
    const row = await sql<{ n: number | string }>`WITH RECURSIVE nodes(id) AS (
        SELECT MIN(node_id) FROM idx_entries WHERE 1 = 1${within}
        UNION ALL
        SELECT (SELECT MIN(node_id) FROM idx_entries WHERE node_id > nodes.id${within}) FROM nodes WHERE nodes.id IS NOT NULL
      ) SELECT COUNT(id) AS n FROM nodes`.execute(this.deps.store.db);
    return Number(row.rows[0]?.n ?? 0);
  }

  /**
   * Runs the search: the count of its rows and its first page in the default order (one task of a search thread).
   * Past SEARCH_LIMITS.maxResults rows the whole statement is counted as well.
   */
  private async run(session: SearchSession, viewer: Viewer, signal: AbortSignal): Promise<void> {
    try {
      const order = this.resolveOrder(session, null);
      const limit = SEARCH_LIMITS.pageSize;
      const first = await this.pool.rows(
        pageSql(session.query, { order: session.pageOrder(order), offset: 0, limit, tieBreak: session.tieBreak, postgres: this.postgres }),
        signal,
        countSql(session.query),
      );
      session.names = first.names;
      session.rowCount = first.count ?? first.rows.length;
      session.hold({ key: orderKey(order), offset: 0, rows: first.rows, end: first.rows.length < limit });
      if (session.rowCount >= SEARCH_LIMITS.maxResults) {
        const all = (await compileForRows(this.deps.store, this.deps.tree, viewer, session.statement)).query.compile();
        const counted = await this.pool.rows(countSql(all), signal);
        session.totalCount = Number(counted.rows[0]?.[0] ?? session.rowCount);
        if (session.totalCount > session.rowCount) session.messages.push({ messageTime: Date.now(), message: SEARCH_MESSAGES.tooManyResults });
      }
    } catch (e) {
      if (!this.sessions.has(session.searchId)) return; // cancelled
      session.failure = e as Error;
      session.messages.push({ messageTime: Date.now(), message: `The search failed: ${(e as Error).message}` });
    }
    session.running = null;
    session.isComplete = true;
    session.completeTime = Date.now();
    if (this.deps.shared && this.sessions.has(session.searchId))
      await this.deps.shared.complete(session.record(this.deps.shared.processId)).catch(err => console.error('search outcome not shared:', err));
  }

  private async live(viewer: Viewer, searchId: string): Promise<SearchSession> {
    const { shared } = this.deps;
    let s = this.sessions.get(searchId);
    if (s && s.ownerId !== viewer.userObjectId) throw searchExpired();
    if (!shared) {
      if (!s) throw searchExpired();
      if (Date.now() - s.lastUsed > this.expiryMs) {
        this.drop(s);
        throw searchExpired();
      }
    } else {
      if (!s) s = await this.fromShared(viewer, searchId);
      // Alive while any process uses it: its shared expiry is renewed, or it was ended elsewhere.
      if (!(await shared.touch(searchId, viewer.userObjectId))) {
        if (this.sessions.get(searchId) === s) this.drop(s);
        throw searchExpired();
      }
    }
    s.lastUsed = Date.now();
    return s;
  }

  /**
   * A session another process started: kept here once complete (its pages are SQL on the shared database); while
   * it runs, each call reads its definition again and waits a little for its outcome, as for a search run here.
   */
  private async fromShared(viewer: Viewer, searchId: string): Promise<SearchSession> {
    const shared = this.deps.shared!;
    const record = await shared.load(searchId);
    if (!record || record.ownerId !== viewer.userObjectId) throw searchExpired();
    if (!record.isComplete && !(await shared.runnerAlive(record.runner))) await this.runnerGone(record);
    const s = SearchSession.of(record);
    if (s.isComplete) this.sessions.set(s.searchId, s);
    else
      s.done = (async () => {
        for (const until = Date.now() + PAGE_WAIT_MS; Date.now() < until;) {
          await new Promise(resolve => setTimeout(resolve, SHARED_POLL_MS));
          const now = await shared.load(searchId);
          if (!now) return;
          if (now.isComplete) {
            s.update(now);
            this.sessions.set(s.searchId, s);
            return;
          }
        }
      })();
    return s;
  }

  /** A search whose process stopped before completing it fails, for every process, instead of running for ever. */
  private async runnerGone(record: SessionRecord): Promise<void> {
    const now = Date.now();
    record.isComplete = true;
    record.completeTime = now;
    record.failure = SEARCH_RUNNER_GONE;
    record.messages.push({ messageTime: now, message: `The search failed: ${SEARCH_RUNNER_GONE}` });
    await this.deps.shared!.complete(record);
  }

  /** The live session of a search (for exports). */
  get(viewer: Viewer, searchId: string): Promise<SearchSession> {
    return this.live(viewer, searchId);
  }

  /** A page of a search: empty while it runs; then its rows in the asked order, read by SQL (held pages reused). */
  async page(viewer: Viewer, req: { searchId: string; objectOffset: number; objectLimit: number; orderBy?: OrderField | null }): Promise<SearchResult> {
    const s = await this.live(viewer, req.searchId);
    const order = this.resolveOrder(s, req.orderBy);
    // A page asked while the search runs waits a little for it, so a quick search answers without another poll.
    if (!s.isComplete) await waitFor(s.done, PAGE_WAIT_MS);
    if (!s.isComplete || s.failure) return { ...s.status(), objects: [] };
    return this.answerPage(s, order, { offset: req.objectOffset, limit: req.objectLimit });
  }

  /** A page of a complete session with its status. */
  private async answerPage(s: SearchSession, order: OrderField | null, range: { offset: number; limit: number }): Promise<SearchResult> {
    const rows = await this.rows(s, order, range);
    // PostgreSQL's hits are read asynchronously, before the objects are built.
    const known = this.postgres ? await pageHitsPostgres(this.deps.store, s.statement, this.entryIds(s, rows)) : undefined;
    return { ...s.status(), objects: this.objectsOf(s, rows, known) };
  }

  private entryIds(s: SearchSession, rows: unknown[][]): number[] {
    const entryAt = s.index(ENTRY_KEY);
    return entryAt < 0 ? [] : rows.map(r => Number(r[entryAt]));
  }

  /** Rows of a complete session in an order, from offset (up to limit): a held page, or SQL in a search thread. */
  async rows(s: SearchSession, order: OrderField | null, range: { offset: number; limit?: number }): Promise<unknown[][]> {
    const { offset } = range;
    const limit = Math.min(range.limit ?? s.rowCount, Math.max(0, s.rowCount - offset));
    if (limit <= 0) return [];
    const key = orderKey(order);
    const held = s.heldRows(key, offset, limit);
    if (held) return held;
    const page = await this.pool.rows(pageSql(s.query, { order: s.pageOrder(order), offset, limit, tieBreak: s.tieBreak, postgres: this.postgres }));
    s.hold({ key, offset, rows: page.rows, end: page.rows.length < limit });
    return page.rows;
  }

  /** An explicit order must name a result column; none means parentPath asc when shown, else the statement's order. */
  resolveOrder(s: SearchSession, orderBy: OrderField | null | undefined): OrderField | null {
    if (orderBy) {
      if (!s.columns.some(c => c.name === orderBy.field)) throw invalid(`orderBy names ${orderBy.field}, which is not a result column.`, 'orderBy');
      return orderBy;
    }
    if (s.statement.orderBy.length === 0 && s.columns.some(c => c.name === 'parentPath')) return { field: 'parentPath', direction: 'asc' };
    return null;
  }

  /** Result objects of rows; hits: read for them unless given (PostgreSQL reads them first). */
  objectsOf(s: SearchSession, rows: unknown[][], known?: PageHits): SearchObject[] {
    const entryAt = s.index(ENTRY_KEY),
      classAt = s.index(CLASS_KEY);
    const visible = s.columns.map(c => ({ name: c.name, at: s.index(c.name) }));
    const ids = this.entryIds(s, rows);
    const { hits, classifications } = known ?? (ids.length ? pageHits(this.deps.store, s.statement, ids) : { hits: new Map(), classifications: new Map() });
    return rows.map(row => {
      const o: SearchObject = {};
      for (const c of visible) o[c.name] = row[c.at];
      if (entryAt >= 0) {
        const id = Number(row[entryAt]);
        o.objectId ??= `e${id}`;
        o.classId ??= row[classAt] as string;
        o.searchHits = hits.get(id) ?? [];
        o.classificationObjects = classifications.get(id) ?? [];
      }
      return o;
    });
  }

  async cancel(viewer: Viewer, searchId: string): Promise<{ searchId: string; cancelled: boolean }> {
    const s = this.sessions.get(searchId);
    if (s && s.ownerId !== viewer.userObjectId) return { searchId, cancelled: false };
    if (s) this.drop(s);
    const { shared } = this.deps;
    if (!shared) return { searchId, cancelled: !!s };
    // Started on another process, or known there too: ended for all of them.
    const record = s ? null : await shared.load(searchId);
    if (!s && (!record || record.ownerId !== viewer.userObjectId)) return { searchId, cancelled: false };
    await shared.remove(searchId, viewer.userObjectId);
    return { searchId, cancelled: true };
  }

  private drop(s: SearchSession): void {
    this.sessions.delete(s.searchId);
    s.close();
  }

  private limitPerUser(ownerId: string): void {
    const mine = [...this.sessions.values()].filter(s => s.ownerId === ownerId).sort((a, b) => a.lastUsed - b.lastUsed);
    for (const s of mine.slice(0, Math.max(0, mine.length - MAX_SEARCHES_PER_USER + 1))) this.drop(s);
  }

  /** Drops sessions idle here past the expiry (a shared one lives on for the processes that use it). */
  sweep(now = Date.now()): void {
    for (const s of this.sessions.values()) if (now - s.lastUsed > this.expiryMs) this.drop(s);
  }

  get size(): number {
    return this.sessions.size;
  }

  closeAll(): void {
    clearInterval(this.sweeper);
    for (const s of [...this.sessions.values()]) this.drop(s);
    this.pool.close().catch(err => console.error('search threads did not stop:', err));
    this.deps.shared?.close().catch(err => console.error('search sessions did not disconnect:', err));
  }
}
