/**
 * The people side of the tree (spec 000 §6): role membership, users' credentials as administrators change them,
 * and the rule that a user keeps at least one permission. Sign-in and the permission checks read what is kept here.
 */
import { ApiError, ERROR_NAMES, type PermissionCode } from '@fathom/sdk/api';
import { PEOPLE_MESSAGES, normalisePhone } from '@fathom/sdk/api/people';
import type { CredentialChange } from '@fathom/sdk/server';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { formatCodes, parseCodes } from './access';
import type { Store } from '../store/db';
import type { DB } from '../store/schema';
import { objectNotFound, validationError } from './errors';

type GrantRow = { object_id: string; trustee_id: string };

/**
 * True when the user holds a grant somewhere (its own or a role's) once the dropped grants and roles are gone.
 * The last-permission rule asks it before a grant is removed or a member leaves a role.
 */
export async function userKeepsAPermission(
  db: Kysely<DB>,
  userObjectId: string,
  dropped: (r: GrantRow) => boolean = () => false,
  droppedRoles: readonly string[] = [],
): Promise<boolean> {
  const roles = (await db.selectFrom('group_members').select('group_id').where('member_id', '=', userObjectId).execute())
    .map(r => r.group_id)
    .filter(id => !droppedRoles.includes(id));
  const rows = await db
    .selectFrom('grants')
    .select(['object_id', 'trustee_id'])
    .where('trustee_id', 'in', [userObjectId, ...roles])
    .execute();
  return rows.some(r => !dropped(r));
}

/** Replaces a role's members; members are users of the role's organisation; the last-permission rule holds. */
export async function setMembers(store: Store, groupObjectId: string, memberIds: readonly string[]): Promise<void> {
  const db = store.db;
  const group = await db.selectFrom('objects').select(['object_id', 'class_id', 'client_id']).where('object_id', '=', groupObjectId).executeTakeFirst();
  if (!group) throw objectNotFound(groupObjectId);
  if (group.class_id !== 'group') throw validationError(PEOPLE_MESSAGES.notARole, { field: 'objectId' });
  const wanted = [...new Set(memberIds)];
  if (wanted.length) {
    const users = await db.selectFrom('objects').select(['object_id', 'class_id', 'client_id']).where('object_id', 'in', wanted).execute();
    for (const id of wanted) {
      const u = users.find(x => x.object_id === id);
      if (!u) throw objectNotFound(id);
      if (u.class_id !== 'user') throw validationError(`${id}: ${PEOPLE_MESSAGES.notAUser}`, { field: 'members' });
      if (u.client_id !== group.client_id) throw validationError(`${id} belongs to another organisation.`, { field: 'members' });
    }
  }
  const current = (await db.selectFrom('group_members').select('member_id').where('group_id', '=', groupObjectId).execute()).map(r => r.member_id);
  const leaving = current.filter(id => !wanted.includes(id));
  for (const id of leaving) {
    const before = await userKeepsAPermission(db, id);
    if (before && !(await userKeepsAPermission(db, id, undefined, [groupObjectId])))
      throw validationError(PEOPLE_MESSAGES.lastPermission, { field: 'members' });
  }
  const joining = wanted.filter(id => !current.includes(id));
  await db.transaction().execute(async trx => {
    if (leaving.length) await trx.deleteFrom('group_members').where('group_id', '=', groupObjectId).where('member_id', 'in', leaving).execute();
    for (const id of joining) await trx.insertInto('group_members').values({ group_id: groupObjectId, member_id: id }).execute();
  });
}

/** The number of members of a role (a role with users cannot be deleted). */
export async function memberCount(store: Store, groupObjectId: string): Promise<number> {
  const { n } = await store.db
    .selectFrom('group_members')
    .select(eb => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupObjectId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The one writer of a user's credentials (administration, profile, activation and recovery all come here): e-mail,
 * phone (stored normalised as {number, countryCode}), activation, password (hashed). Disabling or a new password
 * ends the user's sessions, except the one whose token hash is `keepTokenHash` (a user changing their own password).
 */
export async function setCredentials(store: Store, userObjectId: string, change: CredentialChange, opts: { keepTokenHash?: string } = {}): Promise<void> {
  const cred = await store.db.selectFrom('credentials').selectAll().where('user_object_id', '=', userObjectId).executeTakeFirst();
  if (!cred) throw objectNotFound(userObjectId);
  const set: Partial<{ email: string | null; phone: string | null; is_activated: number; password_hash: string | null }> = {};
  if (change.email !== undefined) set.email = change.email?.trim() || null;
  if (change.phone !== undefined) {
    const phone = normalisePhone(change.phone);
    set.phone = phone ? JSON.stringify(phone) : null;
  }
  if (change.password !== undefined) set.password_hash = await hashPassword(change.password);
  if (change.activated !== undefined) {
    if (change.activated && !(set.password_hash ?? cred.password_hash)) throw new ApiError(ERROR_NAMES.conflict, PEOPLE_MESSAGES.invitationPending);
    set.is_activated = change.activated ? 1 : 0;
  }
  const endSessions = change.activated === false || change.password !== undefined;
  await store.db.transaction().execute(async trx => {
    if (Object.keys(set).length) await trx.updateTable('credentials').set(set).where('user_object_id', '=', userObjectId).execute();
    if (!endSessions) return;
    let revoke = trx.deleteFrom('tokens').where('user_object_id', '=', userObjectId);
    if (opts.keepTokenHash) revoke = revoke.where('token_hash', '!=', opts.keepTokenHash);
    await revoke.execute();
  });
}

/** A stored phone as one line of text, whatever shape it was stored in (normalised JSON, or older plain text). */
export function phoneText(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object') return String((parsed as { number?: unknown }).number ?? '') || null;
  } catch {
    // plain text
  }
  return stored;
}

/** Merges codes into a trustee's grant on a node. */
export async function addGrant(store: Store, nodeObjectId: string, trusteeId: string, codes: readonly PermissionCode[]): Promise<void> {
  const row = await store.db.selectFrom('grants').select('codes').where('object_id', '=', nodeObjectId).where('trustee_id', '=', trusteeId).executeTakeFirst();
  const merged = formatCodes([...new Set([...(row ? parseCodes(row.codes) : []), ...codes])]);
  await store.db
    .insertInto('grants')
    .values({ object_id: nodeObjectId, trustee_id: trusteeId, codes: merged })
    .onConflict(oc => oc.columns(['object_id', 'trustee_id']).doUpdateSet({ codes: merged }))
    .execute();
}
