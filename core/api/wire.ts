/** The wire format of /server/api/v3: GET/DELETE payloads as query parameters (object values JSON-encoded). */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    q.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
