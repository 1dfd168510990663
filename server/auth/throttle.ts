/**
 * The login throttle (spec 000 §4, §9): after 5 failed attempts for an account, 30 seconds in which every
 * attempt answers TooManyLoginAttempts (429) with the seconds left; then the counter starts again.
 * Kept in the database so that every server process sharing it sees the same counter.
 */
import { ApiError, ERROR_NAMES, LOGIN_RULES, throttleMessage } from '@fathom/sdk/api';
import { sql } from 'kysely';
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

/**
 * Counts a failure in one statement (several server processes may count the same account at once); the one
 * that reaches the limit starts the lockout.
 */
export async function recordFailure(store: Store, accountKey: string, rules = DEFAULT_THROTTLE, now = Date.now()): Promise<void> {
  const firstLock = 1 >= rules.maxFailures ? now + rules.lockoutMs : 0;
  await store.db
    .insertInto('login_throttle')
    .values({ account_key: accountKey, failures: 1, locked_until: firstLock, updated_at: now })
    .onConflict(oc =>
      oc.column('account_key').doUpdateSet({
        failures: sql`login_throttle.failures + 1`,
        locked_until: sql`CASE WHEN login_throttle.failures + 1 >= ${sql.lit(rules.maxFailures)} THEN ${sql.lit(now + rules.lockoutMs)} ELSE 0 END`,
        updated_at: now,
      }),
    )
    .execute();
}

export async function clearFailures(store: Store, accountKey: string): Promise<void> {
  await store.db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
}
