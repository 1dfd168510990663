/**
 * Administration › Roles (spec 000 §6): roles are group objects of an organisation; permissions granted to a role
 * are held by its members (the core's permission check counts them). Listing, creating and renaming (names unique
 * within the organisation), and the properties PID_MEMBERS (a role's users), PID_GROUPS (a user's roles),
 * PID_TRUSTEES (who can be granted permissions on a node) and PID_EFFECTIVE (the caller's codes and their source).
 * A role is deleted with DELETE /database/object, which refuses while it has users.
 */
import { ApiError, ERROR_NAMES, isPermissionCode, MESSAGES, type PermissionCode } from '@fathom/sdk/api';
import {
  createRoleSchema,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  renameRoleSchema,
  roleListSchema,
  type EffectiveProperty,
  type GroupsProperty,
  type MembersProperty,
  type RoleRecord,
  type TrusteesProperty,
} from '@fathom/sdk/api/people';
import type { PropertyContext, PropertyHandler, RouteCall, RouteDefinition } from '@fathom/sdk/server';
import { accountsOf, administered, inScope, scopeOf, viewerOf, type Scope } from './people-services';

const codesOf = (text: string): PermissionCode[] => text.split(',').filter(isPermissionCode);
const invalid = (message: string, field = 'property') => new ApiError(ERROR_NAMES.validation, message, undefined, { field });

/** One role as the Roles tab shows it. */
export async function roleRecord(call: Pick<RouteCall, 'platform'>, id: string): Promise<RoleRecord> {
  return (await roleRecords(call, [id]))[0];
}

async function roleRecords(call: Pick<RouteCall, 'platform'>, ids: readonly string[]): Promise<RoleRecord[]> {
  if (ids.length === 0) return [];
  const db = call.platform.store.db;
  const roles = await db.selectFrom('objects').select(['object_id', 'name', 'parent_id']).where('object_id', 'in', ids).execute();
  const members = await db
    .selectFrom('group_members as m')
    .innerJoin('objects as u', 'u.object_id', 'm.member_id')
    .innerJoin('credentials as c', 'c.user_object_id', 'u.object_id')
    .select(['m.group_id', 'u.object_id', 'u.name', 'c.user_id'])
    .where('m.group_id', 'in', ids)
    .orderBy('u.sort_name')
    .execute();
  const grants = await db
    .selectFrom('grants as g')
    .innerJoin('objects as n', 'n.object_id', 'g.object_id')
    .select(['g.trustee_id', 'g.object_id', 'n.name', 'g.codes'])
    .where('g.trustee_id', 'in', ids)
    .execute();
  const byId = new Map(roles.map(r => [r.object_id, r]));
  return ids
    .map(id => byId.get(id))
    .filter((r): r is (typeof roles)[number] => !!r)
    .map(r => ({
      objectId: r.object_id,
      name: r.name,
      homeId: r.parent_id ?? '',
      members: members.filter(m => m.group_id === r.object_id).map(m => ({ objectId: m.object_id, name: m.name, userId: m.user_id })),
      grants: grants.filter(g => g.trustee_id === r.object_id).map(g => ({ objectId: g.object_id, objectName: g.name, codes: codesOf(g.codes) })),
    }));
}

/** Throws 'Field must be unique.' when the organisation has another role of that name (case-insensitive). */
async function requireUniqueRoleName(call: RouteCall, scope: Scope, name: string, except?: string): Promise<void> {
  const rows = await inScope(call.platform.store.db.selectFrom('objects as o').select(['o.object_id', 'o.name']).where('o.class_id', '=', 'group'), {
    ...scope,
    reachPrefix: '',
  }).execute();
  if (rows.some(r => r.object_id !== except && r.name.trim().toLowerCase() === name.trim().toLowerCase()))
    throw new ApiError(ERROR_NAMES.conflict, `name: ${MESSAGES.unique}`, undefined, { field: 'name' });
}

async function administeredRole(call: RouteCall, objectId: string) {
  const role = await administered(call, objectId, 'administer roles');
  if (role.classId !== 'group') throw invalid(PEOPLE_MESSAGES.notARole, 'objectId');
  return role;
}

export const roleRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: PEOPLE_PATHS.roles,
    schema: roleListSchema,
    async handler(p: { objectId: string }, call): Promise<RoleRecord[]> {
      const node = await administered(call, p.objectId);
      const scope = await scopeOf(call, node.objectId);
      const rows = await inScope(call.platform.store.db.selectFrom('objects as o').select('o.object_id').where('o.class_id', '=', 'group'), scope)
        .orderBy('o.sort_name')
        .execute();
      return roleRecords(
        call,
        rows.map(r => r.object_id),
      );
    },
  },
  {
    method: 'POST',
    path: PEOPLE_PATHS.role,
    schema: createRoleSchema,
    async handler(p: { parentId: string; name: string }, call): Promise<RoleRecord> {
      const parent = await administered(call, p.parentId, 'create roles');
      await requireUniqueRoleName(call, await scopeOf(call, parent.objectId), p.name);
      const created = await accountsOf(call.platform).createObject(viewerOf(call), {
        object: { parentId: parent.objectId, name: p.name.trim(), classId: 'group' },
      });
      return (await roleRecords(call, [created.objectId]))[0];
    },
  },
  {
    method: 'PUT',
    path: PEOPLE_PATHS.role,
    schema: renameRoleSchema,
    async handler(p: { objectId: string; name: string }, call): Promise<RoleRecord> {
      const role = await administeredRole(call, p.objectId);
      await requireUniqueRoleName(call, await scopeOf(call, role.objectId), p.name, role.objectId);
      await accountsOf(call.platform).updateObject(viewerOf(call), { object: { objectId: role.objectId, name: p.name } });
      return (await roleRecords(call, [role.objectId]))[0];
    },
  },
];

const idList = (value: unknown, key: string): string[] => {
  const list = Array.isArray(value) ? value : (value as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) throw invalid(`${key} must be a list of object ids.`);
  return list.map(v => (typeof v === 'string' ? v : ((v as { objectId?: unknown })?.objectId as string))).filter(v => typeof v === 'string' && v);
};

/** PID_MEMBERS of a role: read its members; write replaces them (users of the role's organisation). */
export const membersProperty: PropertyHandler = {
  propertyId: 'PID_MEMBERS',
  readNeeds: [['adm']],
  writeNeeds: [['adm']],
  async get(ctx): Promise<MembersProperty> {
    if (ctx.object.classId !== 'group') throw invalid(PEOPLE_MESSAGES.notARole, 'objectId');
    return { members: (await roleRecords(ctx, [ctx.objectId]))[0].members };
  },
  async set(ctx, value): Promise<MembersProperty> {
    if (ctx.object.classId !== 'group') throw invalid(PEOPLE_MESSAGES.notARole, 'objectId');
    const ids = idList(value, 'members');
    for (const id of ids) await ctx.platform.tree.getObject(ctx.session, id); // each member within the caller's reach
    await accountsOf(ctx.platform).setMembers(ctx.objectId, ids);
    return { members: (await roleRecords(ctx, [ctx.objectId]))[0].members };
  },
};

async function groupsOf(ctx: PropertyContext): Promise<GroupsProperty> {
  const rows = await ctx.platform.store.db
    .selectFrom('group_members as m')
    .innerJoin('objects as g', 'g.object_id', 'm.group_id')
    .select(['g.object_id', 'g.name'])
    .where('m.member_id', '=', ctx.objectId)
    .orderBy('g.sort_name')
    .execute();
  return { groups: rows.map(r => ({ objectId: r.object_id, name: r.name })) };
}

/** PID_GROUPS of a user: the roles it belongs to; a write sets them (joining and leaving each role named or not). */
export const groupsProperty: PropertyHandler = {
  propertyId: 'PID_GROUPS',
  readNeeds: [['adm']],
  writeNeeds: [['adm']],
  async get(ctx) {
    if (ctx.object.classId !== 'user') throw invalid(PEOPLE_MESSAGES.notAUser, 'objectId');
    return groupsOf(ctx);
  },
  async set(ctx, value) {
    if (ctx.object.classId !== 'user') throw invalid(PEOPLE_MESSAGES.notAUser, 'objectId');
    const wanted = idList(value, 'groups');
    const current = (await groupsOf(ctx)).groups.map(g => g.objectId);
    const accounts = accountsOf(ctx.platform);
    for (const id of [...new Set([...wanted, ...current])]) {
      if (wanted.includes(id) === current.includes(id)) continue;
      const role = await ctx.platform.tree.getObject(ctx.session, id);
      if (role.classId !== 'group' || !(role.permissions ?? []).includes('adm')) throw invalid(`${id}: ${PEOPLE_MESSAGES.notARole}`);
      const members = (await roleRecords(ctx, [id]))[0].members.map(m => m.objectId).filter(m => m !== ctx.objectId);
      await accounts.setMembers(id, wanted.includes(id) ? [...members, ctx.objectId] : members);
    }
    return groupsOf(ctx);
  },
};

/** PID_TRUSTEES of a node: users and roles homed on its path (so a grant here reaches them), within the caller's reach. */
export const trusteesProperty: PropertyHandler = {
  propertyId: 'PID_TRUSTEES',
  readNeeds: [['adm']],
  async get(ctx): Promise<TrusteesProperty> {
    const db = ctx.platform.store.db;
    const node = await db.selectFrom('objects').select('path_ids').where('object_id', '=', ctx.ownerId).executeTakeFirstOrThrow();
    const homes = node.path_ids.split('/').filter(Boolean);
    let q = db
      .selectFrom('objects as o')
      .select(['o.object_id', 'o.name', 'o.class_id'])
      .where('o.class_id', 'in', ['user', 'group'])
      .where('o.parent_id', 'in', homes);
    if (!ctx.session.isRoot) q = q.where('o.path_ids', 'like', `%/${ctx.session.homeId}/%`);
    const rows = await q.orderBy('o.class_id').orderBy('o.sort_name').execute();
    return { trustees: rows.map(r => ({ objectId: r.object_id, name: r.name, classId: r.class_id as 'user' | 'group' })) };
  },
};

/** PID_EFFECTIVE of a node: the caller's codes there and the grants (own or a role's) they come from. */
export const effectiveProperty: PropertyHandler = {
  propertyId: 'PID_EFFECTIVE',
  async get(ctx): Promise<EffectiveProperty> {
    const db = ctx.platform.store.db;
    const node = await db.selectFrom('objects').select('path_ids').where('object_id', '=', ctx.ownerId).executeTakeFirstOrThrow();
    const roles = await db.selectFrom('group_members').select('group_id').where('member_id', '=', ctx.session.userObjectId).execute();
    const rows = await db
      .selectFrom('grants as g')
      .innerJoin('objects as t', 't.object_id', 'g.trustee_id')
      .select(['g.object_id', 'g.trustee_id', 't.name', 'g.codes'])
      .where('g.trustee_id', 'in', [ctx.session.userObjectId, ...roles.map(r => r.group_id)])
      .where('g.object_id', 'in', node.path_ids.split('/').filter(Boolean))
      .execute();
    return {
      objectId: ctx.objectId,
      codes: ctx.codes,
      sources: rows.map(r => ({ trusteeId: r.trustee_id, trusteeName: r.name, fromObjectId: r.object_id, codes: codesOf(r.codes) })),
    };
  },
};
