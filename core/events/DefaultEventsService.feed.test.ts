import type { FeedEvent } from '@fathom/sdk/api';
import type { ApiClient } from '@fathom/sdk/web/services';
import { DefaultEventsService } from './DefaultEventsService';

const feed = (eventId: number, objectId: string, status: number): FeedEvent => ({
  eventId,
  feed: 'status',
  type: 'taskStatus',
  objectId,
  time: 0,
  data: { taskId: 1, status },
});

describe('DefaultEventsService feed listeners', () => {
  it('hands each feed event to every listener, survives a faulty one, and stops after unsubscribe', async () => {
    const responses = [
      { roomEvents: [], feedEvents: [feed(1, 'n', 9), feed(2, 'n', 10)], lastRoomEventId: 0, lastFeedEventId: 2, timedOut: false },
      { roomEvents: [], feedEvents: [feed(3, 'n', 1)], lastRoomEventId: 0, lastFeedEventId: 3, timedOut: false },
    ];
    const get = jest.fn(async (_p: string, _q: Record<string, unknown>) => responses.shift());
    const svc = new DefaultEventsService({ get } as unknown as ApiClient, async () => undefined);
    const seen: number[] = [];
    svc.onFeedEvent(() => {
      throw new Error('faulty listener');
    });
    const off = svc.onFeedEvent(e => seen.push(e.eventId));
    expect(await svc.pollOnce()).toBe(true);
    expect(seen).toEqual([1, 2]);
    off();
    expect(await svc.pollOnce()).toBe(true);
    expect(seen).toEqual([1, 2]);
    expect(get.mock.calls[1][1]).toMatchObject({ lastFeedEventId: 2 });
  });
});
