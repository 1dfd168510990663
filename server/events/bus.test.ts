import { InMemoryEventBus } from './bus';

describe('InMemoryEventBus', () => {
  it('numbers room events from one sequence across rooms and reads them after a cursor', async () => {
    const bus = new InMemoryEventBus(10, 1000);
    const a = await bus.publishRoom('objects', { type: 'objectAdded', objectId: 'o1' });
    const b = await bus.publishRoom('reports', { type: 'propertySet', objectId: 'o2' });
    const c = await bus.publishRoom('objects', { type: 'objectDeleted', objectId: 'o1' });
    expect([a.eventId, b.eventId, c.eventId]).toEqual([1001, 1002, 1003]);
    expect((await bus.roomEventsAfter(['objects'], 1000, 10)).map(s => s.event.eventId)).toEqual([1001, 1003]);
    expect((await bus.roomEventsAfter(['objects', 'reports'], 1001, 10)).map(s => s.event.eventId)).toEqual([1002, 1003]);
    expect((await bus.roomEventsAfter(['objects', 'reports'], 1000, 2)).map(s => s.event.eventId)).toEqual([1001, 1002]);
    expect(await bus.lastIds()).toEqual({ room: 1003, feed: 1000 });
  });

  it('keeps only the newest events of a room', async () => {
    const bus = new InMemoryEventBus(3, 0);
    for (let i = 0; i < 5; i++) await bus.publishRoom('objects', { type: 'objectUpdated', objectId: `o${i}` });
    expect((await bus.roomEventsAfter(['objects'], 0, 10)).map(s => s.event.objectId)).toEqual(['o2', 'o3', 'o4']);
  });

  it('treats a cursor from the future as a restart and delivers what it holds', async () => {
    const bus = new InMemoryEventBus(5, 0);
    await bus.publishFeed('status', { type: 'taskProgress' });
    expect(await bus.feedEventsAfter(['status'], 99, 10)).toHaveLength(1);
  });

  it('keeps the audience beside each event', async () => {
    const bus = new InMemoryEventBus(5, 0);
    await bus.publishRoom('objects', { type: 'objectAdded', objectId: 'o1' }, ['root', 'o1']);
    expect((await bus.roomEventsAfter(['objects'], 0, 1))[0].audience).toEqual(['root', 'o1']);
  });

  it('wakes waiters on publish, on abort, on timeout and on close', async () => {
    const bus = new InMemoryEventBus();
    const woken = bus.waitForEvent(10_000);
    await bus.publishRoom('objects', { type: 'objectAdded', objectId: 'o1' });
    await expect(woken).resolves.toBe('event');
    const ac = new AbortController();
    const aborted = bus.waitForEvent(10_000, ac.signal);
    ac.abort();
    await expect(aborted).resolves.toBe('aborted');
    await expect(bus.waitForEvent(1)).resolves.toBe('timeout');
    const closing = bus.waitForEvent(10_000);
    await bus.close();
    await expect(closing).resolves.toBe('closed');
    await expect(bus.waitForEvent(10_000)).resolves.toBe('closed');
  });
});
