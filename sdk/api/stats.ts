/**
 * PID_STATS: aggregates over a node's subtree, computed by the server from the index (spec 001 §3, §9).
 * Every breakdown lists buckets with a file count and a byte total; widgets shape them for display.
 */

export interface StatBucket {
  key: string;
  files: number;
  bytes: number;
}

/** Age buckets by years since a file time (spec 001 §9); 'unknown' when the time is missing. */
export const AGE_BUCKETS = ['<1', '1-2', '2-3', '3-4', '>4', 'unknown'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  '<1': 'Under 1 year',
  '1-2': '1-2 years',
  '2-3': '2-3 years',
  '3-4': '3-4 years',
  '>4': 'Over 4 years',
  unknown: 'unknown',
};
/** Lower bound in years of each known age bucket, so "older than N years" can be summed from buckets. */
export const AGE_BUCKET_FROM_YEARS: Record<Exclude<AgeBucket, 'unknown'>, number> = { '<1': 0, '1-2': 1, '2-3': 2, '3-4': 3, '>4': 4 };

/** Last-access buckets (spec 001 §9): older than 1 year, older than 5 years (the second is part of the first). */
export interface LastAccessStats {
  olderThan1Year: { files: number; bytes: number };
  olderThan5Years: { files: number; bytes: number };
}

export const UNCLASSIFIED = 'Unclassified';
export const UNKNOWN = 'unknown';

/** New data per calendar month ('YYYY-MM'), by the time files were created (or first indexed when unknown). */
export interface GrowthMonth {
  month: string;
  files: number;
  bytes: number;
  byCategory?: Record<string, number>;
}

export interface NodeStats {
  objectId: string;
  /** Epoch milliseconds when the aggregates were computed. */
  computedAt: number;
  totals: { files: number; bytes: number; directories: number };
  byCategory: StatBucket[];
  /** Includes the 'Unclassified' bucket for files without any classification. */
  byClassification: StatBucket[];
  /**
   * The confidence a classification (or a rule hit behind none) needs to be recorded, counted and searched:
   * one threshold, the policy's, behind every figure. Optional for stats from older servers.
   */
  classificationMinConfidence?: number;
  byExtension: StatBucket[];
  /** By source (location) name. */
  byLocation: StatBucket[];
  byOwner: StatBucket[];
  /** By permission string ('rw-r--r--'), 'unknown' when not recorded. */
  byPermission: StatBucket[];
  byModifyAge: StatBucket[];
  byCreateAge: StatBucket[];
  byAccessAge: StatBucket[];
  lastAccess: LastAccessStats;
  growth: GrowthMonth[];
  duplicates: { files: number; wastedBytes: number };
  /** Figures server plugins add (sdk/server StatsFigures), by figure id; absent when no plugin adds any. */
  figures?: Record<string, unknown>;
}

/** Bytes and files in age buckets at least `years` old (years must fall on a bucket boundary 0..4). */
export function olderThan(buckets: StatBucket[], years: number): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const b of buckets) {
    const from = AGE_BUCKET_FROM_YEARS[b.key as Exclude<AgeBucket, 'unknown'>];
    if (from !== undefined && from >= years) {
      files += b.files;
      bytes += b.bytes;
    }
  }
  return { files, bytes };
}

/** True when the value has the NodeStats shape (used by widgets before trusting a reply). */
export function isNodeStats(value: unknown): value is NodeStats {
  const v = value as NodeStats;
  return !!v && typeof v === 'object' && !!v.totals && typeof v.totals.files === 'number' && Array.isArray(v.byCategory);
}
