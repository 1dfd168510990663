/**
 * Migrations contributed by server plugins: each plugin's own tables, applied once, in id order within the
 * plugin and in plugin dependency order, after the core's migrations. Applied steps are recorded in
 * plugin_migrations by (plugin id, migration id), so a plugin left out of a later host keeps its record and a
 * restart runs nothing twice. Each step runs in a transaction with its record.
 */
import type { Kysely } from 'kysely';
import type { MigrationContribution } from '@fathom/sdk/server';

export interface OwnedMigration {
  pluginId: string;
  contribution: MigrationContribution;
}

export class PluginMigrationError extends Error {
  constructor(
    readonly pluginId: string,
    readonly migrationId: string,
    cause: unknown,
  ) {
    super(`Migration ${migrationId} of plugin '${pluginId}' failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PluginMigrationError';
  }
}

/** Applies the steps not yet recorded; returns the ids applied now ('<plugin>/<migration>'). */
export async function runPluginMigrations(db: Kysely<any>, migrations: readonly OwnedMigration[]): Promise<string[]> {
  if (migrations.length === 0) return [];
  await db.schema
    .createTable('plugin_migrations')
    .ifNotExists()
    .addColumn('plugin_id', 'text', c => c.notNull())
    .addColumn('migration_id', 'text', c => c.notNull())
    .addColumn('applied_at', 'integer', c => c.notNull())
    .addPrimaryKeyConstraint('plugin_migrations_pk', ['plugin_id', 'migration_id'])
    .execute();
  const done = new Set((await db.selectFrom('plugin_migrations').select(['plugin_id', 'migration_id']).execute()).map(r => `${r.plugin_id}/${r.migration_id}`));
  const byPlugin = new Map<string, MigrationContribution[]>();
  for (const m of migrations) byPlugin.set(m.pluginId, [...(byPlugin.get(m.pluginId) ?? []), m.contribution]);
  const applied: string[] = [];
  for (const [pluginId, list] of byPlugin) {
    for (const m of [...list].sort((a, b) => a.id.localeCompare(b.id))) {
      const key = `${pluginId}/${m.id}`;
      if (done.has(key)) continue;
      try {
        await db.transaction().execute(async trx => {
          await m.up(trx);
          await trx
            .insertInto('plugin_migrations')
            .values({ plugin_id: pluginId, migration_id: m.id, applied_at: Math.floor(Date.now() / 1000) })
            .execute();
        });
      } catch (e) {
        throw new PluginMigrationError(pluginId, m.id, e);
      }
      applied.push(key);
    }
  }
  return applied;
}

/** Ids of the steps recorded as applied ('<plugin>/<migration>'), for tests and diagnostics. */
export async function appliedPluginMigrations(db: Kysely<any>): Promise<string[]> {
  if (!(await db.introspection.getTables()).some(t => t.name === 'plugin_migrations')) return [];
  return (
    await db.selectFrom('plugin_migrations').select(['plugin_id', 'migration_id']).orderBy('applied_at').orderBy('plugin_id').orderBy('migration_id').execute()
  ).map(r => `${r.plugin_id}/${r.migration_id}`);
}
