/** createServer and its plugin set: refused before the data directory is touched; a failing start frees the port. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { defineServerPlugin, Properties, Routes } from '@fathom/sdk/server';
import { createServer } from '../app';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-app-plugins-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('an invalid plugin set is refused before the store is created', async () => {
  const a = defineServerPlugin({ id: 'a' });
  await expect(createServer({ dataDir: join(dir, 'data'), port: 0, rootPassword: 'Root#Pass1', plugins: [a, a] })).rejects.toMatchObject({
    name: 'DuplicatePluginIdError',
  });
  expect(existsSync(join(dir, 'data'))).toBe(false);
});

test('a contributed route that repeats a core route is refused', async () => {
  const clash = defineServerPlugin({
    id: 'clash',
    register: r => r.contribute(Routes, { id: 'clash', routes: [{ method: 'GET', path: '/ping', public: true, handler: async () => 'mine' }] }),
  });
  await expect(createServer({ dataDir: join(dir, 'data'), port: 0, rootPassword: 'Root#Pass1', plugins: [clash] })).rejects.toThrow(
    'GET /ping is defined twice',
  );
});

test('a plugin whose start fails names itself, and the server lets go of its port', async () => {
  const port = await new Promise<number>(resolve => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const failing = defineServerPlugin({
    id: 'failing',
    start: () => {
      throw new Error('no licence');
    },
  });
  const probe = defineServerPlugin({ id: 'probe', register: r => r.contribute(Routes, { id: 'probe', routes: [] }) });
  await expect(
    createServer({ dataDir: join(dir, 'data'), host: '127.0.0.1', port, rootPassword: 'Root#Pass1', plugins: [probe, failing] }),
  ).rejects.toMatchObject({ name: 'PluginStartError', message: expect.stringContaining("'failing'") });
  const again = await createServer({ dataDir: join(dir, 'data'), host: '127.0.0.1', port, rootPassword: 'Root#Pass1', plugins: [probe] });
  await again.close();
});

test('a plugin serving a property the core serves is refused unless the host overrides it', async () => {
  const stats = defineServerPlugin({ id: 'my-stats', register: r => r.contribute(Properties, { propertyId: 'PID_STATS', get: async () => ({ mine: true }) }) });
  await expect(createServer({ dataDir: join(dir, 'data'), port: 0, rootPassword: 'Root#Pass1', plugins: [stats] })).rejects.toMatchObject({
    name: 'DuplicateProviderError',
    message: expect.stringContaining("PID_STATS' is provided by the core and plugin 'my-stats'"),
  });
  const server = await createServer({
    dataDir: join(dir, 'data'),
    host: '127.0.0.1',
    port: 0,
    rootPassword: 'Root#Pass1',
    plugins: [stats],
    override: ['PID_STATS'],
  });
  await server.close();
});
