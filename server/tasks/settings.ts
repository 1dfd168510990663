/**
 * Server settings that govern tasks: defaults (spec 001 §9), then the global row, then the own rows of the
 * node's ancestors from the top down, then the node's own row (PID_SERVER_SETTINGS edits these rows).
 */
import { cpus } from 'node:os';
import { DYNAMIC_WORKERS_MAX, SERVER_SETTINGS_DEFAULTS, serverSettingsError, type ServerSettings, type ServerSettingsProperty } from '@fathom/sdk/api/tasks';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { Store } from '../store/db';

export const GLOBAL_SCOPE = 'global';

async function scopeSettings(store: Store, scope: string): Promise<Partial<ServerSettings>> {
  const row = await store.db.selectFrom('server_settings').select('settings').where('scope', '=', scope).executeTakeFirst();
  return row ? (JSON.parse(row.settings) as Partial<ServerSettings>) : {};
}

/** The scopes above a node, top first: the global row, then its ancestors' ids. */
async function scopesAbove(store: Store, nodeId: string): Promise<string[]> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', nodeId).executeTakeFirst();
  const ancestors = (row?.path_ids ?? '').split('/').filter(id => id && id !== nodeId);
  return [GLOBAL_SCOPE, ...ancestors];
}

async function rowsOf(store: Store, scopes: string[]): Promise<Map<string, Partial<ServerSettings>>> {
  if (scopes.length === 0) return new Map();
  const rows = await store.db.selectFrom('server_settings').select(['scope', 'settings']).where('scope', 'in', scopes).execute();
  return new Map(rows.map(r => [r.scope, JSON.parse(r.settings) as Partial<ServerSettings>]));
}

/** A node's settings as PID_SERVER_SETTINGS shows them: own, inherited (and from where), in force. */
export async function serverSettingsOf(store: Store, nodeId: string): Promise<ServerSettingsProperty> {
  const above = await scopesAbove(store, nodeId);
  const rows = await rowsOf(store, [...above, nodeId]);
  let inheritedValues: ServerSettings = { ...SERVER_SETTINGS_DEFAULTS };
  let inheritedFrom: string | null = null;
  for (const scope of above) {
    const own = rows.get(scope);
    if (!own || Object.keys(own).length === 0) continue;
    inheritedValues = { ...inheritedValues, ...own };
    if (scope !== GLOBAL_SCOPE) inheritedFrom = scope;
  }
  const values = rows.get(nodeId) ?? {};
  const inherited = Object.keys(values).length === 0;
  return { values, inherited, inheritedFrom, inheritedValues, effective: { ...inheritedValues, ...values } };
}

/** A node's settings in force; without a node, the machine-wide ones (the global row, then the tree root's own). */
export async function readServerSettings(store: Store, nodeId?: string): Promise<ServerSettings> {
  if (nodeId && nodeId !== GLOBAL_SCOPE) return (await serverSettingsOf(store, nodeId)).effective;
  const roots = (await store.db.selectFrom('objects').select('object_id').where('parent_id', 'is', null).where('class_id', '=', 'root').execute()).map(
    r => r.object_id,
  );
  const rows = await rowsOf(store, [GLOBAL_SCOPE, ...roots]);
  return Object.assign({ ...SERVER_SETTINGS_DEFAULTS }, rows.get(GLOBAL_SCOPE), ...roots.map(r => rows.get(r)));
}

function checked(values: Partial<ServerSettings>): void {
  const problem = serverSettingsError(values);
  if (problem) throw new ApiError(ERROR_NAMES.validation, problem);
}

async function store(s: Store, scope: string, values: Partial<ServerSettings>): Promise<void> {
  if (Object.keys(values).length === 0) {
    await s.db.deleteFrom('server_settings').where('scope', '=', scope).execute();
    return;
  }
  const text = JSON.stringify(values);
  const now = Date.now();
  await s.db
    .insertInto('server_settings')
    .values({ scope, settings: text, updated_at: now })
    .onConflict(oc => oc.column('scope').doUpdateSet({ settings: text, updated_at: now }))
    .execute();
}

/** Merges a patch into a scope's own values. */
export async function writeServerSettings(s: Store, patch: Partial<ServerSettings>, scope = GLOBAL_SCOPE): Promise<ServerSettings> {
  checked(patch);
  await store(s, scope, { ...(await scopeSettings(s, scope)), ...patch });
  return readServerSettings(s, scope === GLOBAL_SCOPE ? undefined : scope);
}

/** Replaces a node's own values; an empty set returns the node to inheriting. */
export async function replaceServerSettings(s: Store, scope: string, values: Partial<ServerSettings>): Promise<void> {
  checked(values);
  await store(s, scope, values);
}

/**
 * Worker threads a scan may use for reading/hashing and for extraction. dynamicWorkers caps the pool
 * (auto: one per core, at most 16; 0: none, work runs in the scan's own thread); maxThreads is the share
 * of one task.
 */
export function scanThreads(s: ServerSettings, cores = cpus().length): { hashThreads: number; extractThreads: number } {
  const pool = dynamicWorkerPool(s, cores);
  if (pool === 0) return { hashThreads: 0, extractThreads: 1 };
  const perTask = Math.max(1, Math.min(pool, s.maxThreads));
  return { hashThreads: perTask, extractThreads: perTask };
}

/** The dynamic workers of a collector: auto is one per core (at most 16), disabled none, else the number set. */
export function dynamicWorkerPool(s: ServerSettings, cores = cpus().length): number {
  return s.dynamicWorkers === -1 ? Math.min(DYNAMIC_WORKERS_MAX, Math.max(1, cores)) : Math.max(0, Math.min(DYNAMIC_WORKERS_MAX, s.dynamicWorkers));
}

/** The task log's line saying which threads a scan runs with, and why (dynamicWorkers, maxThreads). */
export function scanThreadsLine(s: ServerSettings, cores = cpus().length): string {
  const pool = dynamicWorkerPool(s, cores);
  const { hashThreads, extractThreads } = scanThreads(s, cores);
  const setting = s.dynamicWorkers === -1 ? `auto (${pool})` : s.dynamicWorkers === 0 ? 'disabled' : String(pool);
  const reading = hashThreads === 0 ? 'files are read in the scan thread' : `${hashThreads} read/hash thread${hashThreads === 1 ? '' : 's'}`;
  return `Dynamic workers: ${setting}; maxThreads ${s.maxThreads}: ${reading}, ${extractThreads} extraction thread${extractThreads === 1 ? '' : 's'}.`;
}
