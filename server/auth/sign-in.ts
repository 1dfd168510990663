/**
 * Sign-in through a configured method (server/auth/sign-in-methods.ts): a company directory's credentials, or an
 * identity provider's redirect (started here, completed from /login-auto). Whoever the provider proves is matched
 * in the node that configured the method (by account name or e-mail, within that client only) or provisioned
 * there, then gets a session like an integrated sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_MESSAGES,
  ApiError,
  AUTHENTICATION_MESSAGES,
  ERROR_NAMES,
  normaliseActivationCode,
  parseSignInState,
  type LoginResponse,
  type SignInStartAnswer,
} from '@fathom/sdk/api';
import type { SignInIdentity, SignInMethodConfig } from '@fathom/sdk/server';
import type { Access } from '../tree/access';
import { formatCodes } from '../tree/access';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { insertObjectRow } from '../tree/mutations';
import type { TreeService } from '../tree/service';
import { methodById, type SignInDeps } from './sign-in-methods';
import { describeUser, sessionFor } from './session';
import { assertNotLocked, clearFailures, DEFAULT_THROTTLE, recordFailure } from './throttle';
import { DEFAULT_SESSION_POLICY, issueToken } from './tokens';

/** How long a started redirect sign-in may take. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function refused(message: string): ApiError {
  return new ApiError(ERROR_NAMES.invalidCredentials, message);
}
function unknownMethod(provider: string): ApiError {
  return new ApiError(ERROR_NAMES.validation, AUTHENTICATION_MESSAGES.providerUnknown(provider), undefined, { field: 'state' });
}

async function requireMethod(deps: SignInDeps, methodId: unknown, provider: string | undefined, kind: 'credentials' | 'redirect') {
  const found = typeof methodId === 'string' && methodId ? await methodById(deps, methodId) : null;
  if (!found || (provider && found.config.provider !== provider) || found.provider.kind !== kind) throw unknownMethod(provider ?? String(methodId));
  return found;
}

/** POST /login with a directory's credentials: provider and state (the method id) name the method. */
export async function signInWithCredentials(
  deps: SignInDeps,
  tree: TreeService,
  input: { provider: string; state: unknown; userId: string; password: string },
): Promise<LoginResponse> {
  const { config, provider } = await requireMethod(deps, input.state, input.provider, 'credentials');
  const userId = input.userId.trim();
  const throttleKey = `${config.id}:${userId.toLowerCase()}`;
  await assertNotLocked(deps.store, throttleKey);
  const identity = await provider.verify!(config, { userId, password: input.password });
  if (!identity) {
    await recordFailure(deps.store, throttleKey, DEFAULT_THROTTLE);
    throw refused('The user name or password is not correct.');
  }
  await clearFailures(deps.store, throttleKey);
  return sessionForIdentity(deps, tree, config, identity);
}

/** GET /authentication?command=start: the identity provider's address for a redirect method. */
export async function startRedirect(deps: SignInDeps, input: { state: string; redirectUri: string; activationCode?: string }): Promise<SignInStartAnswer> {
  const { config, provider } = await requireMethod(deps, input.state, undefined, 'redirect');
  const attempt = randomBytes(24).toString('base64url');
  const state = JSON.stringify({
    provider: config.provider,
    method: config.id,
    attempt,
    ...(input.activationCode ? { activationCode: input.activationCode } : {}),
  });
  const started = await provider.begin!(config, { redirectUri: input.redirectUri, state });
  const now = Date.now();
  await deps.store.db.deleteFrom('sign_in_attempts').where('expires_at', '<', now).execute();
  await deps.store.db
    .insertInto('sign_in_attempts')
    .values({
      attempt_hash: sha256(attempt),
      state_hash: sha256(state),
      method_id: config.id,
      redirect_uri: input.redirectUri,
      keep: deps.secrets.seal(JSON.stringify(started.keep)),
      created_at: now,
      expires_at: now + SIGN_IN_ATTEMPT_TTL_MS,
    })
    .execute();
  return { uri: started.uri };
}

/**
 * POST /login from /login-auto: the state must be one this server started (its attempt unused and unexpired, the
 * whole text unchanged) and the same as the one in the provider's answer; the attempt is spent before the
 * provider checks the answer, so it can never be replayed.
 */
export async function completeRedirect(
  deps: SignInDeps,
  tree: TreeService,
  input: { provider?: string; state: unknown; response: Record<string, string> },
): Promise<LoginResponse> {
  const stateText = typeof input.state === 'string' ? input.state : input.response.state;
  const state = parseSignInState(stateText);
  if (!state || (input.response.state !== undefined && input.response.state !== stateText)) throw refused(AUTHENTICATION_MESSAGES.stateMismatch);
  const row = await deps.store.db.selectFrom('sign_in_attempts').selectAll().where('attempt_hash', '=', sha256(state.attempt)).executeTakeFirst();
  if (!row || row.state_hash !== sha256(stateText!) || row.method_id !== state.method || Number(row.expires_at) < Date.now()) {
    throw refused(AUTHENTICATION_MESSAGES.stateMismatch);
  }
  await deps.store.db.deleteFrom('sign_in_attempts').where('attempt_hash', '=', row.attempt_hash).execute();
  const { config, provider } = await requireMethod(deps, state.method, input.provider ?? state.provider, 'redirect');
  if (input.response.error) throw refused(`${config.title} refused the sign-in: ${input.response.error_description || input.response.error}.`);
  const keep = JSON.parse(deps.secrets.open(row.keep)) as Record<string, string>;
  const identity = await provider.complete!(config, { response: input.response, redirectUri: row.redirect_uri, state: stateText!, keep });
  return sessionForIdentity(deps, tree, config, identity, activationOf(deps, state.activationCode));
}

/**
 * The activation page's provider buttons carry the code in the state: the code must belong to the account the
 * provider proved, and is spent before the session is issued. A code that no activation takes is refused here
 * (a redirect sign-in cannot set a password), and so is an account the sign-in would have to create.
 */
function activationOf(deps: SignInDeps, code: string | undefined): ((userObjectId: string | undefined) => Promise<void>) | undefined {
  if (!code) return undefined;
  const activationCode = normaliseActivationCode(code);
  return async userObjectId => {
    const activation = deps.activations?.find(a => a.accepts(activationCode));
    if (!activation?.activateIdentified || !deps.platform) {
      throw new ApiError(ERROR_NAMES.validation, 'This activation code cannot be used with this sign-in method; activate with a password instead.', undefined, {
        field: 'activationCode',
      });
    }
    if (!userObjectId) throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.activationUserId, undefined, { field: 'activationCode' });
    await activation.activateIdentified({ activationCode, userObjectId }, deps.platform);
  };
}

/** Matches or provisions the user in the method's node, sets the directory's codes when asked, and issues a token. */
export async function sessionForIdentity(
  deps: SignInDeps,
  tree: TreeService,
  method: SignInMethodConfig,
  identity: SignInIdentity,
  activate?: (userObjectId: string | undefined) => Promise<void>,
): Promise<LoginResponse> {
  const store = deps.store;
  const node = await tree.requireRow(method.nodeId);
  const clientKey = node.client_id ?? '';
  if (identity.syncCodes && identity.codes.length === 0) throw refused(`None of your directory groups gives access to ${method.nodeName}.`);
  let q = store.db.selectFrom('credentials').selectAll().where('client_key', '=', clientKey);
  if (identity.matchBy === 'email') {
    if (!identity.email) throw refused(`${method.title} did not tell your e-mail address.`);
    q = q.where(eb => eb(eb.fn('lower', ['email']), '=', identity.email!.toLowerCase()));
  } else {
    q = q.where('user_id_key', '=', identity.userId.toLowerCase());
  }
  const rootUser = await getSetting<string>(store, SETTING_KEYS.rootUserObjectId);
  // The root user signs in with the platform's own credentials only, whatever a provider says.
  const matches = (await q.execute()).filter(m => m.user_object_id !== rootUser);
  if (matches.length > 1)
    throw new ApiError(ERROR_NAMES.accountAmbiguous, `Several users of ${method.nodeName} have this e-mail address; ask an administrator.`);
  let userObjectId = matches[0]?.user_object_id;
  // An activation code names an existing account: checked (and spent) before anything is created or activated.
  if (activate) await activate(userObjectId);
  if (!userObjectId) {
    if (!identity.provision) throw refused(`No user of ${method.nodeName} matches your ${method.title} account.`);
    const taken = await store.db
      .selectFrom('credentials')
      .select('user_object_id')
      .where('client_key', '=', clientKey)
      .where('user_id_key', '=', identity.userId.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new ApiError(ERROR_NAMES.conflict, `The user name ${identity.userId} is taken in ${method.nodeName}; ask an administrator.`);
    const created = await store.db.transaction().execute(async trx => {
      const row = await insertObjectRow(trx, node, { parentId: node.object_id, name: (identity.name || identity.userId).slice(0, 256), classId: 'user' });
      await trx
        .insertInto('credentials')
        .values({
          user_object_id: row.object_id,
          client_key: clientKey,
          user_id: identity.userId,
          user_id_key: identity.userId.toLowerCase(),
          provider: method.provider,
          password_hash: null, // proved by the provider only: no integrated sign-in
          email: identity.email ?? null,
          phone: null,
          language: 'en',
          is_activated: 1,
          created_at: Date.now(),
        })
        .execute();
      await trx
        .insertInto('grants')
        .values({ object_id: node.object_id, trustee_id: row.object_id, codes: formatCodes(identity.codes) })
        .execute();
      return row;
    });
    await tree.publishObjectEvent('objectAdded', created);
    userObjectId = created.object_id;
  } else {
    // The provider proved who this is: an invited user is activated by it.
    if (matches[0].is_activated !== 1) await store.db.updateTable('credentials').set({ is_activated: 1 }).where('user_object_id', '=', userObjectId).execute();
    if (identity.syncCodes) {
      const codes = formatCodes(identity.codes);
      await store.db
        .insertInto('grants')
        .values({ object_id: node.object_id, trustee_id: userObjectId, codes })
        .onConflict(oc => oc.columns(['object_id', 'trustee_id']).doUpdateSet({ codes }))
        .execute();
    }
  }
  return loginAnswer(store, tree.access, userObjectId, deps.sessions);
}

async function loginAnswer(store: SignInDeps['store'], access: Access, userObjectId: string, sessions = DEFAULT_SESSION_POLICY): Promise<LoginResponse> {
  const session = await sessionFor(store, userObjectId, '');
  if (!session) throw refused('This account cannot sign in.');
  const { token, expiresAt } = await issueToken(store, userObjectId, sessions);
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
