/**
 * Sign-in with integrated credentials. An account is a user id within a client (or on the platform); when the
 * same user id exists in several places the caller must name the client, as `client/userId` or clientName.
 */
import { ACCESS_MESSAGES, ApiError, ERROR_NAMES, normaliseActivationCode, type LoginResponse } from '@fathom/sdk/api';
import type { AccountActivation, PlatformAccess } from '@fathom/sdk/server';
import type { Store } from '../store/db';
import type { Access } from '../tree/access';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { describeUser, sessionFor } from './session';
import { assertNotLocked, clearFailures, recordFailure, type ThrottleRules, DEFAULT_THROTTLE } from './throttle';
import { DEFAULT_SESSION_POLICY, issueToken, type SessionPolicy } from './tokens';

export interface LoginInput {
  userId: string;
  password: string;
  clientName?: string;
  provider?: unknown;
  /** { activationCode } when the sign-in activates an account (spec 000 §2 Activate). */
  state?: unknown;
  passwordConfirm?: string;
  /** The on-premises sign-in names the platform. */
  onPremRequest?: boolean;
  platformName?: string;
}
export interface LoginOptions {
  throttle?: ThrottleRules;
  session?: SessionPolicy;
  /** What plugins contribute to activate an account with a code (sdk/server AccountActivations). */
  activations?: readonly AccountActivation[];
  /** What activations are handed (the core services as plugins see them). */
  platform?: PlatformAccess;
  /** The platform's name, which an on-premises sign-in must give. */
  platformName?: () => Promise<string>;
}

function activationCodeOf(state: unknown): string | null {
  let s = state;
  if (typeof s === 'string') {
    try {
      s = JSON.parse(s);
    } catch {
      return null;
    }
  }
  const code = s && typeof s === 'object' ? (s as { activationCode?: unknown }).activationCode : undefined;
  return typeof code === 'string' && code.trim() ? normaliseActivationCode(code) : null;
}

function invalidCredentials(): ApiError {
  return new ApiError(ERROR_NAMES.invalidCredentials, 'The user name or password is not correct.');
}

/** Splits 'client/userId' (the console's form after AccountAmbiguous) unless clientName is given apart. */
export function parseAccount(userId: string, clientName?: string): { clientName?: string; userId: string } {
  const name = clientName?.trim();
  if (name) return { clientName: name, userId: userId.trim() };
  const slash = userId.indexOf('/');
  if (slash > 0) return { clientName: userId.slice(0, slash).trim(), userId: userId.slice(slash + 1).trim() };
  return { userId: userId.trim() };
}

/** Signs in with a payload the route's schema (loginSchema, shared with the console's form) has validated. */
export async function login(store: Store, access: Access, input: LoginInput, opts: LoginOptions = {}): Promise<LoginResponse> {
  if (typeof input.provider === 'string' && input.provider !== 'integrated') {
    throw new ApiError(ERROR_NAMES.validation, `The sign-in provider ${input.provider} is not available.`);
  }
  const account = parseAccount(input.userId, input.clientName);
  if (!account.userId) throw new ApiError(ERROR_NAMES.validation, 'User name is required.');
  // One counter per user id, whatever client is named, so naming clients cannot multiply the attempts.
  const throttleKey = account.userId.toLowerCase();
  await assertNotLocked(store, throttleKey);
  if (input.onPremRequest && opts.platformName) {
    const expected = (await opts.platformName()).trim().toLowerCase();
    if ((input.platformName ?? '').trim().toLowerCase() !== expected) {
      await recordFailure(store, throttleKey, opts.throttle ?? DEFAULT_THROTTLE);
      throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.platformName, undefined, { field: 'platformName' });
    }
  }
  const activationCode = activationCodeOf(input.state);
  const activation = activationCode && opts.platform ? opts.activations?.find(a => a.accepts(activationCode)) : undefined;
  let activated: string | undefined;
  if (activation && activationCode && opts.platform) {
    try {
      const request = {
        activationCode,
        userId: account.userId,
        clientName: account.clientName,
        password: input.password,
        passwordConfirm: input.passwordConfirm,
      };
      activated = (await activation.activate(request, opts.platform)).userObjectId;
    } catch (e) {
      // A wrong code counts like a wrong password: codes cannot be tried without limit.
      await recordFailure(store, throttleKey, opts.throttle ?? DEFAULT_THROTTLE);
      throw e;
    }
  }

  let q = store.db.selectFrom('credentials').selectAll().where('user_id_key', '=', account.userId.toLowerCase());
  // The account just activated is the one signed in, even when its user id exists in other organisations.
  if (activated) q = q.where('user_object_id', '=', activated);
  else if (account.clientName) {
    const clients = await store.db.selectFrom('objects').select(['object_id', 'name']).where('class_id', '=', 'client').execute();
    const ids = clients.filter(c => c.name.toLowerCase() === account.clientName!.toLowerCase()).map(c => c.object_id);
    q = q.where('client_key', 'in', ids.length ? ids : ['\u0000none']);
  }
  const candidates = await q.execute();
  if (candidates.length > 1) {
    throw new ApiError(ERROR_NAMES.accountAmbiguous, 'This user name exists in several organisations; enter the organisation name as well.');
  }
  const cred = candidates[0];
  const ok = cred ? cred.is_activated === 1 && (await verifyPassword(cred.password_hash, input.password)) : await verifyAgainstNothing(input.password);
  if (!ok || !cred) {
    await recordFailure(store, throttleKey, opts.throttle ?? DEFAULT_THROTTLE);
    throw invalidCredentials();
  }
  await clearFailures(store, throttleKey);
  const { token, expiresAt } = await issueToken(store, cred.user_object_id, opts.session ?? DEFAULT_SESSION_POLICY);
  const session = await sessionFor(store, cred.user_object_id, '');
  if (!session) throw invalidCredentials();
  const user = await describeUser(store, access, session);
  return {
    token,
    homeId: user.homeId,
    name: user.name,
    permissions: user.permissions,
    objectId: user.objectId,
    userId: user.userId,
    isRoot: user.isRoot,
    expiresAt,
  };
}
