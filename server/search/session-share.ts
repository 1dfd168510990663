/**
 * Search sessions shared by several server processes (FATHOM_REDIS_URL). A session's rows are never copied: each
 * page is its compiled statement run again with ORDER BY / LIMIT / OFFSET (session-page.ts), so any process on the
 * same database can answer it from the session's definition alone. That definition (owner, statement, compiled
 * SQL, columns; once the search completes its row count, row column names, totals and messages) is kept in Redis
 * as one JSON value, with the session's expiry as its time to live, renewed by every use on any process. A
 * cancel or the per-user limit deletes it, so every process answers 'Search expired' from then on. A process that
 * runs searches keeps a presence key alive while it lives; a search whose process is gone before completing it
 * (killed, stopped) is failed by the next process that pages it, rather than left running for ever.
 *
 *   const shared = RedisSessionStore.connect(url, () => platformId, expiryMs);
 *   await shared.save(record);  await shared.complete(record);     // the process that runs the search
 *   await shared.load(searchId);  await shared.touch(searchId, ownerId);  await shared.remove(searchId, ownerId);
 *   const ended = await shared.trim(ownerId, keep);                // ids past the user's limit, removed
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Statement } from '@fathom/sdk/api/search/ast';
import type { MessageObject, SearchColumnInfo } from '@fathom/sdk/api/search-wire';
import { redactedUrl } from '../events/redis-bus';
import type { CompiledSql } from './session-cursor';

/** Loaded when a Redis is configured: a single server never holds it. */
const ioredis = (): typeof Redis => (require('ioredis') as typeof import('ioredis')).Redis; // eslint-disable-line @typescript-eslint/no-require-imports

/** What another process needs to answer a session's pages. */
export interface SessionRecord {
  searchId: string;
  ownerId: string;
  statement: Statement;
  columns: SearchColumnInfo[];
  grouped: boolean;
  agentsSelected: number;
  query: CompiledSql;
  startTime: number;
  isComplete: boolean;
  names: string[];
  rowCount: number;
  totalCount?: number;
  completeTime: number | null;
  messages: MessageObject[];
  /** The failure's message when the search failed. */
  failure: string | null;
  /** The process that runs the search (SharedSessions.processId). */
  runner: string;
}

/** Where the sessions of every process live (the Redis one; tests may give their own). */
export interface SharedSessions {
  /** This process, as records of the searches it runs name it. */
  readonly processId: string;
  /** Whether the process that runs a search is still there. */
  runnerAlive(processId: string): Promise<boolean>;
  /** A new session, alive for the expiry. */
  save(record: SessionRecord): Promise<void>;
  /** The session's outcome, unless it was cancelled or expired meanwhile. */
  complete(record: SessionRecord): Promise<void>;
  load(searchId: string): Promise<SessionRecord | null>;
  /** Renews the session's expiry; false when it is gone (expired, cancelled, ended by the limit). */
  touch(searchId: string, ownerId: string): Promise<boolean>;
  remove(searchId: string, ownerId: string): Promise<void>;
  /** Ends the user's least recently used sessions beyond `keep`; answers their ids. */
  trim(ownerId: string, keep: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * KEYS[1] the user's set of sessions (scored by last use), ARGV[1] how many to keep, ARGV[2] the key prefix of
 * sessions, ARGV[3] the oldest last use still alive: drops the expired and the least recently used beyond the
 * limit, deleting their sessions, in one step; answers the ids ended.
 */
const TRIM_SCRIPT = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[3])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[1])
if over <= 0 then return {} end
local ids = redis.call('ZRANGE', KEYS[1], 0, over - 1)
for _, id in ipairs(ids) do
  redis.call('DEL', ARGV[2] .. id)
  redis.call('ZREM', KEYS[1], id)
end
return ids`;

/** How long a process's presence outlives its last renewal, and how often it is renewed. */
const PRESENCE_MS = 15_000;
const PRESENCE_EVERY_MS = 5_000;

export class RedisSessionStore implements SharedSessions {
  readonly processId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private prefix: Promise<string> | null = null;
  private presence: NodeJS.Timeout | null = null;

  private constructor(
    private readonly redis: Redis,
    private readonly platformId: () => Promise<string>,
    private readonly expiryMs: number,
  ) {}

  /** Connects on first use; `platformId` names the platform so platforms sharing a Redis never mix. */
  static connect(url: string, platformId: () => Promise<string>, expiryMs: number): RedisSessionStore {
    const redis = new (ioredis())(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
    redis.on('error', err => console.error(`search sessions: Redis at ${redactedUrl(url)}: ${err.message}`));
    return new RedisSessionStore(redis, platformId, expiryMs);
  }

  private async keys(): Promise<{ session: string; user: (ownerId: string) => string; process: (id: string) => string }> {
    this.prefix ??= this.platformId().then(
      id => `fathom:${id}:search`,
      err => {
        this.prefix = null; // asked again next time
        throw err;
      },
    );
    const base = await this.prefix;
    return { session: `${base}:session:`, user: ownerId => `${base}:user:${ownerId}`, process: id => `${base}:process:${id}` };
  }

  /** Keeps this process's presence from its first search on. */
  private async present(): Promise<void> {
    const k = await this.keys();
    const renew = () => this.redis.set(k.process(this.processId), '1', 'PX', PRESENCE_MS);
    if (!this.presence) {
      this.presence = setInterval(() => renew().catch(() => undefined), PRESENCE_EVERY_MS).unref();
      await renew();
    }
  }

  async runnerAlive(processId: string): Promise<boolean> {
    const k = await this.keys();
    return (await this.redis.exists(k.process(processId))) === 1;
  }

  async save(record: SessionRecord): Promise<void> {
    const k = await this.keys();
    const now = Date.now();
    await this.present();
    await this.redis
      .multi()
      .set(k.session + record.searchId, JSON.stringify(record), 'PX', this.expiryMs)
      .zadd(k.user(record.ownerId), now, record.searchId)
      .pexpire(k.user(record.ownerId), this.expiryMs)
      .exec();
  }

  async complete(record: SessionRecord): Promise<void> {
    const k = await this.keys();
    await this.redis.set(k.session + record.searchId, JSON.stringify(record), 'KEEPTTL', 'XX');
  }

  async load(searchId: string): Promise<SessionRecord | null> {
    const k = await this.keys();
    const text = await this.redis.get(k.session + searchId);
    return text ? (JSON.parse(text) as SessionRecord) : null;
  }

  async touch(searchId: string, ownerId: string): Promise<boolean> {
    const k = await this.keys();
    const out = await this.redis
      .multi()
      .pexpire(k.session + searchId, this.expiryMs)
      .zadd(k.user(ownerId), 'XX', Date.now(), searchId)
      .pexpire(k.user(ownerId), this.expiryMs)
      .exec();
    return out?.[0]?.[1] === 1;
  }

  async remove(searchId: string, ownerId: string): Promise<void> {
    const k = await this.keys();
    await this.redis
      .multi()
      .del(k.session + searchId)
      .zrem(k.user(ownerId), searchId)
      .exec();
  }

  async trim(ownerId: string, keep: number): Promise<string[]> {
    const k = await this.keys();
    return (await this.redis.eval(TRIM_SCRIPT, 1, k.user(ownerId), String(keep), k.session, String(Date.now() - this.expiryMs))) as string[];
  }

  /** Leaves: searches this process was running are failed by the next process that pages them. */
  async close(): Promise<void> {
    if (this.presence) {
      clearInterval(this.presence);
      this.presence = null;
      await this.redis.del((await this.keys()).process(this.processId)).catch(() => undefined);
    }
    this.redis.disconnect();
  }
}
