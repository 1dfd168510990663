/**
 * Administration › Users (spec 000 §5, §6): the users of a node's organisation, searched and paged; edit name,
 * e-mail and phone; disable and enable; an administrator's new password. Creating goes through POST
 * /database/object (classId user) and deleting through DELETE /database/object, whose rules the core keeps.
 */
import { ApiError, ERROR_NAMES, type TreeObject } from '@fathom/sdk/api';
import {
  editUserSchema,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  resetPasswordSchema,
  userActionRefusal,
  userListSchema,
  userStateSchema,
  type EditUserRequest,
  type PhoneValue,
  type ResetPasswordRequest,
  type RoleRef,
  type UserAction,
  type UserListRequest,
  type UserListResponse,
  type UserRecord,
  type UserStateRequest,
} from '@fathom/sdk/api/people';
import type { RouteCall, RouteDefinition } from '@fathom/sdk/server';
import { accountsOf, administered, contains, inScope, scopeOf, viewerOf } from './people-services';

function parsePhone(text: string | null): PhoneValue | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text);
    return typeof v === 'string' ? { number: v, countryCode: 'us' } : v;
  } catch {
    return { number: text, countryCode: 'us' };
  }
}

/** Users by object id, as the Users tab shows them (with their roles and home). */
export async function userRecords(call: RouteCall, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const db = call.platform.store.db;
  const rootUser = await accountsOf(call.platform).rootUserObjectId();
  const rows = await db
    .selectFrom('objects as o')
    .innerJoin('credentials as c', 'c.user_object_id', 'o.object_id')
    .leftJoin('objects as h', 'h.object_id', 'o.parent_id')
    .select(['o.object_id', 'o.name', 'o.parent_id', 'o.created_at', 'h.name as home_name'])
    .select(['c.user_id', 'c.email', 'c.phone', 'c.provider', 'c.is_activated', 'c.password_hash'])
    .where('o.object_id', 'in', ids)
    .execute();
  const roles = await db
    .selectFrom('group_members as m')
    .innerJoin('objects as g', 'g.object_id', 'm.group_id')
    .select(['m.member_id', 'g.object_id', 'g.name'])
    .where('m.member_id', 'in', ids)
    .orderBy('g.name')
    .execute();
  const rolesOf = (id: string): RoleRef[] => roles.filter(r => r.member_id === id).map(r => ({ objectId: r.object_id, name: r.name }));
  const byId = new Map<string, UserRecord>(
    rows.map(r => [
      r.object_id,
      {
        objectId: r.object_id,
        name: r.name,
        userId: r.user_id,
        email: r.email ?? undefined,
        phone: parsePhone(r.phone),
        provider: r.provider,
        isActivated: r.is_activated === 1,
        isInvited: r.is_activated !== 1 && !r.password_hash,
        isRoot: r.object_id === rootUser,
        homeId: r.parent_id ?? '',
        homeName: r.home_name ?? '',
        roles: rolesOf(r.object_id),
        createdAt: Number(r.created_at),
      },
    ]),
  );
  return ids.map(id => byId.get(id)).filter((u): u is UserRecord => !!u);
}

/** The user if the caller administers it (reach and adm on the user object). */
async function administeredUser(call: RouteCall, objectId: string): Promise<{ object: TreeObject; record: UserRecord }> {
  const object = await administered(call, objectId, 'administer users');
  if (object.classId !== 'user') throw new ApiError(ERROR_NAMES.validation, PEOPLE_MESSAGES.notAUser, undefined, { field: 'objectId' });
  const [record] = await userRecords(call, [object.objectId]);
  return { object, record };
}

function refuseIf(action: UserAction, record: UserRecord, call: RouteCall): void {
  const refusal = userActionRefusal(action, record, viewerOf(call).userObjectId);
  if (refusal) throw new ApiError(ERROR_NAMES.validation, refusal);
}

export const userRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: PEOPLE_PATHS.users,
    schema: userListSchema,
    async handler(p: Required<UserListRequest>, call): Promise<UserListResponse> {
      const node = await administered(call, p.objectId);
      const scope = await scopeOf(call, node.objectId);
      const db = call.platform.store.db;
      let q = inScope(db.selectFrom('objects as o').innerJoin('credentials as c', 'c.user_object_id', 'o.object_id').where('o.class_id', '=', 'user'), scope);
      if (p.search) q = q.where(eb => eb.or([contains('o.name', p.search), contains('c.user_id', p.search), contains('c.email', p.search)]));
      const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const page = await q.select('o.object_id').orderBy('o.sort_name').orderBy('o.object_id').offset(p.offset).limit(p.limit).execute();
      return {
        users: await userRecords(
          call,
          page.map(r => r.object_id),
        ),
        total: Number(n),
      };
    },
  },
  {
    method: 'PUT',
    path: PEOPLE_PATHS.user,
    schema: editUserSchema,
    async handler(p: EditUserRequest, call): Promise<UserRecord> {
      const { object } = await administeredUser(call, p.objectId);
      const accounts = accountsOf(call.platform);
      await accounts.updateObject(viewerOf(call), { object: { objectId: object.objectId, name: p.name } });
      const phone = typeof p.phone === 'string' ? { number: p.phone, countryCode: 'us' } : p.phone;
      await accounts.setCredentials(object.objectId, { email: p.email ?? null, phone: phone?.number?.trim() ? phone : null });
      return (await userRecords(call, [object.objectId]))[0];
    },
  },
  {
    method: 'POST',
    path: PEOPLE_PATHS.userState,
    schema: userStateSchema,
    async handler(p: UserStateRequest, call): Promise<UserRecord> {
      const { object, record } = await administeredUser(call, p.objectId);
      refuseIf(p.activated ? 'enable' : 'disable', record, call);
      await accountsOf(call.platform).setCredentials(object.objectId, { activated: p.activated });
      return (await userRecords(call, [object.objectId]))[0];
    },
  },
  {
    method: 'POST',
    path: PEOPLE_PATHS.userPassword,
    schema: resetPasswordSchema,
    async handler(p: ResetPasswordRequest, call): Promise<UserRecord> {
      const { object, record } = await administeredUser(call, p.objectId);
      refuseIf('resetPassword', record, call);
      await accountsOf(call.platform).setCredentials(object.objectId, { password: p.password });
      return (await userRecords(call, [object.objectId]))[0];
    },
  },
];
