/**
 * The login throttle (spec 000 §4, §9): after 5 failed attempts for an account, 30 seconds in which every
 * attempt answers TooManyLoginAttempts (429) with the seconds left; then the counter starts again.
 * Kept in the database so that every server process sees the same counter.
 */
import { ApiError, ERROR_NAMES, LOGIN_RULES, throttleMessage } from '@fathom/sdk/api';
import type { Store } from '../store/db';

export interface ThrottleRules {
  maxFailures: number;
  lockoutMs: number;
}
export const DEFAULT_THROTTLE: ThrottleRules = { maxFailures: LOGIN_RULES.maxFailures, lockoutMs: LOGIN_RULES.lockoutSeconds * 1000 };

/** Throws TooManyLoginAttempts while the account is locked; clears an expired lock. */
export async function assertNotLocked(store: Store, accountKey: string, now = Date.now()): Promise<void> {
  const row = await store.db.selectFrom('login_throttle').selectAll().where('account_key', '=', accountKey).executeTakeFirst();
  if (!row || row.locked_until === 0) return;
  if (row.locked_until > now) {
    const secondsLeft = Math.max(1, Math.ceil((row.locked_until - now) / 1000));
    const err = new ApiError(ERROR_NAMES.throttled, throttleMessage(secondsLeft), undefined, { secondsLeft });
    throw Object.assign(err, { secondsLeft });
  }
  await store.db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
}

/** Counts a failure; the one that reaches the limit starts the lockout. */
export async function recordFailure(store: Store, accountKey: string, rules = DEFAULT_THROTTLE, now = Date.now()): Promise<void> {
  const row = await store.db.selectFrom('login_throttle').selectAll().where('account_key', '=', accountKey).executeTakeFirst();
  const failures = (row?.failures ?? 0) + 1;
  const lockedUntil = failures >= rules.maxFailures ? now + rules.lockoutMs : 0;
  await store.db
    .insertInto('login_throttle')
    .values({ account_key: accountKey, failures, locked_until: lockedUntil, updated_at: now })
    .onConflict(oc => oc.column('account_key').doUpdateSet({ failures, locked_until: lockedUntil, updated_at: now }))
    .execute();
}

export async function clearFailures(store: Store, accountKey: string): Promise<void> {
  await store.db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
}
