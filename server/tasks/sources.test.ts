import { openStore, type Store } from '../store/db';
import { writeProperty } from '../http/properties/store';
import { nodeServices, serviceTypes, setServiceTypes } from './sources';
import { NO_SECRET_BOX } from '../secrets/secret-box';

let store: Store;
beforeEach(async () => {
  store = await openStore({ filename: ':memory:' });
  await store.db
    .insertInto('objects')
    .values({
      object_id: 'c1',
      parent_id: null,
      name: 'c1',
      class_id: 'appagt',
      tags: '{}',
      client_id: null,
      path_ids: '/c1/',
      created_at: 0,
      updated_at: 0,
    } as never)
    .execute();
  await writeProperty(store, 'c1', 'PID_SOURCES', {
    services: [
      { type: 'share', name: 'shares', mode: 'Source', parameters: {}, include: [{ path: 'srv\\docs', signing: false, index: true }], exclude: [] },
      { type: 'share', name: 'out', mode: 'Target', parameters: {}, include: [{ path: 'srv\\out', signing: false, index: false }], exclude: [] },
    ],
  });
});
afterEach(async () => {
  setServiceTypes([]);
  await store.close();
});

describe('node services', () => {
  it('reads paths in the style the host hands in for the type, and only Source services', async () => {
    expect((await nodeServices(store, 'c1', NO_SECRET_BOX)).map(s => s.include[0].path)).toEqual(['srv/docs']);
    setServiceTypes([{ type: 'share', modes: ['Source', 'Target'], pathStyle: 'share' }]);
    expect(serviceTypes().map(t => t.type)).toEqual(['share']);
    expect((await nodeServices(store, 'c1', NO_SECRET_BOX)).map(s => [s.name, s.include[0].path])).toEqual([['shares', '//srv/docs/*']]);
  });
});
