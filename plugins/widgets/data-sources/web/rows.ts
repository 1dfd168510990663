/**
 * Data sources: the services scanned at or below the node (PID_SOURCES with options {subtree: true}), one row
 * each with its collector, so the root lists the sources of the collectors below it.
 */
import type { SourceService, SourcesProperty, SubtreeSources } from '@fathom/sdk/api/policy';

export interface SourceRow {
  key: string;
  collector: string;
  name: string;
  type: string;
  mode: string;
  paths: string;
}

function rowsOf(services: unknown, collector: string): SourceRow[] {
  if (!Array.isArray(services)) return [];
  return (services as SourceService[])
    .filter(s => s && typeof s === 'object')
    .map(s => ({
      key: `${collector}/${String(s.name ?? '')}`,
      collector,
      name: String(s.name ?? ''),
      type: String(s.type ?? ''),
      mode: String(s.mode ?? ''),
      paths: Array.isArray(s.include)
        ? s.include
            .map(i => i?.path)
            .filter(Boolean)
            .join(', ')
        : '',
    }));
}

/** Rows of a subtree answer ({collectors}) or of one node's own sources ({services}). */
export function sourceRows(value: unknown): SourceRow[] {
  const collectors = (value as SubtreeSources | null)?.collectors;
  const rows = Array.isArray(collectors)
    ? collectors.flatMap(c => rowsOf(c?.services, String(c?.name ?? '')))
    : rowsOf((value as SourcesProperty | null)?.services, '');
  return rows.sort((a, b) => a.collector.localeCompare(b.collector) || a.name.localeCompare(b.name));
}
