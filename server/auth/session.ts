/** The session behind a bearer token, and the session user's description (PID_USERINFO, login answer). */
import { ApiError, ERROR_NAMES, type SessionUser } from '@fathom/sdk/api';
import type { Store } from '../store/db';
import { getSetting, SETTING_KEYS } from '../store/settings';
import type { Access, Viewer } from '../tree/access';
import { useToken, type SessionPolicy } from './tokens';

export interface Session extends Viewer {
  userId: string;
  name: string;
  tokenHash: string;
}

/** Reads `Authorization: Bearer <token>`: missing → TOKEN_NOT_FOUND; unknown, expired or of a removed user → TOKEN_NOT_VALID. */
export async function authenticate(store: Store, authorization: string | undefined, policy?: SessionPolicy): Promise<Session> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new ApiError(ERROR_NAMES.tokenNotFound, 'No session token was sent; please sign in.');
  const used = await useToken(store, match[1], policy);
  if (!used) throw new ApiError(ERROR_NAMES.tokenNotValid, 'The session has expired or is not valid; please sign in again.');
  const session = await sessionFor(store, used.userObjectId, used.tokenHash);
  if (!session) throw new ApiError(ERROR_NAMES.tokenNotValid, 'The session user no longer exists; please sign in again.');
  return session;
}

export async function sessionFor(store: Store, userObjectId: string, tokenHash: string): Promise<Session | null> {
  const row = await store.db
    .selectFrom('objects')
    .innerJoin('credentials', 'credentials.user_object_id', 'objects.object_id')
    .select(['objects.object_id', 'objects.parent_id', 'objects.name', 'credentials.user_id', 'credentials.is_activated'])
    .where('objects.object_id', '=', userObjectId)
    .executeTakeFirst();
  if (!row || !row.parent_id || !row.is_activated) return null;
  const rootUser = await getSetting<string>(store, SETTING_KEYS.rootUserObjectId);
  return { userObjectId: row.object_id, homeId: row.parent_id, isRoot: row.object_id === rootUser, userId: row.user_id, name: row.name, tokenHash };
}

/** The session user as the console knows it (spec 000 §3 User). */
export async function describeUser(store: Store, access: Access, viewer: Viewer): Promise<SessionUser> {
  const row = await store.db
    .selectFrom('objects')
    .innerJoin('credentials', 'credentials.user_object_id', 'objects.object_id')
    .selectAll('credentials')
    .select(['objects.name', 'objects.parent_id', 'objects.client_id'])
    .where('objects.object_id', '=', viewer.userObjectId)
    .executeTakeFirstOrThrow();
  const home = await store.db.selectFrom('objects').selectAll().where('object_id', '=', viewer.homeId).executeTakeFirstOrThrow();
  const orgId = row.client_id ?? (await getSetting<string>(store, SETTING_KEYS.rootObjectId));
  const org = orgId ? await store.db.selectFrom('objects').select('name').where('object_id', '=', orgId).executeTakeFirst() : undefined;
  let phone: string | undefined;
  if (row.phone) {
    try {
      const p = JSON.parse(row.phone);
      phone = typeof p === 'string' ? p : p?.number;
    } catch {
      phone = row.phone;
    }
  }
  return {
    objectId: viewer.userObjectId,
    name: row.name,
    homeId: viewer.homeId,
    organization: org?.name,
    isActivated: row.is_activated === 1,
    isRoot: viewer.isRoot,
    permissions: await access.codesOn(viewer, home),
    userId: row.user_id,
    provider: row.provider,
    email: row.email ?? undefined,
    phone,
    language: row.language ?? 'en',
  };
}
