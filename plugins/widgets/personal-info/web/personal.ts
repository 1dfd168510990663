/**
 * Personal info: the files in the personal data policy's classifications. The policy (details.policyId) is the id
 * of the node whose classifications (PID_CLASSIFICATIONS, in force there) count as personal data; the figures are
 * the stats of the node the dashboard shows. Without a policy or its classifications the spec's messages show.
 */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import type { NodeStats } from '@fathom/sdk/api/stats';

export interface PersonalInfoDetails {
  policyId?: string;
}

export function validPersonalInfoDetails(details: unknown): boolean {
  if (!details || typeof details !== 'object') return false;
  const p = (details as PersonalInfoDetails).policyId;
  return p === undefined || typeof p === 'string';
}

/** Classification names from PID_CLASSIFICATIONS: a list of names or of { name }, or { classifications: [...] }. */
export function classificationNames(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : Array.isArray((value as { classifications?: unknown })?.classifications)
      ? (value as { classifications: unknown[] }).classifications
      : [];
  return [
    ...new Set(
      list.map(c => (typeof c === 'string' ? c : typeof (c as { name?: unknown })?.name === 'string' ? (c as { name: string }).name : '')).filter(Boolean),
    ),
  ];
}

/** The stats buckets of those classifications, zero buckets kept so a policy with no hits still lists them. */
export function personalBuckets(stats: Pick<NodeStats, 'byClassification'>, names: readonly string[]): ChartBucket[] {
  const found = new Map(stats.byClassification.map(b => [b.key.toLowerCase(), b]));
  return names.map(name => {
    const b = found.get(name.toLowerCase());
    return { key: name, label: name, files: b?.files ?? 0, bytes: b?.bytes ?? 0 };
  });
}
