/**
 * The core's side of sdk/server PeopleAdministration: the tree's mutations as the viewer, users' credentials and role
 * membership (server/tree/people.ts), and the invitation seam (UserInvitations) that POST /database/object and
 * plugins creating users both go through.
 */
import { classKind, type CreateObjectRequest, type TreeObject } from '@fathom/sdk/api';
import { UserInvitations, type PeopleAdministration, type PluginSession } from '@fathom/sdk/server';
import type { ServerContext } from '../http/context';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { createObject, deleteObject, updateObject } from '../tree/mutations';
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

export function peopleAdministrationOf(server: ServerContext): PeopleAdministration {
  return {
    rootUserObjectId: () => getSetting<string>(server.store, SETTING_KEYS.rootUserObjectId),
    createObject: (viewer, req) => createAndInvite(server, viewer, req),
    updateObject: (viewer, req) => updateObject(server.tree, viewer, req),
    deleteObject: (viewer, objectId, removeChildren = false) => deleteObject(server.tree, viewer, objectId, removeChildren),
    setCredentials: (userObjectId, change) => setCredentials(server.store, userObjectId, change),
    setMembers: (groupObjectId, memberIds) => setMembers(server.store, groupObjectId, memberIds),
    grant: (nodeObjectId, trusteeId, codes) => addGrant(server.store, nodeObjectId, trusteeId, codes),
  };
}
