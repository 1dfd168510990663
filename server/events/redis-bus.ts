/**
 * The event bus shared by several server processes (FATHOM_REDIS_URL): each event takes its id from one
 * Redis counter per kind and is published on one channel in the same atomic step (a Lua script), so every
 * process receives every event in id order and keeps it in its own rings for its long-poll listeners. A
 * publisher keeps its own event when it comes back from the channel, like everyone else's, and answers only
 * then: a client that changed something and then listens finds its change there, as with one process.
 *
 * Channel and counters are named by the platform's root object id, which every process sharing the database
 * reads at start. The counters never go below the wall clock in ms (as the in-process bus), so ids seen before a restart of
 * Redis stay below the ones issued after it.
 */
import type { Redis } from 'ioredis';
import type { FeedEvent, RoomEvent } from '@fathom/sdk/api';
import { InMemoryEventBus, type Audience, type FeedEventInput, type RoomEventInput, type StoredFeedEvent, type StoredRoomEvent } from './bus';

/** Loaded when a Redis is configured: a single server never holds it. */
const ioredis = (): typeof Redis => (require('ioredis') as typeof import('ioredis')).Redis; // eslint-disable-line @typescript-eslint/no-require-imports

/** The channel and counters of one platform (its root object id): platforms sharing a Redis never mix. */
function keys(platformId: string) {
  const base = `fathom:${platformId}:events`;
  return { channel: base, room: `${base}:room-seq`, feed: `${base}:feed-seq` };
}

/** KEYS[1] the counter, ARGV[1] the channel, ARGV[2] the kind, ARGV[3] the event without its id: INCR + PUBLISH as one step. */
const PUBLISH_SCRIPT = `local id = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' ' .. id .. ' ' .. ARGV[3])
return id`;

/** KEYS[1] the counter, ARGV[1] now in ms: raises the counter to the clock, answers its value. */
const RAISE_SCRIPT = `local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
local now = tonumber(ARGV[1])
if cur < now then redis.call('SET', KEYS[1], ARGV[1]) cur = now end
return cur`;

type Kind = 'room' | 'feed';

/** How long a publisher waits for its own event to come back before answering anyway. */
const ECHO_WAIT_MS = 2000;

export class RedisEventBus extends InMemoryEventBus {
  private readonly echoes = new Map<string, () => void>();

  private constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    private readonly names: ReturnType<typeof keys>,
    seqs: { room: number; feed: number },
  ) {
    super(5000, 0);
    this.roomSeq = seqs.room;
    this.feedSeq = seqs.feed;
  }

  /** Connects, subscribes and reads the counters; throws a clear error when Redis cannot be reached. */
  static async connect(url: string, platformId: string): Promise<RedisEventBus> {
    const names = keys(platformId);
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 };
    const commands = new (ioredis())(url, options);
    const subscriber = new (ioredis())(url, options);
    try {
      await Promise.all([commands.connect(), subscriber.connect()]);
      const now = String(Date.now());
      const room = Number(await commands.eval(RAISE_SCRIPT, 1, names.room, now));
      const feed = Number(await commands.eval(RAISE_SCRIPT, 1, names.feed, now));
      const bus = new RedisEventBus(commands, subscriber, names, { room, feed });
      subscriber.on('message', (_channel: string, message: string) => bus.receive(message));
      await subscriber.subscribe(names.channel);
      return bus;
    } catch (e) {
      commands.disconnect();
      subscriber.disconnect();
      throw new Error(`Redis at ${redactedUrl(url)} cannot be reached: ${(e as Error).message}`);
    }
  }

  override async publishRoom(room: string, input: RoomEventInput, audience?: Audience): Promise<RoomEvent> {
    const event = { ...input, room, time: Date.now() };
    const eventId = await this.publish('room', { event, audience });
    return { ...event, eventId };
  }

  override async publishFeed(feed: string, input: FeedEventInput, audience?: Audience): Promise<FeedEvent> {
    const event = { ...input, feed, time: Date.now() };
    const eventId = await this.publish('feed', { event, audience });
    return { ...event, eventId };
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.commands.disconnect();
  }

  private async publish(kind: Kind, body: { event: object; audience: Audience }): Promise<number> {
    const id = Number(await this.commands.eval(PUBLISH_SCRIPT, 1, this.names[kind], this.names.channel, kind, JSON.stringify(body)));
    if ((kind === 'room' ? this.roomSeq : this.feedSeq) < id) {
      const key = `${kind} ${id}`;
      await new Promise<void>(resolve => {
        const done = () => {
          clearTimeout(timer);
          this.echoes.delete(key);
          resolve();
        };
        const timer = setTimeout(done, ECHO_WAIT_MS);
        this.echoes.set(key, done);
      });
    }
    return id;
  }

  private receive(message: string): void {
    const [kind, id] = message.split(' ', 2);
    const body = JSON.parse(message.slice(kind.length + id.length + 2)) as { event: object; audience: Audience };
    const event = { ...body.event, eventId: Number(id) };
    if (kind === 'room') this.deliverRoom({ event, audience: body.audience } as StoredRoomEvent);
    else if (kind === 'feed') this.deliverFeed({ event, audience: body.audience } as StoredFeedEvent);
    this.echoes.get(`${kind} ${id}`)?.();
  }
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured address';
  }
}
