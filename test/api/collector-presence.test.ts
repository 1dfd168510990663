/**
 * A remote collector that falls silent is set offline (and a node event says so); its next call or
 * heartbeat brings it back online. The silence is simulated by asking the watcher about a later time.
 */
import { API_BASE } from '@fathom/sdk/api';
import { markSilentOffline, SILENCE_MS } from '../../server/tasks/collector-presence';
import { startServer, type Client, type TestServer } from './helpers';

const CODE = 'CABCD-12345-ABCDE-77777';
let srv: TestServer;
let root: Client;
let nodeId: string;
let token: string;

async function collectorCall(path: string): Promise<number> {
  const res = await fetch(`${srv.url}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-collector-token': token },
    body: JSON.stringify({ objectId: nodeId }),
  });
  return res.status;
}
const online = async () => (await root.get('/database/object', { objectId: nodeId })).tags?.state?.online === true;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  nodeId = (
    await root.post('/database/object', { object: { parentId: home.objectId, name: 'branch-collector', classId: 'appagt', tags: { activationCode: CODE } } })
  ).objectId;
  const res = await fetch(`${srv.url}${API_BASE}/database/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ activationCode: CODE }),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await srv?.close();
});

test('silence sets a remote collector offline with an event; a heartbeat brings it back', async () => {
  expect(await online()).toBe(true);
  // Not silent yet: nothing changes.
  expect(await markSilentOffline(srv.server.context)).toEqual([]);
  expect(await markSilentOffline(srv.server.context, Date.now() + SILENCE_MS + 1000)).toEqual([nodeId]);
  expect(await online()).toBe(false);
  const events = await root.get('/database/property', { objectId: nodeId, propertyId: 'PID_EVENTS', options: { pending: true } });
  expect(events.events.some((e: { source: string; message: string }) => e.source === 'system' && /offline/i.test(e.message))).toBe(true);

  expect(await collectorCall('/database/collector/heartbeat')).toBe(200);
  expect(await online()).toBe(true);
  // The platform's own collector is never set offline by silence.
  expect(await markSilentOffline(srv.server.context, Date.now() + SILENCE_MS + 1000)).toEqual([nodeId]);
  const local = (await root.get('/database/children', { parentId: (await root.get('/database/object', { objectId: 'HOME' })).objectId })).objects.filter(
    (o: { classId: string; objectId: string }) => o.classId === 'appagt' && o.objectId !== nodeId,
  );
  for (const o of local) expect((await root.get('/database/object', { objectId: o.objectId })).tags?.state?.online).not.toBe(false);

  token = 'forged';
  expect(await collectorCall('/database/collector/heartbeat')).toBe(401);
});
