/**
 * The three lists of a collector's services, all kept in PID_SOURCES and told apart by mode (spec 001 §3 Services):
 * sources it scans (Policy → Sources), targets it writes to (Policy → Targets) and transforms (Policy → Integrations).
 * Each editor shows its own modes and saves the others as they are.
 */
import type { ServiceMode, SourceService } from '@fathom/sdk/api/policy';

export interface ServiceKind {
  /** Test ids and form ids: `${id}-dialog`, `${id}s-add`, `${id}-row-<name>`. */
  id: 'source' | 'target' | 'integration';
  /** The mode a new service of this list takes; the list holds services of this mode. */
  mode: ServiceMode;
  /** The PID_POLICY section whose inherited values are shown. */
  section: 'sources' | 'targets' | 'integrations';
  singular: string;
  plural: string;
  /** Scanned services have include and exclude paths; written ones a store path. */
  scanned: boolean;
  /** What the empty list says, and what a new one is for. */
  empty(nodeName: string): string;
}

export const SOURCE_KIND: ServiceKind = {
  id: 'source',
  mode: 'Source',
  section: 'sources',
  singular: 'source',
  plural: 'sources',
  scanned: true,
  empty: name => `${name} has no sources yet. Add a file system, share or cloud store to scan.`,
};

export const TARGET_KIND: ServiceKind = {
  id: 'target',
  mode: 'Target',
  section: 'targets',
  singular: 'target',
  plural: 'targets',
  scanned: false,
  empty: name => `${name} has no targets yet. Add a folder, share, bucket, container or zip archive that data actions copy, move or export files to.`,
};

export const INTEGRATION_KIND: ServiceKind = {
  id: 'integration',
  mode: 'Transform',
  section: 'integrations',
  singular: 'integration',
  plural: 'integrations',
  scanned: false,
  empty: name => `${name} has no integrations yet. Add a transform such as text output, which writes the extracted text of each file.`,
};

/** Whether a service belongs to a list (a service without a mode is a source). */
export function inKind(s: SourceService, kind: ServiceKind): boolean {
  return (s.mode ?? 'Source') === kind.mode;
}

/** The whole PID_SOURCES list after editing one kind: the other kinds' services kept as they are, in their place. */
export function mergeKind(saved: readonly SourceService[], edited: readonly SourceService[], kind: ServiceKind): SourceService[] {
  const others = saved.filter(s => !inKind(s, kind));
  return kind.scanned ? [...edited, ...others] : [...others, ...edited];
}

/** A short line on where a written service stores and how. */
export function storeSummary(s: SourceService): string {
  const p = s.parameters ?? {};
  const where = typeof p.storePath === 'string' && p.storePath ? p.storePath : '—';
  const how = [
    p.enableCompression === false ? null : 'enableCompression' in p ? 'LZ4' : null,
    p.enableEncryption === false ? null : 'enableEncryption' in p ? 'encrypted' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return how ? `${where} (${how})` : where;
}
