/**
 * Fake console services for plugin tests: an api client answering from route handlers, a session user,
 * a tree of plain objects, permissions by the sdk rule, events you emit by hand, recorded notifications.
 */
import {
  ApiError,
  hasPermissions,
  type ChildrenRequest,
  type ListenResponse,
  type PermissionCode,
  type RoomEvent,
  type ServerConfig,
  type SessionUser,
  type TreeObject,
} from '../api';
import type { Brand } from '../web/plugin';
import {
  ApiClient,
  AuthService,
  ConsoleEnvironment,
  EventsService,
  NotificationService,
  PermissionService,
  TreeService,
  type DownloadedFile,
} from '../web/services';
import type { Token } from '../web/tokens';

export type Handler = (payload: any) => unknown;
export interface ApiCall {
  method: string;
  path: string;
  payload: unknown;
}

export class FakeApiClient implements ApiClient {
  readonly calls: ApiCall[] = [];
  constructor(private readonly routes: Record<string, Handler> = {}) {}
  /** Adds or replaces the answer to 'GET /path' (a function of the payload, or a value). */
  on(route: string, answer: Handler | unknown): this {
    this.routes[route] = typeof answer === 'function' ? (answer as Handler) : () => answer;
    return this;
  }
  private async call(method: string, path: string, payload: unknown): Promise<any> {
    this.calls.push({ method, path, payload });
    const h = this.routes[`${method} ${path}`];
    if (!h) throw new ApiError('NotImplemented', `The fake api has no answer for ${method} ${path}.`, 501);
    return JSON.parse(JSON.stringify((await h(payload)) ?? null));
  }
  get<T>(path: string, params?: Record<string, unknown>) {
    return this.call('GET', path, params) as Promise<T>;
  }
  delete<T>(path: string, params?: Record<string, unknown>) {
    return this.call('DELETE', path, params) as Promise<T>;
  }
  post<T>(path: string, body?: unknown) {
    return this.call('POST', path, body) as Promise<T>;
  }
  put<T>(path: string, body?: unknown) {
    return this.call('PUT', path, body) as Promise<T>;
  }
  getObject(objectId: string, infoLevel = 'instance') {
    return this.get<TreeObject>('/database/object', { objectId, options: { infoLevel } });
  }
  getChildren(req: ChildrenRequest) {
    return this.get<{ objects: TreeObject[]; objectCount: number }>('/database/children', req as unknown as Record<string, unknown>);
  }
  getProperty<T>(objectId: string, propertyId: string, options?: Record<string, unknown>) {
    return this.get<T>('/database/property', { objectId, propertyId, options });
  }
  async setProperty(objectId: string, propertyId: string, property: unknown, options?: Record<string, unknown>) {
    await this.post('/database/property', { objectId, propertyId, property, options });
  }
  /** The route answers { content, fileName } (or a Blob); the fake wraps it as a downloaded file. */
  async download(path: string, body?: unknown): Promise<DownloadedFile> {
    this.calls.push({ method: 'POST', path, payload: body });
    const h = this.routes[`POST ${path}`];
    if (!h) throw new ApiError('NotImplemented', `The fake api has no answer for POST ${path}.`, 501);
    const answer = (await h(body)) as { content?: string; fileName?: string | null } | Blob;
    if (answer instanceof Blob) return { blob: answer, fileName: null };
    return { blob: new Blob([answer?.content ?? '']), fileName: answer?.fileName ?? null };
  }
}

export class FakeNotifications implements NotificationService {
  readonly infos: string[] = [];
  readonly errors: string[] = [];
  readonly successes: string[] = [];
  loader: { message: string } | null = null;
  info(m: string) {
    this.infos.push(m);
  }
  error(m: string) {
    this.errors.push(m);
  }
  success(m: string) {
    this.successes.push(m);
  }
  showLoader(message: string) {
    this.loader = { message };
  }
  hideLoader() {
    this.loader = null;
  }
}

export class FakeAuth implements AuthService {
  constructor(
    public user: SessionUser | null,
    public config: ServerConfig | null,
  ) {}
  get isAuthenticated() {
    return this.user !== null;
  }
  async login(): Promise<SessionUser> {
    if (!this.user) throw new ApiError('InvalidCredentials', 'No fake user.', 401);
    return this.user;
  }
  async logout() {
    this.user = null;
  }
  async restore() {
    return this.user !== null;
  }
}

/** A tree over a fixed list of objects (parentId links them); no server involved. */
export class FakeTree implements TreeService {
  readonly pageSize = 50;
  activeNodeId: string | null;
  private expanded = new Set<string>();
  private readonly byId: Map<string, TreeObject>;
  constructor(
    objects: TreeObject[],
    public homeId: string | null = objects[0]?.objectId ?? null,
  ) {
    this.byId = new Map(objects.map(o => [o.objectId, o]));
    this.activeNodeId = homeId;
  }
  get activeNode() {
    return this.activeNodeId ? (this.byId.get(this.activeNodeId) ?? null) : null;
  }
  node(id: string) {
    return this.byId.get(id);
  }
  children(id: string) {
    return [...this.byId.values()].filter(o => o.parentId === id).map(o => o.objectId);
  }
  childCount(id: string) {
    return this.children(id).length;
  }
  isExpanded(id: string) {
    return this.expanded.has(id);
  }
  isLoading() {
    return false;
  }
  async expand(id: string) {
    this.expanded.add(id);
  }
  collapse(id: string) {
    this.expanded.delete(id);
  }
  async loadPage() {
    /* one page holds everything */
  }
  pageOffset() {
    return 0;
  }
  async select(id: string) {
    this.activeNodeId = id;
    return this.byId.get(id) ?? null;
  }
  async refresh() {
    /* objects are fixed */
  }
  remove(id: string) {
    this.byId.delete(id);
  }
  insert(o: TreeObject) {
    this.byId.set(o.objectId, o);
  }
  pathOf(id: string) {
    const out: TreeObject[] = [];
    let c = this.byId.get(id);
    while (c) {
      out.unshift(c);
      c = c.parentId ? this.byId.get(c.parentId) : undefined;
    }
    return out;
  }
  roots() {
    return this.homeId ? [this.homeId] : [];
  }
}

export class FakePermissions implements PermissionService {
  constructor(private readonly auth: AuthService) {}
  codesFor(node: TreeObject | null) {
    return node?.permissions?.length ? [...node.permissions] : [...(this.auth.user?.permissions ?? [])];
  }
  can(codes: readonly string[], node: TreeObject | null) {
    return hasPermissions(codes as PermissionCode[], this.auth.user?.permissions, node?.permissions);
  }
}

export class FakeEvents implements EventsService {
  lastResponse: ListenResponse | null = null;
  private listeners = new Set<(e: RoomEvent) => void>();
  onRoomEvent(l: (e: RoomEvent) => void) {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  }
  start() {
    /* events are emitted by the test */
  }
  stop() {
    /* nothing runs */
  }
  /** Delivers a room event to every listener, as the long-poll would. */
  emit(e: RoomEvent) {
    for (const l of this.listeners) l(e);
  }
}

export const ALL_CODES: PermissionCode[] = ['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act'];
export const TEST_BRAND: Brand = { name: 'Test console', logo: 'data:,', primaryColor: '#334155', copyright: '© Test' };

export function testUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    objectId: 'u-test',
    name: 'Test User',
    homeId: 'home',
    isActivated: true,
    isRoot: false,
    permissions: ALL_CODES,
    userId: 'test',
    provider: 'integrated',
    ...over,
  };
}

export function testObject(objectId: string, classId: string, over: Partial<TreeObject> = {}): TreeObject {
  return { objectId, classId, name: over.name ?? objectId, parentId: null, tags: {}, permissions: ALL_CODES, ...over };
}

export interface FakeServicesOptions {
  user?: SessionUser | null;
  objects?: TreeObject[];
  routes?: Record<string, Handler>;
  mode?: 'platform' | 'basic' | 'desktop' | 'onprem';
  config?: Partial<ServerConfig>;
}

export interface FakeServices {
  api: FakeApiClient;
  auth: FakeAuth;
  tree: FakeTree;
  permissions: FakePermissions;
  events: FakeEvents;
  notifications: FakeNotifications;
  environment: ConsoleEnvironment;
  /** Every fake by its token, for a host to register. */
  entries: [Token<unknown>, unknown][];
}

export function fakeServices(opts: FakeServicesOptions = {}): FakeServices {
  const objects = opts.objects ?? [testObject('home', 'client', { name: 'Home' })];
  const api = new FakeApiClient({ ...opts.routes });
  const auth = new FakeAuth(opts.user === undefined ? testUser({ homeId: objects[0]?.objectId ?? 'home' }) : opts.user, {
    productName: 'Test',
    version: '0.0.0',
    mode: opts.mode ?? 'platform',
    isOnPrem: false,
    isActivated: true,
    airGapped: false,
    ...opts.config,
  });
  const tree = new FakeTree(objects);
  const permissions = new FakePermissions(auth);
  const events = new FakeEvents();
  const notifications = new FakeNotifications();
  const environment: ConsoleEnvironment = { variantId: 'test', mode: opts.mode ?? 'platform', brand: TEST_BRAND };
  const entries: [Token<unknown>, unknown][] = [
    [ApiClient, api],
    [AuthService, auth],
    [TreeService, tree],
    [PermissionService, permissions],
    [EventsService, events],
    [NotificationService, notifications],
    [ConsoleEnvironment, environment],
  ];
  return { api, auth, tree, permissions, events, notifications, environment, entries };
}
