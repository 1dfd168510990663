/** Embedded page: only http(s) addresses are framed. */
export function isEmbeddableUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !url.trim()) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
export function validEmbeddedDetails(details: unknown): boolean {
  return !!details && typeof details === 'object' && isEmbeddableUrl((details as { url?: unknown }).url);
}
