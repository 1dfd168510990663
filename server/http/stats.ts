/** PID_STATS of any node or index directory (with the figures server plugins add), and the index entries in the tree (children provider). */
import { StatsFigures } from '@fathom/sdk/server';
import { computeNodeStats } from '../index/stats';
import { indexChildrenProvider } from '../index/children';
import { registerChildrenProvider } from '../tree/providers';
import { registerPropertyHandler } from './properties';
import type { RouteModule } from './context';

registerChildrenProvider(indexChildrenProvider);

registerPropertyHandler({
  propertyId: 'PID_STATS',
  readNeeds: [['get']],
  get: async ctx => {
    const stats = await computeNodeStats(ctx.server.store, ctx.objectId);
    const contributors = ctx.server.extensions.list(StatsFigures);
    if (contributors.length === 0) return stats;
    const figures: Record<string, unknown> = {};
    for (const f of contributors) figures[f.id] = await f.compute({ objectId: ctx.objectId, platform: ctx.platform, signal: ctx.signal });
    return { ...stats, figures };
  },
});

export const statsRoutes: RouteModule = () => [];
