import type { RoomEvent, TreeObject } from '@fathom/sdk/api';
import type { ApiClient } from '@fathom/sdk/web/services';
import { NotificationStore } from '../notifications/NotificationStore';
import { DefaultTreeService } from '../tree/DefaultTreeService';
import { DefaultEventsService, EVENT_RETRY_MS, isSafari } from './DefaultEventsService';
import { DEVICE_ADDED, handleRoomEvent } from './tree-event-handlers';

const ev = (eventId: number, type: string, objectId: string, parentId?: string): RoomEvent => ({ eventId, room: 'objects', type, objectId, parentId, time: 0 });

describe('DefaultEventsService', () => {
  it('handles each room event, advances lastRoomEventId, and waits 10 s after an error', async () => {
    const sleeps: number[] = [];
    const responses: Array<() => Promise<unknown>> = [
      async () => ({ roomEvents: [], feedEvents: [], lastRoomEventId: 4, lastFeedEventId: 0, timedOut: true }),
      async () => ({
        roomEvents: [ev(5, 'objectUpdated', 'o1'), ev(6, 'objectDeleted', 'o2')],
        feedEvents: [],
        lastRoomEventId: 6,
        lastFeedEventId: 0,
        timedOut: false,
      }),
      async () => {
        throw new Error('502');
      },
    ];
    const get = jest.fn((_p: string, _q: Record<string, unknown>) => (responses.shift() ?? (async () => new Promise(() => undefined)))());
    let slept: () => void = () => undefined;
    const errorWait = new Promise<void>(r => {
      slept = r;
    });
    const svc = new DefaultEventsService({ get } as unknown as ApiClient, async ms => {
      sleeps.push(ms);
      svc.stop();
      slept();
    });
    const seen: number[] = [];
    svc.onRoomEvent(e => seen.push(e.eventId));
    svc.start();
    await errorWait; // the third call failed and the service waits before the next one
    expect(seen).toEqual([5, 6]);
    expect(get.mock.calls[0][1]).toMatchObject({
      timeout: 60,
      rooms: 'objects',
      feeds: 'status',
      maxRoomEvents: 500,
      maxFeedEvents: 500,
      lastRoomEventId: undefined,
    });
    expect(get.mock.calls[1][1]).toMatchObject({ lastRoomEventId: 4 });
    expect(get.mock.calls[2][1]).toMatchObject({ lastRoomEventId: 6 });
    expect(sleeps).toEqual([EVENT_RETRY_MS]);
  });

  it('recognises Safari but not Chrome', () => {
    expect(isSafari('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(true);
    expect(isSafari('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false);
  });
});

describe('tree event handlers', () => {
  const obj = (objectId: string, classId: string, name: string, parentId: string | null): TreeObject => ({ objectId, classId, name, parentId, tags: {} });
  async function setup() {
    const objects: Record<string, TreeObject> = {
      h: obj('h', 'client', 'Demo', null),
      u1: obj('u1', 'orgunit', 'Unit', 'h'),
      n: obj('n', 'appagt', 'New box', 'h'),
    };
    const api = {
      getObject: async (id: string) => objects[id],
      getChildren: async () => ({ objects: [objects.u1], objectCount: 1 }),
    } as unknown as ApiClient;
    const tree = new DefaultTreeService(api, 50);
    await tree.init('h');
    const notifications = new NotificationStore();
    const goHome = jest.fn();
    const deps = { tree, notifications, goHome, currentUserId: () => 'me', fetchObject: (id: string) => api.getObject(id) };
    return { tree, notifications, goHome, deps, objects };
  }

  it('object added: fetched and inserted under its loaded parent', async () => {
    const { tree, deps } = await setup();
    await handleRoomEvent(ev(1, 'objectAdded', 'n', 'h'), deps);
    expect(tree.children('h')).toEqual(['n', 'u1']);
  });

  it('object activated: added and "Device added"', async () => {
    const { tree, deps, notifications } = await setup();
    await handleRoomEvent(ev(1, 'objectActivated', 'n', 'h'), deps);
    expect(tree.node('n')).toBeDefined();
    expect(notifications.toasts[0].message).toBe(DEVICE_ADDED);
  });

  it('object updated: the node is refreshed', async () => {
    const { tree, deps, objects } = await setup();
    objects.u1 = { ...objects.u1, name: 'Renamed' };
    await handleRoomEvent(ev(1, 'objectUpdated', 'u1', 'h'), deps);
    expect(tree.node('u1')?.name).toBe('Renamed');
  });

  it('object deleted: removed; when it was active, home on the dashboard', async () => {
    const { tree, deps, goHome } = await setup();
    await tree.select('u1');
    await handleRoomEvent(ev(1, 'objectDeleted', 'u1', 'h'), deps);
    expect(tree.node('u1')).toBeUndefined();
    expect(goHome).toHaveBeenCalled();
  });
});
