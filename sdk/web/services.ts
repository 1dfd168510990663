/** Core service interfaces and their tokens (one name each). Implementations live in core/. */
import type {
  ChildrenRequest,
  ChildrenResponse,
  FeedEvent,
  ListenResponse,
  LoginRequest,
  RoomEvent,
  SessionUser,
  TreeObject,
  PropertyId,
  InfoLevel,
  ServerConfig,
} from '../api';
import { createToken } from './tokens';

export interface ApiClient {
  get<T>(path: string, params?: Record<string, unknown>, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<T>;
  delete<T>(path: string, params?: Record<string, unknown>, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<T>;
  getObject(objectId: string, infoLevel?: InfoLevel): Promise<TreeObject>;
  getChildren(req: ChildrenRequest, signal?: AbortSignal): Promise<ChildrenResponse>;
  getProperty<T>(objectId: string, propertyId: PropertyId, options?: Record<string, unknown>): Promise<T>;
  setProperty<T>(objectId: string, propertyId: PropertyId, property: T, options?: Record<string, unknown>): Promise<void>;
  /** POSTs and returns the file answered (a blob holding an error envelope is thrown as that error, spec 000 §8). */
  download(path: string, body?: unknown, opts?: { signal?: AbortSignal; suppressError?: boolean }): Promise<DownloadedFile>;
}
/** A file a route answered: its bytes and the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}
export const ApiClient = createToken<ApiClient>('core.api');

export interface AuthService {
  readonly user: SessionUser | null;
  readonly isAuthenticated: boolean;
  readonly config: ServerConfig | null;
  login(req: LoginRequest): Promise<SessionUser>;
  logout(reason?: string): Promise<void>;
  /** Re-reads the user from a stored session; false when there is none. */
  restore(): Promise<boolean>;
}
export const AuthService = createToken<AuthService>('core.auth');

export interface TreeService {
  readonly activeNode: TreeObject | null;
  readonly homeId: string | null;
  node(objectId: string): TreeObject | undefined;
  children(objectId: string): string[];
  childCount(objectId: string): number;
  isExpanded(objectId: string): boolean;
  isLoading(objectId: string): boolean;
  expand(objectId: string, force?: boolean): Promise<void>;
  collapse(objectId: string): void;
  loadPage(objectId: string, offset: number): Promise<void>;
  pageOffset(objectId: string): number;
  readonly pageSize: number;
  select(objectId: string): Promise<TreeObject | null>;
  refresh(objectId: string): Promise<void>;
  remove(objectId: string): void;
  insert(object: TreeObject): void;
  pathOf(objectId: string): TreeObject[];
  roots(): string[];
}
export const TreeService = createToken<TreeService>('core.tree');

export interface PermissionService {
  /** Codes in force on a node for the current user (node's own when present, else the user's). */
  codesFor(node: TreeObject | null): string[];
  can(codes: readonly string[], node: TreeObject | null): boolean;
}
export const PermissionService = createToken<PermissionService>('core.permissions');

export interface EventsService {
  onRoomEvent(listener: (e: RoomEvent) => void): () => void;
  /** Feed events (e.g. the 'status' feed's taskStatus with progress); optional so older hosts still satisfy the interface. */
  onFeedEvent?(listener: (e: FeedEvent) => void): () => void;
  start(): void;
  stop(): void;
  readonly lastResponse: ListenResponse | null;
}
export const EventsService = createToken<EventsService>('core.events');

export interface NotificationService {
  info(message: string): void;
  error(message: string, trace?: string): void;
  success(message: string): void;
  showLoader(message: string, opts?: { additionalMessage?: string; cancellable?: boolean }): void;
  hideLoader(): void;
}
export const NotificationService = createToken<NotificationService>('core.notifications');

/** Which console this is: the variant's id, mode and brand (read-only, provided by the core). */
export interface ConsoleEnvironment {
  readonly variantId: string;
  readonly mode: 'platform' | 'basic' | 'desktop' | 'onprem';
  readonly brand: import('./plugin').Brand;
}
export const ConsoleEnvironment = createToken<ConsoleEnvironment>('core.environment');

/**
 * The help drawer, as other parts of the console open it (a tab's info icon opens the article of its page). Provided
 * by a help plugin; absent when the variant has none (useOptionalService).
 */
export interface HelpService {
  /** Opens the drawer on the articles of a page ('policy/classifications', 'discover'), or on one article. */
  open(target?: { context?: string; articleId?: string }): void;
  /** Called with every request to open; returns the unsubscribe. */
  onOpen(listener: (target: { context?: string; articleId?: string }) => void): () => void;
}
export const HelpService = createToken<HelpService>('plugin.help');
