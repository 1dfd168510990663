/** Query: runs a saved search statement (POST /database/query) and lists the first results. */
export const QUERY_PATH = '/database/query';
export const QUERY_LIMIT = 20;

export interface QueryDetails {
  statement?: string;
  primaryColumn?: string;
}

export function validQueryDetails(details: unknown): boolean {
  return !!details && typeof details === 'object' && ['undefined', 'string'].includes(typeof (details as QueryDetails).statement);
}

export interface ResultRow {
  key: string;
  name: string;
  path: string;
  size: number | null;
}

/** Rows from a search answer: objects or fileObjects, each with name, parentPath and size. */
export function resultRows(value: unknown): { rows: ResultRow[]; count: number } {
  const v = value as { objects?: unknown; fileObjects?: unknown; objectCount?: unknown; fileCount?: unknown } | null;
  const list = Array.isArray(v?.objects) ? (v!.objects as unknown[]) : Array.isArray(v?.fileObjects) ? (v!.fileObjects as unknown[]) : [];
  const rows = list
    .filter((o): o is Record<string, unknown> => !!o && typeof o === 'object')
    .slice(0, QUERY_LIMIT)
    .map((o, i) => ({
      key: String(o.objectId ?? i),
      name: String(o.name ?? ''),
      path: String(o.parentPath ?? o.path ?? ''),
      size: typeof o.size === 'number' ? o.size : null,
    }));
  const count = Number(v?.objectCount ?? v?.fileCount ?? list.length);
  return { rows, count: Number.isFinite(count) ? count : list.length };
}
