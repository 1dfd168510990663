/**
 * The console side of a search (spec 001 §4 Search): start, then poll with a delay that grows by the base delay
 * up to 3 s until complete; results load page by page; a failed page is dropped and marks the search complete and
 * not loading; 'Search expired' runs the search again with a notice; other errors mark it invalid; cancel ends it
 * and resets. A cancelled load shows no error. React reads it through subscribe/snapshot (useSyncExternalStore).
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import {
  SEARCH_LIMITS,
  SEARCH_PATHS,
  type MessageObject,
  type OrderField,
  type SearchColumnInfo,
  type SearchObject,
  type SearchQueryInput,
  type SearchResult,
} from '@fathom/sdk/api/search-wire';
import type { ApiClient } from '@fathom/sdk/web/services';

export interface SearchState {
  searchId: string | null;
  objectCount: number;
  totalCount: number | null;
  columns: SearchColumnInfo[];
  messages: MessageObject[];
  /** Loaded pages by index; a dropped page is absent. */
  pages: ReadonlyMap<number, SearchObject[]>;
  isLoading: boolean;
  isComplete: boolean;
  valid: boolean;
  error: string | null;
  statement: string | null;
  elapsedTime: number;
}

export const IDLE: SearchState = {
  searchId: null,
  objectCount: 0,
  totalCount: null,
  columns: [],
  messages: [],
  pages: new Map(),
  isLoading: false,
  isComplete: false,
  valid: true,
  error: null,
  statement: null,
  elapsedTime: 0,
};

export const EXPIRED_NOTICE = 'The search expired and was run again.';

type Api = Pick<ApiClient, 'get' | 'post' | 'delete'>;
export interface RunnerOptions {
  pageSize?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  notify?(message: string): void;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });

const isExpired = (e: unknown) => (e as ApiError)?.name === ERROR_NAMES.searchExpired || (e as ApiError)?.errorName === ERROR_NAMES.searchExpired;
const isCancel = (e: unknown, signal: AbortSignal) => signal.aborted || (e as Error)?.name === 'AbortError' || (e as Error)?.name === 'RequestCancelledError';

/** The delays between polls: base, 2·base, … capped at max (spec 001 §4). */
export function pollDelays(base: number, max: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(max, base * (i + 1)));
}

export class SearchRunner {
  private state: SearchState = IDLE;
  private readonly listeners = new Set<() => void>();
  private run: AbortController | null = null;
  private query: { input: SearchQueryInput; objectId?: string } | null = null;
  private order: OrderField | null = null;
  readonly pageSize: number;

  constructor(
    private readonly api: Api,
    private readonly opts: RunnerOptions = {},
  ) {
    this.pageSize = opts.pageSize ?? SEARCH_LIMITS.pageSize;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  snapshot = (): SearchState => this.state;

  private set(patch: Partial<SearchState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  get orderBy(): OrderField | null {
    return this.order;
  }

  /** Starts a search (ending any running one). */
  async start(input: SearchQueryInput, objectId?: string): Promise<void> {
    this.query = { input, objectId };
    await this.launch();
  }

  private async launch(notice?: string): Promise<void> {
    this.abortRun();
    const run = new AbortController();
    this.run = run;
    this.set({ ...IDLE, isLoading: true, messages: notice ? [{ messageTime: Date.now(), message: notice }] : [] });
    try {
      const started = await this.api.post<SearchResult>(
        SEARCH_PATHS.search,
        { query: this.query!.input, objectId: this.query!.objectId },
        { signal: run.signal, suppressError: true },
      );
      if (run.signal.aborted) return;
      this.set({ searchId: started.searchId, columns: started.columns, statement: started.statement ?? null });
      const base = this.opts.baseDelayMs ?? SEARCH_LIMITS.pollBaseMs,
        max = this.opts.maxDelayMs ?? SEARCH_LIMITS.pollMaxMs;
      const sleep = this.opts.sleep ?? defaultSleep;
      // A quick search answers its first page (default order, SEARCH_LIMITS.pageSize rows) when it starts; a start
      // answer without its rows (a server that answers none there) is followed by the request for the page.
      const firstPage = Math.min(started.objectCount, this.pageSize);
      if (started.isComplete && !this.order && this.pageSize === SEARCH_LIMITS.pageSize && started.objects.length >= firstPage) {
        this.absorb(started, 0, notice);
        this.set({ isLoading: false, isComplete: true });
        return;
      }
      for (let i = 0; ; i++) {
        const page = await this.fetchPage(started.searchId, 0, run.signal);
        this.absorb(page, 0, notice);
        if (page.isComplete) break;
        await sleep(Math.min(max, base * (i + 1)), run.signal);
      }
      this.set({ isLoading: false, isComplete: true });
    } catch (e) {
      if (isCancel(e, run.signal)) return;
      if (isExpired(e)) {
        this.notify(EXPIRED_NOTICE);
        void this.launch(EXPIRED_NOTICE);
        return;
      }
      this.set({ isLoading: false, isComplete: false, valid: false, error: (e as Error).message });
    }
  }

  private notify(message: string) {
    this.opts.notify?.(message);
  }

  private fetchPage(searchId: string, index: number, signal: AbortSignal): Promise<SearchResult> {
    return this.api.get<SearchResult>(
      SEARCH_PATHS.search,
      {
        searchId,
        objectOffset: index * this.pageSize,
        objectLimit: this.pageSize,
        ...(this.order ? { orderBy: this.order } : {}),
      },
      { signal, suppressError: true },
    );
  }

  private absorb(r: SearchResult, index: number, notice?: string): void {
    const pages = new Map(this.state.pages);
    pages.set(index, r.objects);
    const messages = notice ? [{ messageTime: Date.now(), message: notice }, ...r.messages] : r.messages;
    this.set({
      objectCount: r.objectCount,
      totalCount: r.totalCount ?? null,
      columns: r.columns,
      messages,
      pages,
      elapsedTime: r.elapsedTime,
      statement: r.statement ?? this.state.statement,
    });
  }

  /** Loads one page (page number × page size); a failure drops that page and marks the search complete and not loading. */
  async loadPage(index: number): Promise<void> {
    const { searchId } = this.state;
    if (!searchId || this.state.pages.has(index)) return;
    const run = this.run ?? new AbortController();
    this.set({ isLoading: true });
    try {
      const r = await this.fetchPage(searchId, index, run.signal);
      if (run.signal.aborted || this.state.searchId !== searchId) return;
      this.absorb(r, index);
      this.set({ isLoading: false });
    } catch (e) {
      if (isCancel(e, run.signal)) return;
      if (isExpired(e)) {
        this.notify(EXPIRED_NOTICE);
        void this.launch(EXPIRED_NOTICE);
        return;
      }
      const pages = new Map(this.state.pages);
      pages.delete(index);
      this.set({ pages, isComplete: true, isLoading: false });
    }
  }

  /** Sorts by a column: pages are dropped and the first is loaded again in the new order. */
  async sort(order: OrderField | null): Promise<void> {
    this.order = order;
    if (!this.state.searchId) return;
    this.set({ pages: new Map() });
    await this.loadPage(0);
  }

  /** Objects of the loaded pages in order (for selection of up to 25k). */
  loadedObjects(): SearchObject[] {
    return [...this.state.pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, objects]) => objects);
  }

  private abortRun(): void {
    this.run?.abort();
    this.run = null;
  }

  /** Ends the search on the server and resets. */
  async cancel(): Promise<void> {
    const id = this.state.searchId;
    this.abortRun();
    this.order = null;
    this.set(IDLE);
    if (id) await this.api.delete(SEARCH_PATHS.search, { searchId: id }, { suppressError: true }).catch(() => undefined);
  }

  dispose(): void {
    void this.cancel();
    this.listeners.clear();
  }
}
