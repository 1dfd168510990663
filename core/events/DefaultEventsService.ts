/**
 * The events long-poll (spec 001 §4 Events): ask for events; on success handle each room event and move
 * the last room event id on; on error wait 10 s and try again.
 */
import { EVENT_DEFAULTS, EVENTS_LISTEN_PATH, type FeedEvent, type ListenRequest, type ListenResponse, type RoomEvent } from '@fathom/sdk/api';
import type { ApiClient, EventsService } from '@fathom/sdk/web/services';
import { isCancelled } from '../api/DefaultApiClient';

export const EVENT_RETRY_MS = 10_000;
/** Safari (not Chrome) needs a pause before a timed-out reply is handled. */
export const SAFARI_TIMEOUT_DELAY_MS = 2_000;

export function isSafari(ua: string): boolean {
  return /Safari\//.test(ua) && !/(Chrome|Chromium|CriOS|Edg|Android)\//.test(ua);
}

export class DefaultEventsService implements EventsService {
  lastResponse: ListenResponse | null = null;
  private listeners = new Set<(e: RoomEvent) => void>();
  private feedListeners = new Set<(e: FeedEvent) => void>();
  private running = false;
  private ctrl: AbortController | null = null;
  private lastRoomEventId: number | undefined;
  private lastFeedEventId: number | undefined;
  private wake: (() => void) | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly sleep: (ms: number) => Promise<void> = ms => new Promise(r => setTimeout(r, ms)),
    private readonly userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  ) {}

  onRoomEvent(listener: (e: RoomEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  onFeedEvent(listener: (e: FeedEvent) => void): () => void {
    this.feedListeners.add(listener);
    return () => {
      this.feedListeners.delete(listener);
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.running = false;
    this.ctrl?.abort();
    this.wake?.();
    this.lastRoomEventId = undefined;
    this.lastFeedEventId = undefined;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** One request and its handling; returns false when it failed. Exposed for tests. */
  async pollOnce(): Promise<boolean> {
    this.ctrl = new AbortController();
    const req: ListenRequest = {
      timeout: EVENT_DEFAULTS.timeout,
      rooms: EVENT_DEFAULTS.rooms,
      feeds: EVENT_DEFAULTS.feeds,
      maxRoomEvents: EVENT_DEFAULTS.maxEvents,
      maxFeedEvents: EVENT_DEFAULTS.maxEvents,
      lastRoomEventId: this.lastRoomEventId,
      lastFeedEventId: this.lastFeedEventId,
    };
    try {
      const res = await this.api.get<ListenResponse>(EVENTS_LISTEN_PATH, req as Record<string, unknown>, { signal: this.ctrl.signal, suppressError: true });
      if (res.timedOut && isSafari(this.userAgent)) await this.sleep(SAFARI_TIMEOUT_DELAY_MS);
      this.lastResponse = res;
      for (const e of res.roomEvents ?? []) {
        for (const l of this.listeners) {
          try {
            l(e);
          } catch {
            /* one faulty handler must not stop the loop */
          }
        }
        this.lastRoomEventId = Math.max(this.lastRoomEventId ?? 0, e.eventId);
      }
      for (const e of res.feedEvents ?? []) {
        for (const l of this.feedListeners) {
          try {
            l(e);
          } catch {
            /* as above */
          }
        }
      }
      if (typeof res.lastRoomEventId === 'number') this.lastRoomEventId = Math.max(this.lastRoomEventId ?? 0, res.lastRoomEventId);
      if (typeof res.lastFeedEventId === 'number') this.lastFeedEventId = res.lastFeedEventId;
      return true;
    } catch (e) {
      if (isCancelled(e)) return true;
      return false;
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const ok = await this.pollOnce();
      if (!ok && this.running) {
        await Promise.race([
          this.sleep(EVENT_RETRY_MS),
          new Promise<void>(r => {
            this.wake = r;
          }),
        ]);
        this.wake = null;
      }
    }
  }
}
