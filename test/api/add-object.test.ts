/**
 * Add object (spec 000 §4): the classes the console's dialog offers (sdk/api addableObjectClasses) are exactly
 * those POST /database/object accepts under each class of node, for the user's codes.
 */
import { ADD_OBJECT_CLASSES, addableObjectClasses, NODE_ACTIONS, type TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let adder: Client;
const parents: Record<string, TreeObject> = {};

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const add = (parentId: string, classId: string, name: string) => root.post<TreeObject>('/database/object', { object: { parentId, classId, name } });
  parents.client = await add(home.objectId, 'client', 'Adders');
  parents.orgunit = await add(parents.client.objectId, 'orgunit', 'Unit');
  parents.appliance = await add(parents.client.objectId, 'appliance', 'Aggregator');
  parents.appunit = await add(parents.appliance.objectId, 'appunit', 'Rack');
  parents.agent = await add(parents.appliance.objectId, 'agent', 'Host');
  parents.appagt = await add(parents.client.objectId, 'appagt', 'Both');
  await root.post('/database/object', {
    object: { parentId: parents.client.objectId, name: 'Only adds', classId: 'user' },
    options: { userId: 'adder', password: 'Adds#Pass1', activated: true, email: 'adder@example.com', permissions: ['get', 'add'] },
  });
  adder = await srv.login('adder', 'Adds#Pass1');
});
afterAll(() => srv.close());

test('the add-object rule names every class the dialog is offered on', () => {
  expect(Object.keys(parents).sort()).toEqual([...NODE_ACTIONS.addObject.classes].sort());
});

test.each([
  ['root', ['add', 'adm']],
  ['adder', ['add', 'get']],
] as const)('as %s, what the dialog offers is what the server creates, and nothing else', async (who, codes) => {
  const as = who === 'root' ? root : adder;
  for (const [classId, parent] of Object.entries(parents)) {
    const offered = addableObjectClasses(classId, [...codes]);
    for (const kind of ADD_OBJECT_CLASSES) {
      const r = await as.call('POST', '/database/object', { object: { parentId: parent.objectId, classId: kind, name: `${kind} by ${who}` } });
      expect({ classId, kind, created: r.body.status === 'OK' }).toEqual({ classId, kind, created: offered.includes(kind) });
      if (r.body.status !== 'OK') expect(['ValidationError', 'NoPermission']).toContain(r.body.error.name);
    }
  }
});
