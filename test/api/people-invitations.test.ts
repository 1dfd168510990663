/** The invitation seam: a user created not activated is handed to every UserInvitations contribution, once. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineServerPlugin, UserInvitations, type InvitedUser } from '@fathom/sdk/server';
import { createServer, type RunningServer } from '../../server/app';
import { loadServerPlugins } from '../../host/server/plugins';
import { call } from './helpers';

const invited: InvitedUser[] = [];
const mailer = defineServerPlugin({
  id: 'test-mailer',
  register(r) {
    r.contribute(UserInvitations, { id: 'test-mailer', invite: async user => void invited.push(user) });
  },
});

let server: RunningServer;
let dir: string;
let token: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-invite-'));
  const { plugins, modules } = await loadServerPlugins();
  server = await createServer({
    dataDir: dir,
    port: 0,
    rootPassword: 'Root#Pass1',
    plugins: [...plugins, mailer],
    pluginModules: [...modules, 'test/api/people-invitations.test'],
  });
  token = ((await call(server.url, 'POST', '/login', { userId: 'root', password: 'Root#Pass1' })).body as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('hands invited users to the senders, not activated ones; an added organisation invites its administrator too', async () => {
  const home = ((await call(server.url, 'GET', '/database/object', { objectId: 'HOME' }, token)).body as { data: { objectId: string } }).data;
  await call(
    server.url,
    'POST',
    '/database/object',
    { object: { parentId: home.objectId, name: 'Ivo', classId: 'user' }, options: { activated: false, email: 'ivo@i.test' } },
    token,
  );
  await call(
    server.url,
    'POST',
    '/database/object',
    {
      object: { parentId: home.objectId, name: 'Abe', classId: 'user' },
      options: { activated: true, userId: 'abe', password: 'Abe#Pass123', email: 'abe@i.test' },
    },
    token,
  );
  const org = await call(
    server.url,
    'POST',
    '/administration/organisation',
    { parentId: home.objectId, name: 'Invite-Co', admin: { name: 'Ina', activated: false, email: 'ina@i.test' } },
    token,
  );
  expect(org.body.status).toBe('OK');
  expect(invited.map(u => [u.name, u.email, u.userId])).toEqual([
    ['Ivo', 'ivo@i.test', 'ivo@i.test'],
    ['Ina', 'ina@i.test', 'ina@i.test'],
  ]);
  expect(invited[1].clientId).toBe((org.body as { data: { client: { objectId: string } } }).data.client.objectId);
  expect(invited[0].invitedBy.userId).toBe('root');
});
