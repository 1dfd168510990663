import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openStore } from './db';
import { appliedPluginMigrations, runPluginMigrations, type OwnedMigration } from './plugin-migrations';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-plugin-mig-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const step = (id: string, table: string, ran: string[]) => ({
  id,
  up: async (db: Kysely<any>) => {
    ran.push(id);
    await db.schema.createTable(table).addColumn('x', 'integer').execute();
  },
});

test('applies each step once, in id order per plugin, and a restart runs none again', async () => {
  const ran: string[] = [];
  const set: OwnedMigration[] = [
    { pluginId: 'b', contribution: step('0002_more', 'b_more', ran) },
    { pluginId: 'b', contribution: step('0001_first', 'b_first', ran) },
    { pluginId: 'a', contribution: step('0001_first', 'a_first', ran) },
  ];
  const file = join(dir, 'db.sqlite');
  let store = await openStore({ filename: file });
  expect(await runPluginMigrations(store.db, set)).toEqual(['b/0001_first', 'b/0002_more', 'a/0001_first']);
  await store.close();
  store = await openStore({ filename: file });
  expect(await runPluginMigrations(store.db, set)).toEqual([]);
  expect(ran).toEqual(['0001_first', '0002_more', '0001_first']);
  expect(await appliedPluginMigrations(store.db)).toEqual(expect.arrayContaining(['a/0001_first', 'b/0001_first', 'b/0002_more']));
  await store.close();
});

test('a failing step names its plugin and leaves neither its tables nor its record', async () => {
  const store = await openStore({ filename: join(dir, 'db.sqlite') });
  const bad: OwnedMigration = {
    pluginId: 'p',
    contribution: {
      id: '0001_bad',
      up: async db => {
        await db.schema.createTable('p_t').addColumn('x', 'integer').execute();
        throw new Error('no');
      },
    },
  };
  await expect(runPluginMigrations(store.db, [bad])).rejects.toMatchObject({ name: 'PluginMigrationError', pluginId: 'p', migrationId: '0001_bad' });
  expect(await appliedPluginMigrations(store.db)).toEqual([]);
  expect((await store.db.introspection.getTables()).some(t => t.name === 'p_t')).toBe(false);
  await store.close();
});
