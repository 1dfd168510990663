/**
 * PID_EVENTS (sdk/api/node-events.ts): GET answers the events of the node and every node below it (a caller who
 * reaches a node reaches its whole subtree), filtered and paged by the shared option rules; needs 'get'.
 * POST moves events to Pending, Postponed or Solved; needs 'upd' or 'ctl', like the node's other controls.
 * An index entry has no events of its own: it answers an empty list and cannot be changed.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  NODE_EVENT_ERRORS,
  NODE_EVENT_STATES,
  NODE_EVENTS_PROPERTY,
  readNodeEventsOptions,
  validateNodeEventsSet,
  type NodeEventsAnswer,
  type NodeEventsSetAnswer,
  type NodeEventState,
} from '@fathom/sdk/api/node-events';
import type { PropertyContext, PropertyHandler } from '@fathom/sdk/server';

const isIndexEntry = (ctx: PropertyContext) => ctx.ownerId !== ctx.objectId;

export const nodeEventsHandler: PropertyHandler = {
  propertyId: NODE_EVENTS_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['upd'], ['ctl']],
  async get(ctx): Promise<NodeEventsAnswer> {
    const q = readNodeEventsOptions(ctx.options);
    if (!q.ok) throw new ApiError(ERROR_NAMES.validation, q.problem.message, 400, { field: q.problem.field });
    if (isIndexEntry(ctx))
      return { events: [], eventCount: 0, stateCounts: Object.fromEntries(NODE_EVENT_STATES.map(s => [s, 0])) as Record<NodeEventState, number> };
    return ctx.platform.nodeEvents.list(ctx.ownerId, q.value);
  },
  async set(ctx, value): Promise<NodeEventsSetAnswer> {
    const checked = validateNodeEventsSet(value);
    if (!checked.ok) throw new ApiError(ERROR_NAMES.validation, checked.problem.message, 400, { field: checked.problem.field });
    if (isIndexEntry(ctx)) throw new ApiError(NODE_EVENT_ERRORS.notFound, `${ctx.objectId} has no events.`, 404, { eventIds: checked.value.eventIds });
    const events = await ctx.platform.nodeEvents.setState(ctx.ownerId, {
      ...checked.value,
      userObjectId: ctx.session.userObjectId,
      skip: ctx.objectId,
    });
    return { events };
  },
};
