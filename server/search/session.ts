/**
 * Search sessions (spec 001 §3–4 Search): a search starts, runs in a thread of the warm search pool (search-pool.ts) while the
 * console polls pages of it, can be cancelled, and is dropped after SEARCH_LIMITS.expiryMs without a call
 * ('Search expired'). At most SEARCH_LIMITS.maxResults rows are held; past that the total is counted and a
 * message asks to narrow the query. Pages are sorted in memory by any result column (default parentPath asc).
 *
 *   const sessions = new SearchSessions({ store, tree, dbFile });
 *   const first = await sessions.start(viewer, { query, objectId });   // { searchId, isComplete, ... }
 *   const page = await sessions.read(viewer, { searchId, objectOffset, objectLimit, orderBy });   // page(): SQLite, synchronous
 *   sessions.cancel(viewer, searchId);  sessions.closeAll();
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
import { pageHits, pageHitsPostgres, type PageHits } from './session-hits';
import { statementOf } from './session-query';
import { checkStoreReach, scopeForViewer } from './session-scope';

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

export class SearchSession {
  readonly searchId = randomBytes(12).toString('hex');
  rows: unknown[][] = [];
  names: string[] = [];
  isComplete = false;
  failure: Error | null = null;
  totalCount: number | undefined;
  completeTime: number | null = null;
  lastUsed = Date.now();
  readonly messages: MessageObject[] = [];
  /** Aborts the search's task while it runs (cancel, expiry, the per-user limit). */
  running: AbortController | null = null;
  private sorted = new Map<string, { size: number; order: number[] }>();

  constructor(
    readonly ownerId: string,
    readonly statement: Statement,
    readonly columns: SearchColumnInfo[],
    readonly grouped: boolean,
    readonly agentsSelected: number,
    readonly startTime = Date.now(),
  ) {}

  index(name: string): number {
    return this.names.indexOf(name);
  }

  /** Row positions in the asked order (cached per order and row count). */
  orderOf(order: OrderField | null): number[] {
    const n = this.rows.length;
    if (!order) return Array.from({ length: n }, (_, i) => i);
    const key = `${order.field}:${order.direction}`;
    const hit = this.sorted.get(key);
    if (hit && hit.size === n) return hit.order;
    const i = this.index(order.field);
    const sign = order.direction === 'desc' ? -1 : 1;
    const cmp = (a: unknown, b: unknown): number => {
      if (a === b) return 0;
      if (a === null || a === undefined) return 1; // nulls last either way
      if (b === null || b === undefined) return -1;
      if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
      return sign * (a < b ? -1 : 1);
    };
    // Text compares case-insensitively by code unit: a collator is ~20x slower on 25k rows.
    const keys = this.rows.map(r => (typeof r[i] === 'string' ? (r[i] as string).toLowerCase() : r[i]));
    const positions = Array.from({ length: n }, (_, k) => k).sort((a, b) => cmp(keys[a], keys[b]) || a - b);
    this.sorted.set(key, { size: n, order: positions });
    return positions;
  }

  status(): Omit<SearchResult, 'objects'> {
    const end = this.completeTime ?? Date.now();
    return {
      searchId: this.searchId,
      isComplete: this.isComplete,
      objectCount: this.rows.length,
      totalCount: this.totalCount ?? (this.isComplete ? this.rows.length : undefined),
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

export interface PageRequest {
  searchId: string;
  objectOffset: number;
  objectLimit: number;
  orderBy?: OrderField | null;
}

export interface SessionDeps {
  store: Store;
  tree: TreeService;
  /** The SQLite file searches read (unused on PostgreSQL: store.databaseUrl). */
  dbFile: string;
  expiryMs?: number;
}

export class SearchSessions {
  private readonly sessions = new Map<string, SearchSession>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly expiryMs: number;
  private readonly pool: SearchRowsSource;

  constructor(private readonly deps: SessionDeps) {
    this.expiryMs = deps.expiryMs ?? SEARCH_LIMITS.expiryMs;
    this.pool = deps.store.databaseUrl ? new PostgresSearchPool(deps.store.databaseUrl) : new SearchPool(deps.dbFile);
    this.pool.warm();
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.expiryMs)).unref();
  }

  async start(viewer: Viewer, request: { query: unknown; objectId?: string }): Promise<SearchResult> {
    const statement = statementOf(request.query, { objectId: request.objectId ? this.deps.tree.resolveId(viewer, request.objectId) : undefined });
    const { query, columns, grouped, scope } = await compileForRows(this.deps.store, this.deps.tree, viewer, statement, SEARCH_LIMITS.maxResults);
    const agents = await this.agentsSelected(scope, statement);
    const session = new SearchSession(viewer.userObjectId, statement, columns, grouped, agents);
    this.limitPerUser(viewer.userObjectId);
    this.sessions.set(session.searchId, session);
    session.running = new AbortController();
    this.run(session, viewer, query.compile(), session.running.signal).catch(err => console.error('search failed:', err));
    return { ...session.status(), objects: [] };
  }

  /** Collector nodes the search reads: those in the store's tree below, or all reachable ones. */
  private async agentsSelected(scope: Awaited<ReturnType<typeof scopeForViewer>>, statement: Statement): Promise<number> {
    let q = this.deps.store.db.selectFrom('idx_entries').select(sql<number>`COUNT(DISTINCT node_id)`.as('n'));
    if (!('all' in scope && scope.all)) q = q.where('node_id', 'in', scope.nodeIds?.length ? scope.nodeIds : ['']);
    void statement;
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private async run(session: SearchSession, viewer: Viewer, compiled: { sql: string; parameters: readonly unknown[] }, signal: AbortSignal): Promise<void> {
    try {
      const { names, rows } = await this.pool.rows(compiled, signal);
      session.names = names;
      session.rows = rows;
      if (session.rows.length >= SEARCH_LIMITS.maxResults) {
        const all = (await compileForRows(this.deps.store, this.deps.tree, viewer, session.statement)).query.compile();
        const counted = await this.pool.rows({ sql: `SELECT COUNT(*) FROM (${all.sql}) AS counted`, parameters: all.parameters }, signal);
        session.totalCount = Number(counted.rows[0]?.[0] ?? session.rows.length);
        if (session.totalCount > session.rows.length) session.messages.push({ messageTime: Date.now(), message: SEARCH_MESSAGES.tooManyResults });
      }
    } catch (e) {
      if (!this.sessions.has(session.searchId)) return; // cancelled
      session.failure = e as Error;
      session.messages.push({ messageTime: Date.now(), message: `The search failed: ${(e as Error).message}` });
    }
    session.running = null;
    session.isComplete = true;
    session.completeTime = Date.now();
  }

  private live(viewer: Viewer, searchId: string): SearchSession {
    const s = this.sessions.get(searchId);
    if (!s || s.ownerId !== viewer.userObjectId) throw searchExpired();
    if (Date.now() - s.lastUsed > this.expiryMs) {
      this.drop(s);
      throw searchExpired();
    }
    s.lastUsed = Date.now();
    return s;
  }

  /** The live session of a search (for exports). */
  get(viewer: Viewer, searchId: string): SearchSession {
    return this.live(viewer, searchId);
  }

  /** A page of results, on either back end: a promise on PostgreSQL, whose hits are read asynchronously. */
  read(viewer: Viewer, req: PageRequest): SearchResult | Promise<SearchResult> {
    if (this.deps.store.dialect !== 'postgres') return this.page(viewer, req);
    const s = this.live(viewer, req.searchId);
    const positions = s.orderOf(this.resolveOrder(s, req.orderBy)).slice(req.objectOffset, req.objectOffset + req.objectLimit);
    return pageHitsPostgres(this.deps.store, s.statement, this.entryIds(s, positions)).then(h => ({ ...s.status(), objects: this.objectsOf(s, positions, h) }));
  }

  /** A page of results on SQLite (read() on either back end). */
  page(viewer: Viewer, req: PageRequest): SearchResult {
    const s = this.live(viewer, req.searchId);
    const order = this.resolveOrder(s, req.orderBy);
    const positions = s.orderOf(order).slice(req.objectOffset, req.objectOffset + req.objectLimit);
    return { ...s.status(), objects: this.objectsOf(s, positions) };
  }

  private entryIds(s: SearchSession, positions: number[]): number[] {
    const entryAt = s.index(ENTRY_KEY);
    return entryAt < 0 ? [] : positions.map(p => Number(s.rows[p][entryAt]));
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

  /** Result objects of row positions; hits: read for them unless given (PostgreSQL reads them first). */
  objectsOf(s: SearchSession, positions: number[], known?: PageHits): SearchObject[] {
    const entryAt = s.index(ENTRY_KEY),
      classAt = s.index(CLASS_KEY);
    const visible = s.columns.map(c => ({ name: c.name, at: s.index(c.name) }));
    const ids = this.entryIds(s, positions);
    const { hits, classifications } = known ?? (ids.length ? pageHits(this.deps.store, s.statement, ids) : { hits: new Map(), classifications: new Map() });
    return positions.map(p => {
      const row = s.rows[p];
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

  cancel(viewer: Viewer, searchId: string): { searchId: string; cancelled: boolean } {
    const s = this.sessions.get(searchId);
    if (!s || s.ownerId !== viewer.userObjectId) return { searchId, cancelled: false };
    this.drop(s);
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
  }
}
