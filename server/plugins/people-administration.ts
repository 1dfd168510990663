/**
 * The core's side of sdk/server PeopleAdministration: the tree's mutations as the viewer, users' credentials and role
 * membership (server/tree/people.ts), and the invitation seam (UserInvitations) that POST /database/object and
 * plugins creating users both go through.
 */
import { ApiError, classKind, ERROR_NAMES, MESSAGES, objectNameSchema, type CreateObjectRequest, type TreeObject } from '@fathom/sdk/api';
import { DEFAULT_ROLE_NAME, organisationNameSchema } from '@fathom/sdk/api/people';
import { UserInvitations, type PeopleAdministration, type PluginSession, type SubscriptionClient, type SubscriptionClientRequest } from '@fathom/sdk/server';
import { sessionFor } from '../auth/session';
import type { ServerContext } from '../http/context';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { createObject, deleteObject, updateObject } from '../tree/mutations';
import { sortNameOf } from '../tree/order';
import { addGrant, setCredentials, setMembers } from '../tree/people';

/** Creates as POST /database/object does, then hands a user created not activated to the invitation senders. */
export async function createAndInvite(server: ServerContext, viewer: PluginSession, req: CreateObjectRequest): Promise<TreeObject> {
  const created = await createObject(server.tree, viewer, req);
  if (classKind(created.classId) !== 'user' || req.options?.activated === true) return created;
  const senders = server.extensions.list(UserInvitations);
  if (senders.length === 0) return created; // no mail set up: the user waits, inactive, for an administrator
  const row = await server.store.db
    .selectFrom('objects')
    .innerJoin('credentials', 'credentials.user_object_id', 'objects.object_id')
    .select(['objects.object_id', 'objects.name', 'objects.client_id', 'credentials.user_id', 'credentials.email'])
    .where('objects.object_id', '=', created.objectId)
    .executeTakeFirstOrThrow();
  if (!row.email) return created;
  const user = { objectId: row.object_id, name: row.name, userId: row.user_id, email: row.email, clientId: row.client_id, invitedBy: viewer };
  for (const s of senders) await s.invite(user, server.platform);
  return created;
}

/**
 * An organisation for a marketplace subscriber (no session): made by the platform itself, acting as its root user,
 * under the root user's home, with Add organisation's rules; the first administrator is invited by e-mail.
 */
export async function createClientForSubscription(server: ServerContext, req: SubscriptionClientRequest): Promise<SubscriptionClient> {
  const name = await organisationNameSchema.validate(req.clientName).catch((e: { message: string }) => {
    throw new ApiError(ERROR_NAMES.validation, `clientName: ${e.message}`, undefined, { field: 'clientName' });
  });
  const db = server.store.db;
  const taken = await db
    .selectFrom('objects as o')
    .select('o.object_id')
    .where('o.class_id', '=', 'client')
    .where(eb => eb(eb.fn('lower', ['o.name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw new ApiError(ERROR_NAMES.conflict, `clientName: ${MESSAGES.unique}`, undefined, { field: 'clientName' });
  const rootId = await getSetting<string>(server.store, SETTING_KEYS.rootUserObjectId);
  const platform = rootId ? await sessionFor(server.store, rootId, '') : null;
  if (!platform) throw new ApiError(ERROR_NAMES.conflict, 'The platform has no root user to make organisations with.');
  const client = await createObject(server.tree, platform, { object: { parentId: platform.homeId, name, classId: 'client' } });
  try {
    const admin = await createAndInvite(server, platform, {
      object: { parentId: client.objectId, name: req.adminName.trim() || req.adminEmail.trim(), classId: 'user' },
      options: { email: req.adminEmail.trim(), activated: false },
    });
    const role = await createObject(server.tree, platform, { object: { parentId: client.objectId, name: DEFAULT_ROLE_NAME, classId: 'group' } });
    const adminCodes = (await server.platform.tree.getObject(platform, admin.objectId)).permissions ?? [];
    await addGrant(server.store, client.objectId, role.objectId, adminCodes);
    await setMembers(server.store, role.objectId, [admin.objectId]);
    return { clientId: client.objectId, clientName: client.name, adminObjectId: admin.objectId };
  } catch (e) {
    // The organisation and its first administrator come together, or not at all.
    await deleteObject(server.tree, platform, client.objectId, true).catch(() => undefined);
    throw e;
  }
}

/** The platform's top node and its root user, acting as whom the platform itself makes things. */
async function platformRoot(server: ServerContext): Promise<{ objectId: string; name: string; rootUser: PluginSession } | null> {
  const rootObjectId = await getSetting<string>(server.store, SETTING_KEYS.rootObjectId);
  const rootUserId = await getSetting<string>(server.store, SETTING_KEYS.rootUserObjectId);
  const rootUser = rootUserId ? await sessionFor(server.store, rootUserId, '') : null;
  const row = rootObjectId
    ? await server.store.db.selectFrom('objects').select(['object_id', 'name']).where('object_id', '=', rootObjectId).executeTakeFirst()
    : undefined;
  return row && rootUser ? { objectId: row.object_id, name: row.name, rootUser } : null;
}

/** Renames the top node (the tree's rename refuses it to every viewer: only the platform itself names it). */
async function renamePlatform(server: ServerContext, name: string): Promise<void> {
  const trimmed = await objectNameSchema.validate(name.trim()).catch((e: { message: string }) => {
    throw new ApiError(ERROR_NAMES.validation, `platformName: ${e.message}`, undefined, { field: 'platformName' });
  });
  const rootObjectId = await getSetting<string>(server.store, SETTING_KEYS.rootObjectId);
  if (!rootObjectId) throw new ApiError(ERROR_NAMES.conflict, 'The platform has no top node.');
  await server.store.db
    .updateTable('objects')
    .set({ name: trimmed, sort_name: sortNameOf(trimmed), updated_at: Date.now() })
    .where('object_id', '=', rootObjectId)
    .execute();
  const row = await server.tree.requireRow(rootObjectId);
  await server.tree.publishObjectEvent('objectUpdated', row, { data: { name: trimmed } });
}

export function peopleAdministrationOf(server: ServerContext): PeopleAdministration {
  return {
    rootUserObjectId: () => getSetting<string>(server.store, SETTING_KEYS.rootUserObjectId),
    createObject: (viewer, req) => createAndInvite(server, viewer, req),
    updateObject: (viewer, req) => updateObject(server.tree, viewer, req),
    deleteObject: (viewer, objectId, removeChildren = false) => deleteObject(server.tree, viewer, objectId, removeChildren),
    setCredentials: (userObjectId, change) => setCredentials(server.store, userObjectId, change),
    setMembers: (groupObjectId, memberIds) => setMembers(server.store, groupObjectId, memberIds),
    grant: (nodeObjectId, trusteeId, codes) => addGrant(server.store, nodeObjectId, trusteeId, codes),
    createClientForSubscription: req => createClientForSubscription(server, req),
    platformRoot: () => platformRoot(server),
    renamePlatform: name => renamePlatform(server, name),
  };
}
