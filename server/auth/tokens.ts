/**
 * Bearer tokens: 32 random bytes, handed to the client once; only their sha256 is stored, with an expiry
 * that slides forward while the token is used: a session ends after its idle time without a call (12 hours
 * by default, FATHOM_SESSION_IDLE_HOURS), on logout, and when the user's password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/db';

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** How long a session lives without a call, and the clock it is measured by (tests move it on). */
export interface SessionPolicy {
  idleMs: number;
  now(): number;
}
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: TOKEN_TTL_MS, now: () => Date.now() };
/** The expiry is moved forward at most once a minute per token, to keep reads read-only. */
const SLIDE_STEP_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(store: Store, userObjectId: string, policy = DEFAULT_SESSION_POLICY): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = policy.now();
  const expiresAt = now + policy.idleMs;
  await store.db.deleteFrom('tokens').where('expires_at', '<', now).execute();
  await store.db
    .insertInto('tokens')
    .values({ token_hash: hashToken(token), user_object_id: userObjectId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The user of a live token (sliding its expiry), or null when the token is unknown or expired. */
export async function useToken(store: Store, token: string, policy = DEFAULT_SESSION_POLICY): Promise<{ userObjectId: string; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const row = await store.db.selectFrom('tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  const now = policy.now();
  const ttlMs = policy.idleMs;
  if (!row || row.expires_at <= now) return null;
  if (now + ttlMs - row.expires_at > SLIDE_STEP_MS) {
    await store.db
      .updateTable('tokens')
      .set({ expires_at: now + ttlMs })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { userObjectId: row.user_object_id, tokenHash };
}

export async function revokeToken(store: Store, tokenHash: string): Promise<void> {
  await store.db.deleteFrom('tokens').where('token_hash', '=', tokenHash).execute();
}
