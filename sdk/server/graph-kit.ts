/**
 * The Microsoft Graph kit, for every Graph service type (ms-onedrive, ms-sharepoint, outlook): sign-in with client
 * credentials (a token per app registration, renewed before it expires), calls with paging (@odata.nextLink),
 * throttling (429/503 Retry-After) and named failures (HostUnreachable, AccessDenied, ...), and content downloads
 * that follow Graph's redirect to a pre-signed address without the token, as a stream. Plain fetch (Node 20).
 * Import as '@fathom/sdk/server/graph-kit'. The drive walk (children, delta) is graph-drives.ts.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '../api/services';
import { CONNECTION_MESSAGES } from '../api/service-forms';
import { GRAPH_MESSAGES, graphEndpoints } from '../api/graph-forms';

/** A failed Graph call: the HTTP status and Graph's error code (or the sign-in's). */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

/** How many times a throttled call (429, 503) is tried again, and the longest wait honoured. */
const THROTTLE_TRIES = 4;
const MAX_WAIT_MS = 30_000;

/** fetch, a failure to connect being a GraphError of status 0 naming the address. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'AbortError' || e.name === 'TimeoutError') throw err;
    throw new GraphError(0, e.cause?.code ?? 'Unreachable', e.message, url);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });
}

async function errorOf(res: Response, url: string): Promise<GraphError> {
  let code = `HTTP${res.status}`;
  let message = res.statusText;
  try {
    const body = (await res.json()) as { error?: string | { code?: string; message?: string }; error_description?: string };
    if (typeof body.error === 'string') {
      code = body.error;
      message = body.error_description ?? message;
    } else if (body.error) {
      code = body.error.code ?? code;
      message = body.error.message ?? message;
    }
  } catch {
    // not JSON: the status says it
  }
  return new GraphError(res.status, code, message, url);
}

export interface GraphPage<T> {
  value: T[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** One app registration in one tenant, calling Graph: get a client with graphClient(params). */
export class GraphClient {
  private token: { value: string; expires: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  readonly tenant: string;
  readonly authority: string;
  readonly base: string;
  private readonly scope: string;

  constructor(
    params: Record<string, unknown>,
    private readonly tries = THROTTLE_TRIES,
  ) {
    const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
    this.tenant = text('tenant');
    this.clientId = text('clientId');
    this.secret = typeof params.clientSecret === 'string' ? params.clientSecret : '';
    const ends = graphEndpoints(params, process.env);
    this.authority = ends.authority;
    this.base = `${ends.graph}/v1.0`;
    this.scope = ends.scope;
  }
  private readonly clientId: string;
  private readonly secret: string;

  /** The host Graph is called on, for messages. */
  get graphHost(): string {
    return new URL(this.base).host;
  }

  /** A token of the app (client credentials), kept until a minute before it expires. */
  async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.expires > Date.now()) return this.token.value;
    this.pendingToken ??= this.signIn(signal).finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  private async signIn(signal?: AbortSignal): Promise<string> {
    const url = `${this.authority}/${encodeURIComponent(this.tenant)}/oauth2/v2.0/token`;
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.clientId, client_secret: this.secret, scope: this.scope });
    const res = await reach(url, { method: 'POST', body, signal, headers: { accept: 'application/json' } });
    if (!res.ok) throw await errorOf(res, url);
    const t = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!t.access_token) throw new GraphError(502, 'NoToken', 'The sign-in answered no token.', url);
    this.token = { value: t.access_token, expires: Date.now() + Math.max(60, (t.expires_in ?? 3600) - 60) * 1000 };
    return t.access_token;
  }

  /** A full address for a path under /v1.0 ('/drives/x'); an absolute address (a nextLink) as it is. */
  url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.base}${path}`;
  }

  /**
   * One call with the app's token. A refused token is renewed once; a throttled call waits as Graph says and is tried
   * again. A failure is a GraphError; `redirect: 'manual'` answers a redirect as it is.
   */
  async call(path: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<Response> {
    const url = this.url(path);
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken(init.signal ?? undefined);
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const res = await reach(url, { ...init, headers });
      if (res.ok || (res.status >= 300 && res.status < 400 && init.redirect === 'manual')) return res;
      if (res.status === 401 && !renewed) {
        renewed = true;
        this.token = null;
        await res.body?.cancel();
        continue;
      }
      if ((res.status === 429 || res.status === 503) && attempt < this.tries) {
        const after = Number(res.headers.get('retry-after'));
        await res.body?.cancel();
        await sleep(Math.min(MAX_WAIT_MS, Number.isFinite(after) && after > 0 ? after * 1000 : 500 * 2 ** attempt), init.signal ?? undefined);
        continue;
      }
      throw await errorOf(res, url);
    }
  }

  async json<T>(path: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<T> {
    const res = await this.call(path, init);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  /** A JSON body sent with a method (POST, PATCH, PUT). */
  send<T>(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    return this.json<T>(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, signal });
  }

  /** Every page of a collection, following @odata.nextLink; the last page's deltaLink is answered at the end. */
  async *pages<T>(path: string, signal?: AbortSignal): AsyncGenerator<GraphPage<T>> {
    let next: string | undefined = path;
    while (next) {
      const page: GraphPage<T> = await this.json<GraphPage<T>>(next, { signal });
      yield page;
      next = page['@odata.nextLink'];
    }
  }

  /**
   * Content as a stream: Graph answers a download with a redirect to a pre-signed address, fetched without the token
   * (the token is for Graph only). Never held whole.
   */
  async download(path: string, signal?: AbortSignal): Promise<AsyncIterable<Uint8Array>> {
    let res = await this.call(path, { redirect: 'manual', signal });
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      const location = res.headers.get('location');
      await res.body?.cancel();
      if (!location || hops > 5) throw new GraphError(502, 'BadRedirect', 'The download was redirected without an address.', path);
      const to = new URL(location, res.url || this.url(path)).toString();
      res = await reach(to, { redirect: 'manual', signal });
      if (!res.ok && !(res.status >= 300 && res.status < 400)) throw await errorOf(res, to);
    }
    if (!res.body) return (async function* () {})();
    return res.body as unknown as AsyncIterable<Uint8Array>;
  }
}

/**
 * One piece of an upload session (attachments, large files): PUT to the session's pre-signed address, without the
 * token, with its Content-Range. Answers the status (200 more wanted, 201 done).
 */
export async function uploadPiece(uploadUrl: string, piece: Uint8Array, start: number, total: number, signal?: AbortSignal): Promise<number> {
  const res = await reach(uploadUrl, {
    method: 'PUT',
    body: piece as unknown as BodyInit,
    signal,
    headers: { 'content-range': `bytes ${start}-${start + piece.length - 1}/${total}`, 'content-type': 'application/octet-stream' },
  });
  if (!res.ok) throw await errorOf(res, uploadUrl);
  await res.body?.cancel();
  return res.status;
}

const clients = new Map<string, GraphClient>();
/** One client per app registration and endpoints (keyed by a hash, so no secret is kept as a map key); `tries` 1 for a connection test. */
export function graphClient(params: Record<string, unknown>, tries = THROTTLE_TRIES): GraphClient {
  const p = ['tenant', 'clientId', 'clientSecret', 'region', 'authorityUrl', 'graphUrl'].map(k => params[k]);
  const e = graphEndpoints(params, process.env);
  const key = createHash('sha256')
    .update(JSON.stringify([p, e, tries]))
    .digest('hex');
  let c = clients.get(key);
  if (!c) {
    c = new GraphClient(params, tries);
    if (clients.size > 32) clients.clear();
    clients.set(key, c);
  }
  return c;
}

/** What a 404 means where it happened: no such drive, site, library, mailbox or path. */
export interface GraphMissing {
  name: string;
  message: string;
  /** What a refusal (403) names, e.g. 'the OneDrive of alice@contoso.com'. */
  what?: string;
}

/**
 * The named failure of a Graph error: unreachable hosts, a refused sign-in or call (AccessDenied), a missing thing
 * (the `missing` the caller names), else the status and Graph's code.
 */
export function graphApiError(err: unknown, client: GraphClient, missing?: GraphMissing): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof GraphError) {
    if (err.status === 0)
      return new ApiError(SERVICE_ERRORS.hostUnreachable, CONNECTION_MESSAGES.hostUnreachable(new URL(err.url).host), SERVICE_ERROR_STATUS.HostUnreachable);
    const signIn = err.url.startsWith(client.authority) && new URL(err.url).pathname.endsWith('/oauth2/v2.0/token');
    if (signIn) {
      // AADSTS90002: tenant not found; anything else refused at sign-in is the app's credentials.
      if (/AADSTS90002|AADSTS90023/.test(err.message) || err.code === 'invalid_tenant')
        return new ApiError(SERVICE_ERRORS.accessDenied, GRAPH_MESSAGES.noTenant(client.tenant), SERVICE_ERROR_STATUS.AccessDenied);
      if (err.status === 400 || err.status === 401 || err.status === 403)
        return new ApiError(SERVICE_ERRORS.accessDenied, GRAPH_MESSAGES.signInRefused(client.tenant), SERVICE_ERROR_STATUS.AccessDenied);
    }
    if (err.status === 401) return new ApiError(SERVICE_ERRORS.accessDenied, GRAPH_MESSAGES.signInRefused(client.tenant), SERVICE_ERROR_STATUS.AccessDenied);
    if (err.status === 403)
      return new ApiError(SERVICE_ERRORS.accessDenied, GRAPH_MESSAGES.forbidden(missing?.what ?? client.graphHost), SERVICE_ERROR_STATUS.AccessDenied);
    if (err.status === 404 && missing) return new ApiError(missing.name, missing.message, SERVICE_ERROR_STATUS[missing.name] ?? 404);
    const host = new URL(err.url).host;
    return new ApiError(
      SERVICE_ERRORS.hostUnreachable,
      `${host} answered ${err.status}: ${err.code} ${err.message}`.trim(),
      SERVICE_ERROR_STATUS.HostUnreachable,
    );
  }
  const e = err as { name?: string };
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError') throw err;
  return new ApiError(SERVICE_ERRORS.hostUnreachable, `${client.graphHost}: ${(err as Error)?.message ?? String(err)}`, SERVICE_ERROR_STATUS.HostUnreachable);
}
