/**
 * Test helpers for widget plugins. `fakeConsole` renders a widget (or any component) under the providers the
 * console gives it: services and react-query; `properties` answers GET /database/property by property id, and a
 * function may throw an ApiError. `widgetTypesOf` reads the types a plugin contributes; `describeKeyedChartWidget`
 * is the shared test of a chart widget that groups PID_STATS by one key.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { ApiError, API_PATHS } from '../../api';
import { shapeChartBuckets, type ChartBucket, type ChartDetails } from '../../api/chart';
import type { StatBucket } from '../../api/stats';
import { contributionsOf } from '../../testing/contributions';
import { WidgetTypes, type ExtensionPoint, type WidgetTypeContribution } from '../extension-points';
import type { PluginDefinition } from '../plugin';
import { ServicesProvider, type ConsoleServices } from '../hooks';
import { ApiClient, NotificationService, PermissionService } from '../services';
import type { Token } from '../tokens';

export type PropertyAnswer = unknown | ((objectId: string, options?: Record<string, unknown>) => unknown);

export interface FakeConsole {
  services: ConsoleServices;
  api: ApiClient & { calls: { method: string; path: string; payload: unknown }[] };
  notifications: { errors: string[]; successes: string[]; infos: string[] } & NotificationService;
  wrap(children: ReactNode): ReactElement;
}

export function fakeConsole(
  opts: {
    properties?: Record<string, PropertyAnswer>;
    codes?: string[];
    onSet?: (propertyId: string, property: unknown) => void | Promise<void>;
    contributions?: Map<ExtensionPoint<unknown>, unknown[]>;
    extra?: Map<Token<unknown>, unknown>;
  } = {},
): FakeConsole {
  const calls: { method: string; path: string; payload: unknown }[] = [];
  const answer = (payload: any) => {
    const entry = opts.properties?.[payload?.propertyId];
    if (entry === undefined) throw new ApiError('PropertyNotFound', `Property ${payload?.propertyId} not found.`);
    return typeof entry === 'function' ? (entry as Function)(payload.objectId, payload.options) : JSON.parse(JSON.stringify(entry));
  };
  const api = {
    calls,
    async get(path: string, params?: any) {
      calls.push({ method: 'GET', path, payload: params });
      if (path === API_PATHS.property) return answer(params);
      throw new ApiError('NotImplemented', `GET ${path}`);
    },
    async post(path: string, body?: any) {
      calls.push({ method: 'POST', path, payload: body });
      if (path === API_PATHS.property) {
        await opts.onSet?.(body.propertyId, body.property);
        return undefined;
      }
      throw new ApiError('NotImplemented', `POST ${path}`);
    },
    async put(path: string, body?: unknown) {
      calls.push({ method: 'PUT', path, payload: body });
      throw new ApiError('NotImplemented', `PUT ${path}`);
    },
    async delete(path: string, params?: unknown) {
      calls.push({ method: 'DELETE', path, payload: params });
      throw new ApiError('NotImplemented', `DELETE ${path}`);
    },
    async getObject() {
      throw new ApiError('NotImplemented', 'getObject');
    },
    async getChildren() {
      return { objects: [], objectCount: 0 };
    },
    async getProperty(objectId: string, propertyId: string, options?: Record<string, unknown>) {
      return api.get(API_PATHS.property, { objectId, propertyId, options });
    },
    async setProperty(objectId: string, propertyId: string, property: unknown, options?: Record<string, unknown>) {
      await api.post(API_PATHS.property, { objectId, propertyId, property, options });
    },
  } as unknown as FakeConsole['api'];
  const notes = { errors: [] as string[], successes: [] as string[], infos: [] as string[] };
  const notifications = Object.assign(notes, {
    error: (m: string) => {
      notes.errors.push(m);
    },
    success: (m: string) => {
      notes.successes.push(m);
    },
    info: (m: string) => {
      notes.infos.push(m);
    },
    showLoader() {},
    hideLoader() {},
  });
  const codes = opts.codes ?? ['get', 'upd', 'add', 'del', 'pol', 'adm', 'ctl', 'act'];
  const permissions: PermissionService = { codesFor: () => codes, can: needed => needed.every(c => codes.includes(c)) };
  const registry = new Map<symbol, unknown>([
    [ApiClient.key, api],
    [NotificationService.key, notifications],
    [PermissionService.key, permissions],
  ]);
  for (const [token, value] of opts.extra ?? []) registry.set(token.key, value);
  const services: ConsoleServices = {
    get<T>(token: Token<T>) {
      if (!registry.has(token.key)) throw new Error(`No service for ${token.id}`);
      return registry.get(token.key) as T;
    },
    tryGet<T>(token: Token<T>) {
      return registry.get(token.key) as T | undefined;
    },
    contributions<C>(point: ExtensionPoint<C>) {
      return (opts.contributions?.get(point as ExtensionPoint<unknown>) ?? []) as C[];
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return {
    services,
    api,
    notifications,
    wrap: children => (
      <QueryClientProvider client={client}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    ),
  };
}

/** The widget types a plugin contributes, in registration order. */
export function widgetTypesOf(plugin: PluginDefinition<any, any>): WidgetTypeContribution[] {
  return contributionsOf(plugin, WidgetTypes);
}

export interface KeyedChartWidget {
  plugin: PluginDefinition<any, any>;
  /** The widget type id the plugin contributes. */
  type: string;
  /** The PID_STATS list the widget draws, e.g. 'byOwner'. */
  statsKey: string;
  select(stats: Record<string, StatBucket[]>): ChartBucket[];
  defaults: ChartDetails;
}

/**
 * The tests every chart widget over one keyed PID_STATS list shares: one bucket per entry (an empty key becomes
 * 'unknown'), shaped by the widget's defaults, and the type contributed with the chart validity rule.
 */
export function describeKeyedChartWidget(title: string, w: KeyedChartWidget): void {
  const stats = {
    [w.statsKey]: [
      { key: 'alpha', files: 3, bytes: 300 },
      { key: '', files: 1, bytes: 10 },
      { key: 'beta', files: 5, bytes: 500 },
    ],
  };
  describe(title, () => {
    it('selects one bucket per entry, unknown for an empty key', () => {
      expect(w.select(stats)).toEqual([
        { key: 'alpha', label: 'alpha', files: 3, bytes: 300 },
        { key: 'unknown', label: 'unknown', files: 1, bytes: 10 },
        { key: 'beta', label: 'beta', files: 5, bytes: 500 },
      ]);
    });
    it('shapes by its defaults', () => {
      const keys = shapeChartBuckets(w.select(stats), w.defaults).buckets.map(b => b.key);
      expect(keys).toHaveLength(3);
      expect(w.defaults.order === 'descending' ? keys[0] : keys[2]).toBe('beta');
    });
    it('contributes the type with the chart validity rule', () => {
      const [c] = widgetTypesOf(w.plugin);
      expect(c.type).toBe(w.type);
      expect(c.valid(c.defaultDetails)).toBe(true);
      expect(c.valid({ ...c.defaultDetails, chartType: 'radar' })).toBe(false);
      expect(c.valid(undefined)).toBe(false);
    });
  });
}
