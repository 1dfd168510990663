/** Malicious files (PID_MALICIOUS_FILES): how many were found and the latest ones. Read as a list or { files, count }. */
export interface MaliciousRow { key: string; name: string; path: string; threat: string }

export function maliciousFiles(value: unknown, limit = 10): { count: number; rows: MaliciousRow[] } {
  const v = value as { files?: unknown; count?: unknown } | null;
  const list = Array.isArray(value) ? value : Array.isArray(v?.files) ? v!.files as unknown[] : [];
  const rows = list.filter((f): f is Record<string, unknown> => !!f && typeof f === 'object').slice(0, limit).map((f, i) => ({
    key: String(f.objectId ?? i), name: String(f.name ?? ''), path: String(f.path ?? f.parentPath ?? ''), threat: String(f.threat ?? f.signature ?? f.reason ?? ''),
  }));
  const count = typeof v?.count === 'number' ? v.count : list.length;
  return { count, rows };
}
