/**
 * Audiences for events about tree nodes: an event is delivered to viewers whose home node is on the path of
 * the object it concerns (and to the root user). Areas that publish (tasks, scans) use these helpers.
 */
import type { FeedEventInput, RoomEventInput, EventBus } from './bus';
import type { Store } from '../store/db';

/** The ids of the node and its ancestors, or undefined (everyone signed in) when the node is unknown. */
export async function audienceOf(store: Store, objectId: string): Promise<string[] | undefined> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', objectId).executeTakeFirst();
  return row ? row.path_ids.split('/').filter(Boolean) : undefined;
}

/** Publishes a feed event (e.g. task status in 'status') seen by those who may reach the node. */
export async function publishNodeFeedEvent(store: Store, bus: EventBus, feed: string, nodeId: string, event: FeedEventInput) {
  return bus.publishFeed(feed, { objectId: nodeId, ...event }, await audienceOf(store, nodeId));
}

/** Publishes a room event about a node (e.g. 'taskComplete' in 'objects') seen by those who may reach it. */
export async function publishNodeRoomEvent(store: Store, bus: EventBus, room: string, event: RoomEventInput) {
  return bus.publishRoom(room, event, await audienceOf(store, event.objectId));
}
