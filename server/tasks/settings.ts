/** Server settings that govern tasks: defaults (spec 001 §9), then the global row, then the node's own row. */
import { cpus } from 'node:os';
import { DYNAMIC_WORKERS_MAX, SERVER_SETTINGS_DEFAULTS, serverSettingsError, type ServerSettings } from '../../sdk/api/tasks';
import { ApiError, ERROR_NAMES } from '../../sdk/api';
import type { Store } from '../store/db';

export const GLOBAL_SCOPE = 'global';

async function scopeSettings(store: Store, scope: string): Promise<Partial<ServerSettings>> {
  const row = await store.db.selectFrom('server_settings').select('settings').where('scope', '=', scope).executeTakeFirst();
  return row ? (JSON.parse(row.settings) as Partial<ServerSettings>) : {};
}

export async function readServerSettings(store: Store, nodeId?: string): Promise<ServerSettings> {
  const global = await scopeSettings(store, GLOBAL_SCOPE);
  const own = nodeId ? await scopeSettings(store, nodeId) : {};
  return { ...SERVER_SETTINGS_DEFAULTS, ...global, ...own };
}

export async function writeServerSettings(store: Store, patch: Partial<ServerSettings>, scope = GLOBAL_SCOPE): Promise<ServerSettings> {
  const problem = serverSettingsError(patch);
  if (problem) throw new ApiError(ERROR_NAMES.validation, problem);
  const merged = { ...(await scopeSettings(store, scope)), ...patch };
  const text = JSON.stringify(merged);
  const now = Date.now();
  await store.db.insertInto('server_settings').values({ scope, settings: text, updated_at: now })
    .onConflict(oc => oc.column('scope').doUpdateSet({ settings: text, updated_at: now })).execute();
  return readServerSettings(store, scope === GLOBAL_SCOPE ? undefined : scope);
}

/**
 * Worker threads a scan may use for reading/hashing and for extraction. dynamicWorkers caps the pool
 * (auto: one per core, at most 16; 0: none, work runs in the scan's own thread); maxThreads is the share
 * of one task.
 */
export function scanThreads(s: ServerSettings, cores = cpus().length): { hashThreads: number; extractThreads: number } {
  const pool = s.dynamicWorkers === -1 ? Math.min(DYNAMIC_WORKERS_MAX, Math.max(1, cores)) : Math.max(0, Math.min(DYNAMIC_WORKERS_MAX, s.dynamicWorkers));
  if (pool === 0) return { hashThreads: 0, extractThreads: 1 };
  const perTask = Math.max(1, Math.min(pool, s.maxThreads));
  return { hashThreads: perTask, extractThreads: perTask };
}
