/**
 * What the people routes share: the core PeopleAdministration service (received in start, held per running server), the
 * caller's adm check on an object, and the scope of an organisation (the node's client, or the platform's own
 * people above the clients) within the caller's reach.
 */
import { sql } from 'kysely';
import { ApiError, ERROR_NAMES, type TreeObject } from '@fathom/sdk/api';
import { startedServices, type PeopleAdministration, type PlatformAccess, type PluginSession, type RouteCall } from '@fathom/sdk/server';

const held = startedServices<PeopleAdministration>();
export const holdAccounts = (platform: PlatformAccess, accounts: PeopleAdministration): void => held.set(platform, accounts);
export const accountsOf = (platform: PlatformAccess): PeopleAdministration => held.get(platform);

export function viewerOf(call: RouteCall): PluginSession {
  if (!call.session) throw new ApiError(ERROR_NAMES.tokenNotFound, 'No session token was sent; please sign in.');
  return call.session;
}

export function noPermission(message: string): ApiError {
  return new ApiError(ERROR_NAMES.noPermission, message);
}

/** The object if the caller reaches it and holds adm there (NoPermission otherwise). */
export async function administered(call: RouteCall, objectId: string, what = 'administer users and roles'): Promise<TreeObject> {
  const viewer = viewerOf(call);
  const object = await call.platform.tree.getObject(viewer, call.platform.tree.resolveId(viewer, objectId));
  if (!(object.permissions ?? []).includes('adm')) throw noPermission(`You need the adm permission to ${what}.`);
  return object;
}

export interface Scope {
  /** The organisation's client object id; null for the platform's own people (above the clients). */
  clientId: string | null;
  /** Path prefix the caller reaches ('' for the root user). */
  reachPrefix: string;
}

/** The organisation of a node, as far as the caller reaches. */
export async function scopeOf(call: RouteCall, objectId: string): Promise<Scope> {
  const viewer = viewerOf(call);
  const row = await call.platform.store.db.selectFrom('objects').select(['client_id']).where('object_id', '=', objectId).executeTakeFirstOrThrow();
  return { clientId: row.client_id ?? null, reachPrefix: viewer.isRoot ? '' : `/${viewer.homeId}/` };
}

/** Restricts a query on `objects` (aliased o) to a scope. */
export function inScope<Q extends { where: (...a: any[]) => Q }>(q: Q, scope: Scope): Q {
  let out = scope.clientId ? q.where('o.client_id', '=', scope.clientId) : q.where('o.client_id', 'is', null);
  if (scope.reachPrefix) out = out.where('o.path_ids', 'like', `%${scope.reachPrefix}%`);
  return out;
}

/** The column holds the text anywhere, case-insensitively (LIKE with its wildcards escaped; SQLite and PostgreSQL). */
export function contains(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, c => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
