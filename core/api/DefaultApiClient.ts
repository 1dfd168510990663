/**
 * fetch-based client of /server/api/v3: adds the bearer token, checks that the token still belongs to this
 * tab's user, unwraps the envelope and maps failures (spec 000 §7–8).
 */
import {
  API_BASE,
  API_PATHS,
  ApiError,
  LOGOUT_ERROR_NAMES,
  type ChildrenRequest,
  type ChildrenResponse,
  type Envelope,
  type InfoLevel,
  type PropertyId,
  type TreeObject,
} from '@fathom/sdk/api';
import type { ApiClient, DownloadedFile, NotificationService } from '@fathom/sdk/web/services';
import type { SessionState } from '../session/SessionState';
import { STORAGE_KEYS, storage } from '../session/storage';
import { toQueryString } from './wire';

export const MESSAGES = {
  network: 'No network connection',
  otherTab: 'Another user is logged in on another tab.',
  loggingOut: 'Logging out...',
} as const;

/** Thrown for a request the caller aborted; callers ignore it silently. */
export class RequestCancelledError extends Error {
  constructor() {
    super('The request was cancelled.');
    this.name = 'RequestCancelledError';
  }
}
export function isCancelled(e: unknown): boolean {
  return e instanceof RequestCancelledError;
}

interface RequestOptions {
  signal?: AbortSignal;
  suppressError?: boolean;
  /** The answer is a file: returned as a DownloadedFile unless it holds an error envelope. */
  asFile?: boolean;
}

/** The file name of `attachment; filename="..."`, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return m ? decodeURIComponent(m[1]) : null;
}

/** A downloaded blob that is a JSON envelope (a refusal sent in place of the file), or null. */
async function envelopeIn(blob: Blob): Promise<Envelope<unknown> | null> {
  if (blob.size > 1024 * 1024 || !/json/.test(blob.type)) return null;
  try {
    const parsed = JSON.parse(await blob.text());
    return parsed && typeof parsed === 'object' && 'status' in parsed ? (parsed as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class DefaultApiClient implements ApiClient {
  constructor(
    private readonly session: SessionState,
    private readonly notifications: NotificationService,
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
    private readonly base = API_BASE,
  ) {}

  get<T>(path: string, params?: Record<string, unknown>, opts?: RequestOptions) {
    return this.request<T>('GET', path, params, opts);
  }
  delete<T>(path: string, params?: Record<string, unknown>, opts?: RequestOptions) {
    return this.request<T>('DELETE', path, params, opts);
  }
  post<T>(path: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('POST', path, body, opts);
  }
  put<T>(path: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('PUT', path, body, opts);
  }

  getObject(objectId: string, infoLevel: InfoLevel = 'instance'): Promise<TreeObject> {
    return this.get<TreeObject>(API_PATHS.object, { objectId, options: { infoLevel } });
  }
  getChildren(req: ChildrenRequest, signal?: AbortSignal): Promise<ChildrenResponse> {
    return this.get<ChildrenResponse>(API_PATHS.children, { parentId: req.parentId, options: req.options }, { signal });
  }
  getProperty<T>(objectId: string, propertyId: PropertyId, options?: Record<string, unknown>): Promise<T> {
    return this.get<T>(API_PATHS.property, { objectId, propertyId, options });
  }
  download(path: string, body?: unknown, opts?: Omit<RequestOptions, 'asFile'>): Promise<DownloadedFile> {
    return this.request<DownloadedFile>('POST', path, body, { ...opts, asFile: true });
  }
  async setProperty<T>(objectId: string, propertyId: PropertyId, property: T, options?: Record<string, unknown>): Promise<void> {
    await this.post(API_PATHS.property, { objectId, propertyId, property, options });
  }

  /** Paths that carry no token and never end a session. */
  private isPublic(path: string, payload: unknown): boolean {
    if (path === API_PATHS.login || path === API_PATHS.config) return true;
    const command = (payload as { command?: string } | undefined)?.command;
    return path === API_PATHS.authentication && (command === 'available' || command === 'start');
  }

  async request<T>(method: Method, path: string, payload?: unknown, opts: RequestOptions = {}): Promise<T> {
    const isPublic = this.isPublic(path, payload);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let sentToken: string | null = null;
    if (!isPublic) {
      const current = this.session.user;
      if (current && storage.get(STORAGE_KEYS.tokenUserId) !== current.objectId) {
        this.session.requestEnd(MESSAGES.otherTab);
        throw new ApiError('AnotherUser', MESSAGES.otherTab, 401);
      }
      sentToken = storage.get(STORAGE_KEYS.token);
      if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    }
    const withQuery = method === 'GET' || method === 'DELETE';
    let body: string | undefined;
    if (!withQuery && payload !== undefined) {
      body = JSON.stringify(payload);
      headers['Content-Type'] = 'application/json';
    }
    const url = `${this.base}${path}${withQuery ? toQueryString(payload as Record<string, unknown> | undefined) : ''}`;

    let res: Response;
    try {
      res = await this.fetchImpl(url, { method, headers, body, signal: opts.signal });
    } catch (e) {
      if (opts.signal?.aborted || (e as Error)?.name === 'AbortError') throw new RequestCancelledError();
      this.session.setNoConnection(true);
      this.notifications.error(MESSAGES.network);
      throw new ApiError('NetworkError', MESSAGES.network, 0);
    }
    if (this.session.noConnection) this.session.setNoConnection(false);

    let envelope: Envelope<T> | null = null;
    if (opts.asFile && res.ok) {
      const blob = await res.blob();
      envelope = (await envelopeIn(blob)) as Envelope<T> | null;
      if (!envelope || envelope.status === 'OK') return { blob, fileName: fileNameOf(res.headers.get('content-disposition')) } as T;
    } else {
      try {
        envelope = (await res.json()) as Envelope<T>;
      } catch (e) {
        if (opts.signal?.aborted) throw new RequestCancelledError();
        envelope = null;
      }
    }
    if (res.ok && envelope && envelope.status === 'OK') return envelope.data;

    const err =
      envelope && envelope.status === 'error' && envelope.error
        ? envelope.error
        : { name: 'InternalError', message: `The server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.` };
    const apiError = new ApiError(err.name, err.message, res.status, err.detail ?? ('secondsLeft' in err ? { secondsLeft: err.secondsLeft } : undefined));
    // A late answer to a request of a session that has since ended (a long-poll outliving logout and a new
    // sign-in) must not end the session that replaced it.
    const staleSession = sentToken !== storage.get(STORAGE_KEYS.token);
    if (!isPublic && staleSession && (res.status === 401 || LOGOUT_ERROR_NAMES.includes(err.name))) throw apiError;
    if (!isPublic && (res.status === 401 || LOGOUT_ERROR_NAMES.includes(err.name))) {
      this.notifications.showLoader(MESSAGES.loggingOut);
      this.session.setLoggingOut(true);
      this.session.requestEnd();
      throw apiError;
    }
    if (!opts.suppressError) this.notifications.error(err.message, 'trace' in err && typeof err.trace === 'string' ? err.trace : undefined);
    throw apiError;
  }
}
