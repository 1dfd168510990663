/**
 * Jest mock services for plugin tests that check calls (`expect(api.post).toHaveBeenCalledWith(...)`) rather
 * than behaviour: every method is a `jest.fn`, answering nothing unless a test says otherwise. For fakes that
 * behave (routes, a real tree, recorded notifications) use `fakeServices` / `createTestHost` instead.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { TreeObject } from '../api';
import type { ExtensionPoint } from '../web/extension-points';
import type { ConsoleServices } from '../web/hooks';
import { ApiClient, NotificationService, PermissionService, TreeService } from '../web/services';
import type { Token } from '../web/tokens';
import { ALL_CODES } from './fakes';
import { ConsoleTestProviders, testQueryClient } from './host';

/** An ApiClient whose methods are mocks resolving to nothing (getChildren to an empty page); `overrides` replace some. */
export function mockApi(overrides: Partial<Record<keyof ApiClient, jest.Mock>> = {}) {
  return {
    get: jest.fn(async () => undefined),
    post: jest.fn(async () => undefined),
    put: jest.fn(async () => undefined),
    delete: jest.fn(async () => undefined),
    getObject: jest.fn(),
    getChildren: jest.fn(async () => ({ objects: [], objectCount: 0 })),
    getProperty: jest.fn(),
    setProperty: jest.fn(async () => undefined),
    ...overrides,
  };
}

/** A NotificationService of mocks. */
export function mockNotifications() {
  return { info: jest.fn(), error: jest.fn(), success: jest.fn(), showLoader: jest.fn(), hideLoader: jest.fn() };
}

/** A TreeService of mocks that knows `nodes` by id (node, pathOf) and answers `roots`; nothing expands or selects. */
export function mockTree(nodes: TreeObject[] = [], roots: string[] = nodes.slice(0, 1).map(n => n.objectId)) {
  const byId = new Map(nodes.map(n => [n.objectId, n]));
  return {
    activeNode: null,
    homeId: roots[0] ?? null,
    pageSize: 50,
    node: jest.fn((id: string) => byId.get(id)),
    children: jest.fn(() => []),
    childCount: jest.fn(() => 0),
    isExpanded: jest.fn(() => false),
    isLoading: jest.fn(() => false),
    expand: jest.fn(async () => undefined),
    collapse: jest.fn(),
    loadPage: jest.fn(async () => undefined),
    pageOffset: jest.fn(() => 0),
    select: jest.fn(async () => null),
    refresh: jest.fn(async () => undefined),
    remove: jest.fn(),
    insert: jest.fn(),
    pathOf: jest.fn((id: string) => (byId.has(id) ? [byId.get(id)!] : [])),
    roots: jest.fn(() => roots),
  };
}

/** A PermissionService granting exactly `codes` on every node (all codes by default). */
export function mockPermissions(codes: string[] = [...ALL_CODES]) {
  return { codesFor: jest.fn(() => codes), can: jest.fn((needed: readonly string[]) => needed.every(c => codes.includes(c))) };
}

export interface MockServices {
  api: ReturnType<typeof mockApi>;
  tree: ReturnType<typeof mockTree>;
  notifications: ReturnType<typeof mockNotifications>;
  permissions: ReturnType<typeof mockPermissions>;
  /** The four mocks by token, for `renderWithServices`. */
  services: Map<Token<unknown>, unknown>;
}

/** The api, tree, notifications and permissions mocks (each replaceable), and the map a render needs. */
export function mockServices(opts: Partial<Omit<MockServices, 'services'>> = {}): MockServices {
  const api = opts.api ?? mockApi();
  const tree = opts.tree ?? mockTree();
  const notifications = opts.notifications ?? mockNotifications();
  const permissions = opts.permissions ?? mockPermissions();
  const services = new Map<Token<unknown>, unknown>([
    [ApiClient, api],
    [TreeService, tree],
    [NotificationService, notifications],
    [PermissionService, permissions],
  ]);
  return { api, tree, notifications, permissions, services };
}

/** Services answering exactly these tokens (any other throws 'No fake for <id>'), with optional contributions. */
export function servicesOf(fakes: Iterable<readonly [Token<any>, unknown]>, contributions = new Map<ExtensionPoint<unknown>, unknown[]>()): ConsoleServices {
  const byKey = new Map<symbol, unknown>([...fakes].map(([t, v]) => [t.key, v]));
  return {
    get<T>(token: Token<T>): T {
      if (!byKey.has(token.key)) throw new Error(`No fake for ${token.id}`);
      return byKey.get(token.key) as T;
    },
    tryGet<T>(token: Token<T>) {
      return byKey.get(token.key) as T | undefined;
    },
    contributions<C>(point: ExtensionPoint<C>) {
      return (contributions.get(point as ExtensionPoint<unknown>) ?? []) as C[];
    },
  };
}

/** Renders `ui` under the console providers (services, react-query without retries, a router) with only these services. */
export function renderWithServices(
  ui: ReactElement,
  fakes: Iterable<readonly [Token<any>, unknown]>,
  contributions?: Map<ExtensionPoint<unknown>, unknown[]>,
): RenderResult {
  return render(<ConsoleTestProviders host={{ services: servicesOf(fakes, contributions), queryClient: testQueryClient() }}>{ui}</ConsoleTestProviders>);
}
