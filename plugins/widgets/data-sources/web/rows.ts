/** Data sources: the services a node scans (PID_SOURCES), one row each. */
import type { SourcesProperty } from '@fathom/sdk/api/policy';

export interface SourceRow { name: string; type: string; mode: string; paths: string }

export function sourceRows(value: unknown): SourceRow[] {
  const services = (value as SourcesProperty | null)?.services;
  if (!Array.isArray(services)) return [];
  return services.filter(s => s && typeof s === 'object').map(s => ({
    name: String(s.name ?? ''), type: String(s.type ?? ''), mode: String(s.mode ?? ''),
    paths: Array.isArray(s.include) ? s.include.map(i => i?.path).filter(Boolean).join(', ') : '',
  })).sort((a, b) => a.name.localeCompare(b.name));
}
