/**
 * Changing the tree: create (including users with their credentials and first grants), rename, move, tags,
 * delete, online state. Every rule comes from sdk/api; every change publishes an event in the objects room.
 */
import {
  AGGREGATOR_CLASSES,
  ApiError,
  ERROR_NAMES,
  actionAppliesToClass,
  actionPermitted,
  classKind,
  creationNeeds,
  creationRefusal,
  moveTargetRefusal,
  objectNameSchema,
  PRINCIPAL_CLASSES,
  isPermissionCode,
  type CreateObjectRequest,
  type PermissionCode,
  type Tags,
  type TreeObject,
  type UpdateObjectRequest,
  type Licence,
} from '@fathom/sdk/api';
import { createUserOptionsSchema, normalisePhone, PEOPLE_MESSAGES } from '@fathom/sdk/api/people';
import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { hashPassword } from '../auth/passwords';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { formatCodes, noPermission, type Viewer } from './access';
import { validate, validationError } from './errors';
import { newObjectId, pathIdsOf } from './ids';
import { parseTags, subtreeRange, type ObjectRow } from './objects';
import { sortNameOf } from './order';
import { treeObservers } from './providers';
import { recordOnlineChange } from '../events/node-events';
import type { TreeService } from './service';
import { memberCount } from './people';

export interface NewObject {
  parentId: string | null;
  name: string;
  classId: string;
  tags?: Tags;
  objectId?: string;
}

/** Inserts a tree row under a parent row (or as a root when parent is null), without permission checks. */
export async function insertObjectRow(db: Kysely<DB>, parent: ObjectRow | null, o: NewObject): Promise<ObjectRow> {
  const objectId = o.objectId ?? newObjectId();
  const now = Date.now();
  const row: ObjectRow = {
    object_id: objectId,
    parent_id: parent?.object_id ?? null,
    name: o.name,
    sort_name: sortNameOf(o.name),
    class_id: o.classId,
    tags: JSON.stringify(o.tags ?? {}),
    client_id: classKind(o.classId) === 'client' ? objectId : (parent?.client_id ?? null),
    path_ids: `${parent?.path_ids ?? '/'}${objectId}/`,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('objects').values(row).execute();
  return row;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export async function createObject(tree: TreeService, viewer: Viewer, req: CreateObjectRequest): Promise<TreeObject> {
  if (!isPlainObject(req.object)) throw validationError('object is required.');
  const { parentId, classId, tags, properties } = req.object;
  if (typeof parentId !== 'string' || !parentId) throw validationError('object.parentId is required.');
  if (typeof classId !== 'string' || !classId) throw validationError('object.classId is required.');
  const name = validate(objectNameSchema, typeof req.object.name === 'string' ? req.object.name.trim() : req.object.name, 'object.name');
  if (tags !== undefined && !isPlainObject(tags)) throw validationError('object.tags must be an object.');
  if (properties !== undefined && !isPlainObject(properties)) throw validationError('object.properties must be an object.');
  for (const key of Object.keys(properties ?? {})) if (!/^PID_[A-Z_]+$/.test(key)) throw validationError(`object.properties: ${key} is not a property id.`);
  const parent = await tree.reachableRow(viewer, parentId);
  const refusal = creationRefusal(parent.class_id, classId);
  if (refusal) throw validationError(refusal);
  const creatorCodes = await tree.access.require(viewer, parent, creationNeeds(classId), `create a ${classKind(classId)} here`);
  if (AGGREGATOR_CLASSES.includes(classId as never)) await checkAggregatorLimit(tree);

  const isUser = classKind(classId) === 'user';
  const options = isPlainObject(req.options) ? req.options : {};
  let credentials: { userId: string; passwordHash: string | null; activated: boolean; email?: string; phone?: string; codes: PermissionCode[] } | undefined;
  if (isUser) {
    const o = validate(createUserOptionsSchema, options, 'options');
    const activated = o.activated === true;
    const userId = (o.userId ?? o.email ?? '').trim();
    if (!userId) throw validationError('options.userId: User name is required.');
    const requested = Array.isArray(options.permissions) ? options.permissions : undefined;
    if (requested && (requested.length === 0 || !requested.every(c => typeof c === 'string' && isPermissionCode(c)))) {
      throw validationError('options.permissions: choose at least one valid permission code.');
    }
    // The default role is admin: every code the creator holds here. A creator never grants more than they hold.
    const codes = (requested ?? creatorCodes).filter(c => creatorCodes.includes(c as PermissionCode)) as PermissionCode[];
    if (codes.length === 0) throw noPermission('You cannot grant permissions you do not hold.');
    const clientKey = parent.client_id ?? '';
    const taken = await tree.store.db
      .selectFrom('credentials')
      .select('user_object_id')
      .where('client_key', '=', clientKey)
      .where('user_id_key', '=', userId.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new ApiError(ERROR_NAMES.conflict, `options.userId: Field must be unique.`);
    const normalised = normalisePhone(o.phone);
    const phone = normalised ? JSON.stringify(normalised) : undefined;
    credentials = {
      userId,
      activated,
      email: o.email?.trim() || undefined,
      phone,
      codes,
      passwordHash: activated ? await hashPassword(String(o.password)) : null,
    };
  }

  const row = await tree.store.db.transaction().execute(async trx => {
    const created = await insertObjectRow(trx, parent, { parentId: parent.object_id, name, classId, tags: tags as Tags | undefined });
    for (const [propertyId, value] of Object.entries(properties ?? {})) {
      await trx
        .insertInto('properties')
        .values({ object_id: created.object_id, property_id: propertyId, owner_id: '', value: JSON.stringify(value), updated_at: Date.now() })
        .execute();
    }
    if (credentials) {
      await trx
        .insertInto('credentials')
        .values({
          user_object_id: created.object_id,
          client_key: parent.client_id ?? '',
          user_id: credentials.userId,
          user_id_key: credentials.userId.toLowerCase(),
          provider: 'integrated',
          password_hash: credentials.passwordHash,
          email: credentials.email ?? null,
          phone: credentials.phone ?? null,
          language: 'en',
          is_activated: credentials.activated ? 1 : 0,
          created_at: Date.now(),
        })
        .execute();
      await trx
        .insertInto('grants')
        .values({ object_id: parent.object_id, trustee_id: created.object_id, codes: formatCodes(credentials.codes) })
        .execute();
    }
    return created;
  });
  await tree.publishObjectEvent('objectAdded', row);
  return tree.getObject(viewer, row.object_id);
}

/** The licence's aggregator limit (0: unlimited) and how many aggregators the platform holds. */
export async function aggregatorUsage(tree: TreeService): Promise<{ allowed: number; count: number }> {
  const rootId = await getSetting<string>(tree.store, SETTING_KEYS.rootObjectId);
  const lic = rootId
    ? await tree.store.db
        .selectFrom('properties')
        .select('value')
        .where('object_id', '=', rootId)
        .where('property_id', '=', 'PID_LICENSE')
        .where('owner_id', '=', '')
        .executeTakeFirst()
    : undefined;
  const allowed = lic ? ((JSON.parse(lic.value) as Licence).allowedAggregators ?? 0) : 0;
  const { n } = await tree.store.db
    .selectFrom('objects')
    .select(eb => eb.fn.countAll<number>().as('n'))
    .where('class_id', 'in', [...AGGREGATOR_CLASSES])
    .executeTakeFirstOrThrow();
  return { allowed, count: Number(n) };
}

async function checkAggregatorLimit(tree: TreeService): Promise<void> {
  const { allowed, count } = await aggregatorUsage(tree);
  if (!allowed) return; // 0 or absent: unlimited
  if (count >= allowed) throw new ApiError(ERROR_NAMES.conflict, `The licence allows ${allowed} aggregators; upgrade the licence to add more.`);
}

export async function updateObject(tree: TreeService, viewer: Viewer, req: UpdateObjectRequest): Promise<TreeObject> {
  if (!isPlainObject(req.object) || typeof req.object.objectId !== 'string' || !req.object.objectId) throw validationError('object.objectId is required.');
  const { name, parentId, tags } = req.object;
  let row = await tree.reachableRow(viewer, req.object.objectId);
  const isPrincipal = PRINCIPAL_CLASSES.includes(classKind(row.class_id));
  const codes = await tree.access.codesOn(viewer, row);

  if (name !== undefined) {
    if (typeof name !== 'string') throw validationError('object.name: Field is required.');
    const trimmed = validate(objectNameSchema, name.trim(), 'object.name');
    if (trimmed !== row.name) {
      if (isPrincipal ? !codes.includes('adm') && row.object_id !== viewer.userObjectId : !actionAppliesToClass('rename', row.class_id)) {
        throw isPrincipal ? noPermission('You need the adm permission to rename users.') : validationError(`A ${classKind(row.class_id)} cannot be renamed.`);
      }
      if (!isPrincipal && !actionPermitted('rename', codes)) throw noPermission('You need the upd permission to rename this object.');
      await tree.store.db
        .updateTable('objects')
        .set({ name: trimmed, sort_name: sortNameOf(trimmed), updated_at: Date.now() })
        .where('object_id', '=', row.object_id)
        .execute();
      row = await tree.requireRow(row.object_id);
      await tree.publishObjectEvent('objectUpdated', row, { data: { name: trimmed } });
    }
  }

  if (tags !== undefined) {
    if (!isPlainObject(tags)) throw validationError('object.tags must be an object.');
    if (!codes.includes('upd')) throw noPermission('You need the upd permission to change tags.');
    const merged: Record<string, unknown> = { ...parseTags(row.tags) };
    for (const [k, v] of Object.entries(tags)) {
      if (v === null) delete merged[k];
      else merged[k] = v;
    }
    await tree.store.db
      .updateTable('objects')
      .set({ tags: JSON.stringify(merged), updated_at: Date.now() })
      .where('object_id', '=', row.object_id)
      .execute();
    row = await tree.requireRow(row.object_id);
    await tree.publishObjectEvent('objectUpdated', row, { data: { tags: merged } });
  }

  if (parentId !== undefined && parentId !== null && parentId !== row.parent_id) {
    if (typeof parentId !== 'string') throw validationError('object.parentId must be an object id.');
    row = await moveObject(tree, viewer, row, codes, parentId);
  }
  return tree.getObject(viewer, row.object_id);
}

async function moveObject(tree: TreeService, viewer: Viewer, row: ObjectRow, codes: PermissionCode[], targetId: string): Promise<ObjectRow> {
  if (!actionAppliesToClass('move', row.class_id)) throw validationError(`A ${classKind(row.class_id)} cannot be moved.`);
  if (!actionPermitted('move', codes)) throw noPermission('You need the upd or add permission to move this object.');
  const target = await tree.reachableRow(viewer, targetId);
  const targetAncestors = pathIdsOf(target.path_ids).slice(0, -1);
  const refusal = moveTargetRefusal(
    { objectId: row.object_id, classId: row.class_id, parentId: row.parent_id },
    { objectId: target.object_id, classId: target.class_id, parentId: target.parent_id, ancestorIds: targetAncestors },
  );
  if (refusal) throw validationError(refusal);
  await tree.access.require(viewer, target, [['add']], 'move objects here');
  const oldPath = row.path_ids;
  const newPath = `${target.path_ids}${row.object_id}/`;
  await tree.store.db.transaction().execute(async trx => {
    const [lo, hi] = subtreeRange(oldPath);
    const subtree = await trx
      .selectFrom('objects')
      .select(['object_id', 'path_ids', 'class_id'])
      .where('path_ids', '>=', lo)
      .where('path_ids', '<', hi)
      .orderBy('path_ids')
      .execute();
    // Each moved object's client is the nearest client on its new path (a moved client stays its own).
    const clientOf = new Map<string, string | null>();
    for (const r of subtree) {
      const path = newPath + r.path_ids.slice(oldPath.length);
      const parentPath = path.slice(0, path.slice(0, -1).lastIndexOf('/') + 1);
      const parentClient = r.object_id === row.object_id ? target.client_id : (clientOf.get(parentPath) ?? null);
      const clientId = classKind(r.class_id) === 'client' ? r.object_id : parentClient;
      clientOf.set(path, clientId);
      await trx
        .updateTable('objects')
        .set({ path_ids: path, client_id: clientId, ...(r.object_id === row.object_id ? { parent_id: target.object_id, updated_at: Date.now() } : {}) })
        .where('object_id', '=', r.object_id)
        .execute();
    }
  });
  const moved = await tree.requireRow(row.object_id);
  await tree.publishObjectEvent('objectMoved', moved, { data: { oldParentId: row.parent_id }, alsoPath: oldPath });
  return moved;
}

export async function deleteObject(
  tree: TreeService,
  viewer: Viewer,
  objectId: string,
  removeChildren: boolean,
): Promise<{ objectId: string; removed: number }> {
  const row = await tree.reachableRow(viewer, objectId);
  const kind = classKind(row.class_id);
  if (PRINCIPAL_CLASSES.includes(kind)) {
    await tree.access.require(viewer, row, [['adm']], 'delete users');
    const rootUser = await getSetting<string>(tree.store, SETTING_KEYS.rootUserObjectId);
    if (row.object_id === rootUser) throw validationError(PEOPLE_MESSAGES.rootUserDelete);
    if (kind === 'group' && (await memberCount(tree.store, row.object_id)) > 0) throw new ApiError(ERROR_NAMES.conflict, PEOPLE_MESSAGES.roleHasUsers);
  } else {
    if (!actionAppliesToClass('delete', row.class_id)) throw validationError(`A ${kind} cannot be deleted.`);
    await tree.access.require(viewer, row, [['del']], 'delete this object');
  }
  if (!removeChildren && (await tree.countAllChildren(viewer, row)) > 0) {
    throw new ApiError(ERROR_NAMES.hasChildren, `${row.name} has children; confirm to remove them as well.`);
  }
  const [lo, hi] = subtreeRange(row.path_ids);
  const ids = (await tree.store.db.selectFrom('objects').select('object_id').where('path_ids', '>=', lo).where('path_ids', '<', hi).execute()).map(
    r => r.object_id,
  );
  if (ids.includes(viewer.userObjectId)) throw validationError(PEOPLE_MESSAGES.yourselfDelete);
  await tree.store.db.deleteFrom('objects').where('path_ids', '>=', lo).where('path_ids', '<', hi).execute();
  for (const o of treeObservers()) await o.objectsDeleted?.(ids, { store: tree.store });
  await tree.publishObjectEvent('objectDeleted', row);
  return { objectId: row.object_id, removed: ids.length };
}

/** Records a node's online state in its state tag and publishes objectOnline / objectOffline. */
export async function setOnline(tree: TreeService, objectId: string, online: boolean): Promise<void> {
  const row = await tree.requireRow(objectId);
  const tags = parseTags(row.tags);
  if ((tags.state?.online === true) === online) return;
  tags.state = { ...(tags.state ?? {}), online };
  await tree.store.db
    .updateTable('objects')
    .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
    .where('object_id', '=', objectId)
    .execute();
  await tree.publishObjectEvent(online ? 'objectOnline' : 'objectOffline', row);
  await recordOnlineChange(tree.store, tree.bus, row, online); // row holds the state before the change
}
