/**
 * PID_USERINFO: the session user (spec 000 §3 User). Asked on another user's object by someone holding adm
 * there, it describes that user instead.
 */
import { describeUser } from '../../auth/session';
import { getSetting, SETTING_KEYS } from '../../store/settings';
import { noPermission } from '../../tree/access';
import { registerPropertyHandler } from './registry';

registerPropertyHandler({
  propertyId: 'PID_USERINFO',
  async get(ctx) {
    const { store, tree } = ctx.server;
    const other = ctx.row.class_id === 'user' && ctx.row.object_id === ctx.objectId && ctx.row.object_id !== ctx.session.userObjectId;
    if (!other) return describeUser(store, tree.access, ctx.session);
    if (!ctx.codes.includes('adm')) throw noPermission('You need the adm permission to see other users.');
    const rootUser = await getSetting<string>(store, SETTING_KEYS.rootUserObjectId);
    return describeUser(store, tree.access, { userObjectId: ctx.row.object_id, homeId: ctx.row.parent_id ?? '', isRoot: ctx.row.object_id === rootUser });
  },
});
