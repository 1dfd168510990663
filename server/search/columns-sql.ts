/**
 * Search columns → SQL over idx_entries (alias e) and idx_classifications.
 *
 * Classification columns (classification, confidence, hitCount, ruleId) depend on where they are used:
 * - 'joined': GROUP BY names one, so each entry joins its classifications (alias c, one row per entry and
 *   classification; unclassified entries keep one row with NULLs);
 * - 'exists': inside a WHERE condition, a sub-select over idx_classifications (alias c);
 * - 'list': elsewhere, a per-entry summary: distinct names joined by ';', best confidence, total hits.
 *
 * - columnSql(name, mode, costs, dialect): the SQL expression of a column (dialect.ts: SQLite unless given).
 * - ServiceEstimation / SearchCosts: the per-service estimation of spec 001 §3 (storeCost and accessCost per MB,
 *   accessDelay in seconds, accessRate in MB/s) behind storageCost, retrievalCost and retrievalTime.
 */
import { sql, type RawBuilder } from 'kysely';
import { SQLITE_DIALECT, type SearchDialect } from './dialect';

export type ClassificationMode = 'joined' | 'exists' | 'list';

export interface ServiceEstimation {
  storeCost?: number;
  accessCost?: number;
  accessDelay?: number;
  accessRate?: number;
}
export interface SearchCosts {
  default?: ServiceEstimation;
  services?: Record<string, ServiceEstimation>;
}

const ENTRY: Record<string, string> = {
  classId: 'class_id',
  name: 'name',
  parentPath: 'parent_path',
  extension: 'extension',
  mimeType: 'mime_type',
  category: 'category',
  size: 'size',
  storeSize: 'size',
  createTime: 'create_time',
  modifyTime: 'modify_time',
  accessTime: 'access_time',
  storeTime: 'store_time',
  service: 'service',
  osOwner: 'os_owner',
  permissions: 'permissions',
  dupCount: 'dup_count',
  dupKey: 'content_hash',
  signature: 'signature',
  isDeleted: 'is_deleted',
  extractStatus: 'extract_status',
  userTags: 'user_tags',
  applianceNodeObjectId: 'node_id',
};

const PATH = sql`(CASE WHEN e.parent_path = '/' THEN '/' || e.name ELSE e.parent_path || '/' || e.name END)`;

/** One estimation field per row's service: CASE e.service WHEN ? THEN ? … ELSE default END. */
function perService(costs: SearchCosts | undefined, field: keyof ServiceEstimation, d: SearchDialect): RawBuilder<number> {
  const fallback = d.number(costs?.default?.[field] ?? 0);
  const cases = Object.entries(costs?.services ?? {}).filter(([, e]) => e[field] !== undefined);
  if (cases.length === 0) return sql<number>`${fallback}`;
  return sql<number>`(CASE e.service ${sql.join(
    cases.map(([name, e]) => sql`WHEN ${name} THEN ${d.number(e[field]!)}`),
    sql` `,
  )} ELSE ${fallback} END)`;
}

const SIZE_MB = sql`(e.size / 1048576.0)`;

const CLASSIFICATION_FIELD: Record<string, { raw: string; joined: string; list: (d: SearchDialect) => RawBuilder<unknown> }> = {
  classification: { raw: 'classification', joined: 'classification', list: d => d.classificationList('classification') },
  confidence: { raw: 'confidence', joined: 'confidence', list: () => sql`(SELECT MAX(l.confidence) FROM idx_classifications l WHERE l.entry_id = e.entry_id)` },
  hitCount: { raw: 'hit_count', joined: 'hit_count', list: () => sql`(SELECT SUM(l.hit_count) FROM idx_classifications l WHERE l.entry_id = e.entry_id)` },
  ruleId: { raw: 'rule_id', joined: 'rule_ids', list: d => d.classificationList('rule_id') },
};

export const isClassificationColumn = (name: string) => name in CLASSIFICATION_FIELD;

/** The joined per-entry classification rows (alias c). */
export function classificationJoin(d: SearchDialect = SQLITE_DIALECT): RawBuilder<unknown> {
  return sql`(SELECT entry_id, classification, MAX(confidence) AS confidence, SUM(hit_count) AS hit_count,
  ${sql.raw(d.ruleIds)} AS rule_ids FROM idx_classifications GROUP BY entry_id, classification)`;
}

export function columnSql(name: string, mode: ClassificationMode, costs?: SearchCosts, d: SearchDialect = SQLITE_DIALECT): RawBuilder<unknown> {
  const entry = ENTRY[name];
  if (entry) return sql.ref(`e.${entry}`) as unknown as RawBuilder<unknown>;
  const cls = CLASSIFICATION_FIELD[name];
  if (cls) {
    if (mode === 'exists') return sql.ref(`c.${cls.raw}`) as unknown as RawBuilder<unknown>;
    if (mode === 'joined') return sql.ref(`c.${cls.joined}`) as unknown as RawBuilder<unknown>;
    return cls.list(d);
  }
  switch (name) {
    case 'objectId':
    case 'instanceId':
      return sql`('e' || e.entry_id)`;
    case 'path':
    case 'linNativePath':
      return PATH;
    case 'winNativePath':
      return sql`replace(${PATH}, '/', '\\')`;
    case 'storageCost':
      return sql`(${SIZE_MB} * ${perService(costs, 'storeCost', d)})`;
    case 'retrievalCost':
      return sql`(${SIZE_MB} * ${perService(costs, 'accessCost', d)})`;
    case 'retrievalTime': {
      const rate = perService(costs, 'accessRate', d);
      return sql`(${perService(costs, 'accessDelay', d)} + CASE WHEN ${rate} > 0 THEN ${SIZE_MB} / ${rate} ELSE 0 END)`;
    }
  }
  throw new Error(`No SQL for search column ${name}`);
}
