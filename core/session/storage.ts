/** Local storage keys of the console (spec 000 §7): token, its user, home node, session marker, last page, suggestions. */
export const STORAGE_KEYS = {
  token: 'fathom.token',
  tokenUserId: 'fathom.tokenUserId',
  homeId: 'fathom.homeId',
  session: 'fathom.session',
  lastPage: 'fathom.lastPage',
  suggestionsMinimised: 'fathom.suggestionsMinimised',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    return store()?.getItem(key) ?? null;
  },
  set(key: string, value: string): void {
    store()?.setItem(key, value);
  },
  remove(key: string): void {
    store()?.removeItem(key);
  },
};

export interface StoredSession {
  token: string;
  userId: string;
  homeId: string;
}

export function readSession(): StoredSession | null {
  const token = storage.get(STORAGE_KEYS.token);
  const userId = storage.get(STORAGE_KEYS.tokenUserId);
  const homeId = storage.get(STORAGE_KEYS.homeId);
  if (!storage.get(STORAGE_KEYS.session) || !token || !userId || !homeId) return null;
  return { token, userId, homeId };
}

export function writeSession(s: StoredSession): void {
  storage.set(STORAGE_KEYS.token, s.token);
  storage.set(STORAGE_KEYS.tokenUserId, s.userId);
  storage.set(STORAGE_KEYS.homeId, s.homeId);
  storage.set(STORAGE_KEYS.session, '1');
}

export function clearSession(): void {
  for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.tokenUserId, STORAGE_KEYS.homeId, STORAGE_KEYS.session]) storage.remove(k);
}
