/**
 * Organisations (spec 000 §4 add organisation, §5 organisation name, §7 /database/searchClients): adding a client
 * with its first administrator (activated, or invited) and its default role 'admin', which holds the codes the
 * administrator was given on the client; and the platform's search of clients by name.
 */
import { ApiError, ERROR_NAMES, MESSAGES, type TreeObject } from '@fathom/sdk/api';
import {
  addOrganisationSchema,
  clientSearchSchema,
  DEFAULT_ROLE_NAME,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  type AddOrganisationRequest,
  type AddOrganisationResponse,
  type ClientSearchRequest,
  type ClientSearchResponse,
} from '@fathom/sdk/api/people';
import type { RouteCall, RouteDefinition } from '@fathom/sdk/server';
import { accountsOf, administered, contains, noPermission, viewerOf } from './people-services';
import { userRecords } from './users';
import { roleRecord } from './roles';

/** Organisation names are unique across the platform, whatever their case. */
async function requireUniqueClientName(call: RouteCall, name: string): Promise<void> {
  const taken = await call.platform.store.db
    .selectFrom('objects as o')
    .select('o.object_id')
    .where('o.class_id', '=', 'client')
    .where(eb => eb(eb.fn('lower', ['o.name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  if (taken) throw new ApiError(ERROR_NAMES.conflict, `name: ${MESSAGES.unique}`, undefined, { field: 'name' });
}

async function addOrganisation(p: AddOrganisationRequest, call: RouteCall): Promise<AddOrganisationResponse> {
  const viewer = viewerOf(call);
  const parent = await administered(call, p.parentId, 'add an organisation');
  await requireUniqueClientName(call, p.name);
  const accounts = accountsOf(call.platform);
  const client: TreeObject = await accounts.createObject(viewer, { object: { parentId: parent.objectId, name: p.name.trim(), classId: 'client' } });
  try {
    const { name, confirmPassword: _c, ...options } = p.admin as AddOrganisationRequest['admin'] & { confirmPassword?: string };
    const admin = await accounts.createObject(viewer, { object: { parentId: client.objectId, name: name.trim(), classId: 'user' }, options });
    const role = await accounts.createObject(viewer, { object: { parentId: client.objectId, name: DEFAULT_ROLE_NAME, classId: 'group' } });
    const adminCodes = (await call.platform.tree.getObject(viewer, admin.objectId)).permissions ?? [];
    await accounts.grant(client.objectId, role.objectId, adminCodes);
    await accounts.setMembers(role.objectId, [admin.objectId]);
    return {
      client: await call.platform.tree.getObject(viewer, client.objectId),
      admin: (await userRecords(call, [admin.objectId]))[0],
      role: await roleRecord(call, role.objectId),
    };
  } catch (e) {
    // The organisation and its first administrator come together, or not at all.
    await accounts.deleteObject(viewer, client.objectId, true).catch(() => undefined);
    throw e;
  }
}

/** Platform administrators only: the caller's home is the platform (or root) and holds adm there. */
async function requirePlatformAdmin(call: RouteCall): Promise<void> {
  const viewer = viewerOf(call);
  const home = await call.platform.tree.getObject(viewer, viewer.homeId);
  if (!['root', 'rootclient', 'platform'].includes(home.classId) || !(home.permissions ?? []).includes('adm')) throw noPermission(PEOPLE_MESSAGES.platformOnly);
}

async function searchClients(p: Required<ClientSearchRequest>, call: RouteCall): Promise<ClientSearchResponse> {
  await requirePlatformAdmin(call);
  const db = call.platform.store.db;
  let q = db.selectFrom('objects as o').where('o.class_id', '=', 'client');
  if (p.search) q = q.where(contains('o.name', p.search));
  const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['o.object_id', 'o.name', 'o.parent_id', 'o.path_ids', 'o.created_at'])
    .orderBy('o.sort_name')
    .orderBy('o.object_id')
    .offset(p.offset)
    .limit(p.limit)
    .execute();
  const ancestorIds = [...new Set(rows.flatMap(r => String(r.path_ids).split('/').filter(Boolean)))];
  const names = new Map(
    ancestorIds.length
      ? (await db.selectFrom('objects').select(['object_id', 'name']).where('object_id', 'in', ancestorIds).execute()).map(r => [r.object_id, r.name])
      : [],
  );
  const counts = rows.length
    ? await db
        .selectFrom('objects')
        .select(['client_id', eb => eb.fn.countAll<number>().as('n')])
        .where('class_id', '=', 'user')
        .where(
          'client_id',
          'in',
          rows.map(r => r.object_id),
        )
        .groupBy('client_id')
        .execute()
    : [];
  return {
    total: Number(n),
    clients: rows.map(r => ({
      objectId: r.object_id,
      name: r.name,
      parentId: r.parent_id,
      path: `/${String(r.path_ids)
        .split('/')
        .filter(Boolean)
        .map(id => names.get(id) ?? id)
        .join('/')}`,
      userCount: Number(counts.find(c => c.client_id === r.object_id)?.n ?? 0),
      createdAt: Number(r.created_at),
    })),
  };
}

export const clientRoutes: RouteDefinition[] = [
  { method: 'POST', path: PEOPLE_PATHS.organisation, schema: addOrganisationSchema, handler: (p: AddOrganisationRequest, call) => addOrganisation(p, call) },
  { method: 'GET', path: PEOPLE_PATHS.searchClients, schema: clientSearchSchema, handler: (p: Required<ClientSearchRequest>, call) => searchClients(p, call) },
];
