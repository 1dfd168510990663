/** PID_NODEINFO: what a node is, where it is, what it holds and whether it is online. */
import type { NodeInfo } from '@fathom/sdk/api';
import { parseTags } from '../../tree/objects';
import { registerPropertyHandler } from './registry';

registerPropertyHandler({
  propertyId: 'PID_NODEINFO',
  readNeeds: [['get']],
  async get(ctx): Promise<NodeInfo> {
    const { store, tree } = ctx.server;
    const row = ctx.row;
    if (row.object_id !== ctx.objectId) {
      // An index entry: its own facts, placed under its collector.
      const o = ctx.object;
      return {
        objectId: o.objectId,
        classId: o.classId,
        name: o.name,
        path: o.path ?? '',
        parentId: o.parentId,
        childrenCount: o.childrenCount ?? 0,
        childrenByClass: {},
        isOnline: false,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    }
    const counts = await store.db
      .selectFrom('objects')
      .select(['class_id', eb => eb.fn.countAll<number>().as('n')])
      .where('parent_id', '=', row.object_id)
      .groupBy('class_id')
      .execute();
    const childrenByClass: Record<string, number> = Object.fromEntries(counts.map(c => [c.class_id, Number(c.n)]));
    const all = await tree.countAllChildren(ctx.session, row);
    const indexed = all - counts.reduce((n, c) => n + Number(c.n), 0);
    if (indexed > 0) childrenByClass.index = indexed;
    const tags = parseTags(row.tags);
    const { path } = await tree.pathInfo(ctx.session, row);
    return {
      objectId: row.object_id,
      classId: row.class_id,
      name: row.name,
      path,
      parentId: row.parent_id,
      childrenCount: all,
      childrenByClass,
      isOnline: tags.state?.online === true,
      state: tags.state,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  },
});
