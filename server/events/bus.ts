/**
 * The event bus: room events (object added, updated, moved, deleted, online, offline, property set, ...) and
 * feed events (task status), each with a numeric id from one sequence per kind, kept in a ring buffer per
 * room and per feed for long-poll listeners. The interface is asynchronous so that a Redis pub/sub
 * implementation can replace the in-process one when several servers share a database.
 *
 * Ids start at the wall clock in ms and count up, so ids seen by a client before a restart stay below
 * the ids issued after it.
 */
import type { FeedEvent, RoomEvent } from '@fathom/sdk/api';

/** Who may see an event: the tree node ids whose subtrees it concerns (viewers whose home is one of them, or root). */
export type Audience = string[] | undefined;

export type RoomEventInput = Omit<RoomEvent, 'eventId' | 'room' | 'time'>;
export type FeedEventInput = Omit<FeedEvent, 'eventId' | 'feed' | 'time'>;

export interface StoredRoomEvent {
  event: RoomEvent;
  audience: Audience;
}
export interface StoredFeedEvent {
  event: FeedEvent;
  audience: Audience;
}

export type WaitOutcome = 'event' | 'timeout' | 'aborted' | 'closed';

export interface EventBus {
  publishRoom(room: string, event: RoomEventInput, audience?: Audience): Promise<RoomEvent>;
  publishFeed(feed: string, event: FeedEventInput, audience?: Audience): Promise<FeedEvent>;
  /** The highest ids issued so far. */
  lastIds(): Promise<{ room: number; feed: number }>;
  /** Events with id > afterId in the given rooms, oldest first, at most max. */
  roomEventsAfter(rooms: string[], afterId: number, max: number): Promise<StoredRoomEvent[]>;
  feedEventsAfter(feeds: string[], afterId: number, max: number): Promise<StoredFeedEvent[]>;
  /** Resolves when any event is published, the timeout passes, the signal aborts or the bus closes. */
  waitForEvent(timeoutMs: number, signal?: AbortSignal): Promise<WaitOutcome>;
  /** Wakes every waiter with 'closed'; later waits resolve at once. */
  close(): Promise<void>;
}

/** Fixed-size buffer of the newest items. */
class Ring<T> {
  private readonly items: (T | undefined)[];
  private start = 0;
  private size = 0;
  constructor(private readonly capacity: number) {
    this.items = new Array(capacity);
  }
  push(item: T): void {
    this.items[(this.start + this.size) % this.capacity] = item;
    if (this.size < this.capacity) this.size++;
    else this.start = (this.start + 1) % this.capacity;
  }
  /** Items from the newest backwards while `keep` holds, returned oldest first. */
  tailWhile(keep: (item: T) => boolean): T[] {
    const out: T[] = [];
    for (let i = this.size - 1; i >= 0; i--) {
      const item = this.items[(this.start + i) % this.capacity] as T;
      if (!keep(item)) break;
      out.push(item);
    }
    return out.reverse();
  }
}

export class InMemoryEventBus implements EventBus {
  protected roomSeq: number;
  protected feedSeq: number;
  private readonly rooms = new Map<string, Ring<StoredRoomEvent>>();
  private readonly feeds = new Map<string, Ring<StoredFeedEvent>>();
  private readonly waiters = new Set<(outcome: WaitOutcome) => void>();
  private closed = false;

  constructor(
    private readonly capacity = 5000,
    now = Date.now(),
  ) {
    this.roomSeq = now;
    this.feedSeq = now;
  }

  async publishRoom(room: string, input: RoomEventInput, audience?: Audience): Promise<RoomEvent> {
    const event: RoomEvent = { ...input, eventId: this.roomSeq + 1, room, time: Date.now() };
    this.deliverRoom({ event, audience });
    return event;
  }

  async publishFeed(feed: string, input: FeedEventInput, audience?: Audience): Promise<FeedEvent> {
    const event: FeedEvent = { ...input, eventId: this.feedSeq + 1, feed, time: Date.now() };
    this.deliverFeed({ event, audience });
    return event;
  }

  /** Keeps an event numbered in order (by this bus or, with several servers, by the shared sequence) and wakes listeners. */
  protected deliverRoom(stored: StoredRoomEvent): void {
    this.roomSeq = Math.max(this.roomSeq, stored.event.eventId);
    this.ring(this.rooms, stored.event.room).push(stored);
    this.wake('event');
  }

  protected deliverFeed(stored: StoredFeedEvent): void {
    this.feedSeq = Math.max(this.feedSeq, stored.event.eventId);
    this.ring(this.feeds, stored.event.feed).push(stored);
    this.wake('event');
  }

  async lastIds() {
    return { room: this.roomSeq, feed: this.feedSeq };
  }

  async roomEventsAfter(rooms: string[], afterId: number, max: number): Promise<StoredRoomEvent[]> {
    return this.collect(this.rooms, rooms, afterId, max, this.roomSeq);
  }

  async feedEventsAfter(feeds: string[], afterId: number, max: number): Promise<StoredFeedEvent[]> {
    return this.collect(this.feeds, feeds, afterId, max, this.feedSeq);
  }

  waitForEvent(timeoutMs: number, signal?: AbortSignal): Promise<WaitOutcome> {
    if (this.closed) return Promise.resolve('closed');
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise(resolve => {
      const finish = (outcome: WaitOutcome) => {
        clearTimeout(timer);
        this.waiters.delete(finish);
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      const onAbort = () => finish('aborted');
      const timer = setTimeout(() => finish('timeout'), Math.max(0, timeoutMs));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(finish);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake('closed');
  }

  private wake(outcome: WaitOutcome): void {
    for (const w of [...this.waiters]) w(outcome);
  }

  private ring<T>(map: Map<string, Ring<T>>, name: string): Ring<T> {
    let r = map.get(name);
    if (!r) {
      r = new Ring<T>(this.capacity);
      map.set(name, r);
    }
    return r;
  }

  private collect<T extends { event: { eventId: number } }>(map: Map<string, Ring<T>>, names: string[], afterId: number, max: number, last: number): T[] {
    // An id from the future belongs to an earlier run with a faster clock: deliver what this run holds.
    const from = afterId > last ? 0 : afterId;
    const out: T[] = [];
    for (const name of new Set(names)) out.push(...(map.get(name)?.tailWhile(s => s.event.eventId > from) ?? []));
    out.sort((a, b) => a.event.eventId - b.event.eventId);
    return out.slice(0, Math.max(0, max));
  }
}
