import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { migrations } from './index';

test('0006 marks the files whose rows a figure may no longer count (below 0.5) for reclassification', async () => {
  const sqlite = new Database(':memory:');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations as Record<string, Migration> } });
  expect((await migrator.migrateTo('0005_node_events')).error).toBeUndefined();
  const entry = sqlite.prepare(
    `INSERT INTO idx_entries (entry_id, node_id, service, class_id, name, parent_path, size, store_time) VALUES (?, 'n', 's', ?, ?, '/d', 1, 0)`,
  );
  entry.run(1, 'idxobject', 'weak.txt');
  entry.run(2, 'idxobject', 'strong.txt');
  entry.run(3, 'idxobject', 'plain.txt');
  const row = sqlite.prepare('INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, ?, ?, ?, 1)');
  row.run(1, 'U.K. NHS number', 'UK_NHS', 0.15);
  row.run(2, 'U.S. Personal Data', 'US_SSN', 0.85);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(sqlite.prepare('SELECT name, reclassify FROM idx_entries ORDER BY entry_id').all()).toEqual([
    { name: 'weak.txt', reclassify: 1 },
    { name: 'strong.txt', reclassify: 0 },
    { name: 'plain.txt', reclassify: 0 },
  ]);
  await db.destroy();
});
