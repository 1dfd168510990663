import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, startServer } from './helpers';

describe('restart on the same data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every object, user, grant, setting and session, and creates nothing new', async () => {
    const first = await startServer({ dataDir });
    const root = await first.login('root', first.rootPassword);
    const home = await root.get('/database/object', { objectId: 'HOME' });
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Kept Co', classId: 'client' } });
    await root.post('/database/object', {
      object: { parentId: client.objectId, name: 'Kept User', classId: 'user' },
      options: { userId: 'kept', password: 'Kept#Pass1', activated: true, email: 'kept@example.com' },
    });
    await root.post('/database/property', { objectId: 'ME', propertyId: 'PID_UI', property: { licenseAccepted: true } });
    const count = async (s: typeof first) =>
      Number(
        (
          await s.server.store.db
            .selectFrom('objects')
            .select(eb => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count(first);
    await first.close();

    // A different root password on the second start changes nothing: the bootstrap ran once.
    const second = await startServer({ dataDir, rootPassword: 'Other#Pass9' });
    try {
      expect(await count(second)).toBe(before);
      const again = await second.login('root', first.rootPassword);
      expect(again.user.homeId).toBe(home.objectId);
      expect((await second.login('kept', 'Kept#Pass1')).user.homeId).toBe(client.objectId);
      expect(await again.get('/database/property', { objectId: 'ME', propertyId: 'PID_UI' })).toEqual({ licenseAccepted: true });
      // The token issued before the restart still works.
      const ping = await call(second.url, 'GET', '/ping', {}, root.token);
      expect(ping.status).toBe(200);
      const demos = (await again.get('/database/children', { parentId: home.objectId, options: { classIds: ['client'] } })).objects.filter(
        (o: { name: string }) => o.name === 'Demo',
      );
      expect(demos).toHaveLength(1);
      const collectors = await second.server.store.db.selectFrom('objects').select('object_id').where('class_id', '=', 'appagt').execute();
      expect(collectors).toHaveLength(1);
      expect((await again.get('/database/object', { objectId: collectors[0].object_id })).isOnline).toBe(true);
    } finally {
      await second.close();
    }
  });
});
