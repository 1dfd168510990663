/** Malicious files (PID_MALICIOUS_FILES): how many were found and the latest ones. Read as a list or { files, count }. */
export interface MaliciousRow {
  key: string;
  name: string;
  path: string;
  threat: string;
}

/** 'Known bad hash (Emotet loader)': the name the hash list gives the file's hash, when it gives one. */
const withDetail = (threat: string, detail: unknown) => (typeof detail === 'string' && detail ? `${threat} (${detail})` : threat);

/** The hashes in force says where the known-bad list is kept (null when the answer does not tell). */
export function maliciousFiles(value: unknown, limit = 10): { count: number; rows: MaliciousRow[]; hashesInForce: number | null } {
  const v = value as { files?: unknown; count?: unknown; hashesInForce?: unknown } | null;
  const list = Array.isArray(value) ? value : Array.isArray(v?.files) ? (v!.files as unknown[]) : [];
  const rows = list
    .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
    .slice(0, limit)
    .map((f, i) => ({
      key: String(f.objectId ?? i),
      name: String(f.name ?? ''),
      path: String(f.path ?? f.parentPath ?? ''),
      threat: withDetail(String(f.threat ?? f.signature ?? f.reason ?? ''), f.detail),
    }));
  const count = typeof v?.count === 'number' ? v.count : list.length;
  return { count, rows, hashesInForce: typeof v?.hashesInForce === 'number' ? v.hashesInForce : null };
}
