/**
 * PID_PERMISSIONS: grants on a node, inherited by everything below it (spec 000 §6). A read lists the node's own
 * grants and those inherited from its ancestors; a write replaces the node's own grants. At least one code per
 * grant; a caller grants only codes they hold; the last permission of a user cannot be removed. A trustee is a user
 * or a role (group), whose members hold what it is granted.
 */
import { isPermissionCode, type PermissionCode, type PermissionsProperty } from '@fathom/sdk/api';
import { formatCodes, parseCodes } from '../../tree/access';
import { pathIdsOf } from '../../tree/ids';
import { userKeepsAPermission } from '../../tree/people';
import { invalid } from '../payload';
import { registerPropertyHandler } from './registry';

function parseGrants(value: unknown): { trusteeId: string; codes: PermissionCode[] }[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { grants?: unknown }).grants)
      ? (value as { grants: unknown[] }).grants
      : null;
  if (!list) throw invalid('PID_PERMISSIONS must be a list of {trusteeId, codes}.', 'property');
  const seen = new Set<string>();
  return list.map((g, i) => {
    const trusteeId = (g as { trusteeId?: unknown })?.trusteeId;
    const codes = (g as { codes?: unknown })?.codes;
    if (typeof trusteeId !== 'string' || !trusteeId) throw invalid(`Grant ${i + 1}: trusteeId is required.`, 'property');
    if (seen.has(trusteeId)) throw invalid(`Grant ${i + 1}: ${trusteeId} is listed twice.`, 'property');
    seen.add(trusteeId);
    if (!Array.isArray(codes) || codes.length === 0) throw invalid(`Grant ${i + 1}: choose at least one permission.`, 'property');
    const bad = codes.find(c => typeof c !== 'string' || !isPermissionCode(c));
    if (bad !== undefined) throw invalid(`Grant ${i + 1}: ${String(bad)} is not a permission code.`, 'property');
    return { trusteeId, codes: [...new Set(codes as PermissionCode[])] };
  });
}

registerPropertyHandler({
  propertyId: 'PID_PERMISSIONS',
  readNeeds: [['adm']],
  writeNeeds: [['adm']],
  async get(ctx): Promise<PermissionsProperty> {
    const db = ctx.server.store.db;
    const ids = pathIdsOf(ctx.row.path_ids);
    const rows = await db
      .selectFrom('grants')
      .innerJoin('objects', 'objects.object_id', 'grants.trustee_id')
      .select(['grants.object_id', 'grants.trustee_id', 'grants.codes', 'objects.name', 'objects.class_id'])
      .where('grants.object_id', 'in', ids)
      .execute();
    const own = rows.filter(r => r.object_id === ctx.row.object_id);
    const inherited = rows.filter(r => r.object_id !== ctx.row.object_id).sort((a, b) => ids.indexOf(a.object_id) - ids.indexOf(b.object_id));
    return {
      objectId: ctx.row.object_id,
      grants: own.map(r => ({ trusteeId: r.trustee_id, trusteeName: r.name, trusteeClass: r.class_id, codes: parseCodes(r.codes) })),
      inherited: inherited.map(r => ({
        trusteeId: r.trustee_id,
        trusteeName: r.name,
        trusteeClass: r.class_id,
        codes: parseCodes(r.codes),
        fromObjectId: r.object_id,
      })),
    };
  },
  async set(ctx, value) {
    const grants = parseGrants(value);
    const db = ctx.server.store.db;
    const node = ctx.row;
    for (const g of grants) {
      const beyond = g.codes.filter(c => !ctx.codes.includes(c));
      if (beyond.length) throw invalid(`You cannot grant ${beyond.join(', ')}: you do not hold ${beyond.length > 1 ? 'them' : 'it'} here.`, 'property');
      const trustee = await db
        .selectFrom('objects')
        .select(['object_id', 'class_id', 'parent_id', 'path_ids', 'client_id'])
        .where('object_id', '=', g.trusteeId)
        .executeTakeFirst();
      if (!trustee || (trustee.class_id !== 'user' && trustee.class_id !== 'group')) throw invalid(`${g.trusteeId} is not a user or a role.`, 'property');
      if (!ctx.server.tree.access.reaches(ctx.session, trustee)) throw invalid(`${g.trusteeId} is not a user you administer.`, 'property');
      if (!trustee.parent_id || !node.path_ids.includes(`/${trustee.parent_id}/`))
        throw invalid(`${g.trusteeId} cannot reach this node: it lies outside the user's home.`, 'property');
    }
    const before = await db.selectFrom('grants').select(['trustee_id']).where('object_id', '=', node.object_id).execute();
    const keep = new Set(grants.map(g => g.trusteeId));
    for (const { trustee_id } of before.filter(b => !keep.has(b.trustee_id))) {
      const users = await usersLosing(db, trustee_id);
      for (const userId of users)
        if (!(await userKeepsAPermission(db, userId, r => r.object_id === node.object_id && !keep.has(r.trustee_id))))
          throw invalid('The last permission of a user cannot be removed.', 'property');
    }
    await db.transaction().execute(async trx => {
      await trx.deleteFrom('grants').where('object_id', '=', node.object_id).execute();
      for (const g of grants)
        await trx
          .insertInto('grants')
          .values({ object_id: node.object_id, trustee_id: g.trusteeId, codes: formatCodes(g.codes) })
          .execute();
    });
    return { objectId: node.object_id, grants };
  },
});

/** The users whose permissions come through this trustee: the user itself, or a role's members. */
async function usersLosing(db: Parameters<typeof userKeepsAPermission>[0], trusteeId: string): Promise<string[]> {
  const t = await db.selectFrom('objects').select('class_id').where('object_id', '=', trusteeId).executeTakeFirst();
  if (t?.class_id !== 'group') return [trusteeId];
  return (await db.selectFrom('group_members').select('member_id').where('group_id', '=', trusteeId).execute()).map(r => r.member_id);
}
