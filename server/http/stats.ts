/** PID_STATS of any node or index directory, and the index entries in the tree (children provider). */
import { computeNodeStats } from '../index/stats';
import { indexChildrenProvider } from '../index/children';
import { registerChildrenProvider } from '../tree/providers';
import { registerPropertyHandler } from './properties';
import type { RouteModule } from './context';

registerChildrenProvider(indexChildrenProvider);

registerPropertyHandler({
  propertyId: 'PID_STATS',
  readNeeds: [['get']],
  get: ctx => computeNodeStats(ctx.server.store, ctx.objectId),
});

export const statsRoutes: RouteModule = () => [];
