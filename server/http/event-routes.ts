/**
 * GET /event/listen: the long-poll of room and feed events (spec 001 §4 Events). Without lastRoomEventId it
 * answers at once with the current last ids, so a client starts from now. Otherwise it answers as soon as an
 * event the caller may see is there, or after `timeout` seconds (≤ 60). Only events about objects inside the
 * caller's reach are delivered; the returned ids move past the ones skipped.
 */
import { API_PATHS, EVENT_DEFAULTS, type ListenResponse } from '@fathom/sdk/api';
import { listenSchema } from '@fathom/sdk/api/core-payloads';
import type { Session } from '../auth/session';
import type { StoredFeedEvent, StoredRoomEvent } from '../events/bus';
import { routeWithSchema, sessionOf, type RouteModule } from './context';

function visibleTo(session: Session, stored: StoredRoomEvent | StoredFeedEvent): boolean {
  const e = stored.event as { type?: string; userId?: string };
  if (e.type === 'propertySet' && e.userId && e.userId !== session.userObjectId) return false; // another user's own settings
  return session.isRoot || !stored.audience || stored.audience.includes(session.homeId);
}

/** Visible events after the cursor, at most max; the cursor moves past everything examined. */
function take<T extends StoredRoomEvent | StoredFeedEvent>(
  session: Session,
  stored: T[],
  cursor: number,
  max: number,
): { events: T['event'][]; cursor: number } {
  const events: T['event'][] = [];
  for (const s of stored) {
    if (events.length >= max) break;
    cursor = s.event.eventId;
    if (visibleTo(session, s)) events.push(s.event);
  }
  return { events, cursor };
}

const names = (text: string | undefined, fallback: string) =>
  (text ?? fallback)
    .split(';')
    .map(s => s.trim())
    .filter(Boolean);

export const eventRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'GET',
    path: API_PATHS.eventsListen,
    schema: listenSchema,
    handler: async (payload, call): Promise<ListenResponse> => {
      const session = sessionOf(call);
      const timeoutMs = payload.timeout * 1000;
      const rooms = names(payload.rooms, EVENT_DEFAULTS.rooms);
      const feeds = names(payload.feeds, EVENT_DEFAULTS.feeds);
      const maxRoom = payload.maxRoomEvents;
      const maxFeed = payload.maxFeedEvents;
      const lastRoom = payload.lastRoomEventId;
      const lastFeed = payload.lastFeedEventId;
      const now = await server.bus.lastIds();
      if (lastRoom === undefined || lastRoom > now.room) {
        return { roomEvents: [], feedEvents: [], lastRoomEventId: now.room, lastFeedEventId: now.feed, timedOut: false };
      }
      let roomCursor = lastRoom;
      let feedCursor = lastFeed === undefined || lastFeed > now.feed ? now.feed : lastFeed;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const room = take(session, await server.bus.roomEventsAfter(rooms, roomCursor, Number.MAX_SAFE_INTEGER), roomCursor, maxRoom);
        const feed = take(session, await server.bus.feedEventsAfter(feeds, feedCursor, Number.MAX_SAFE_INTEGER), feedCursor, maxFeed);
        roomCursor = room.cursor;
        feedCursor = feed.cursor;
        if (room.events.length > 0 || feed.events.length > 0) {
          return { roomEvents: room.events, feedEvents: feed.events, lastRoomEventId: roomCursor, lastFeedEventId: feedCursor, timedOut: false };
        }
        const left = deadline - Date.now();
        const outcome = left > 0 ? await server.bus.waitForEvent(left, call.signal) : 'timeout';
        if (outcome !== 'event') {
          return { roomEvents: [], feedEvents: [], lastRoomEventId: roomCursor, lastFeedEventId: feedCursor, timedOut: true };
        }
      }
    },
  }),
];
