/**
 * Labels people give indexed files (right / wrong on what a classification found): the ground truth the
 * classification lab measures an edit against. One row per file and classification, in the policy area's own table.
 */
import type { Kysely } from 'kysely';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { CLASSIFICATION_PATHS, MAX_LABELLED_FILES, MAX_LABELS_PER_FILE, type ClassificationLabel } from '@fathom/sdk/api/classification';
import type { MigrationContribution, PlatformAccess, PluginSession, RouteModuleContribution } from '@fathom/sdk/server';
import { labelRequestSchema, labelsQuerySchema } from '../api';

const TABLE = 'classification_labels';

export const labelMigrations: MigrationContribution[] = [
  {
    id: '0001_classification_labels',
    async up(db) {
      await db.schema
        .createTable(TABLE)
        .addColumn('entry_id', 'bigint', c => c.notNull())
        .addColumn('classification', 'text', c => c.notNull())
        .addColumn('present', 'integer', c => c.notNull())
        .addColumn('labelled_by', 'text', c => c.notNull())
        .addColumn('labelled_at', 'bigint', c => c.notNull())
        .addPrimaryKeyConstraint(`${TABLE}_pk`, ['entry_id', 'classification'])
        .execute();
      await db.schema.createIndex(`${TABLE}_recent`).on(TABLE).columns(['labelled_at']).execute();
    },
  },
];

interface LabelRow {
  entry_id: number | string;
  classification: string;
  present: number;
  labelled_by: string;
  labelled_at: number | string;
}

const toLabel = (r: LabelRow): ClassificationLabel => ({
  objectId: `e${r.entry_id}`,
  classification: r.classification,
  present: Number(r.present) === 1,
  labelledBy: r.labelled_by,
  labelledAt: Number(r.labelled_at),
});

async function labelsOf(db: Kysely<any>, entryId: number): Promise<ClassificationLabel[]> {
  const rows = (await db.selectFrom(TABLE).selectAll().where('entry_id', '=', entryId).orderBy('classification').execute()) as LabelRow[];
  return rows.map(toLabel);
}

/** The labels a lab run measures against: of the most recently labelled files, at most MAX_LABELLED_FILES files. */
export async function recentLabels(db: Kysely<any>): Promise<{ entryId: number; classification: string; present: boolean }[]> {
  const files = (await db
    .selectFrom(TABLE)
    .select('entry_id')
    .groupBy('entry_id')
    .orderBy(eb => eb.fn.max('labelled_at'), 'desc')
    .limit(MAX_LABELLED_FILES)
    .execute()) as { entry_id: number | string }[];
  if (!files.length) return [];
  const rows = (await db
    .selectFrom(TABLE)
    .selectAll()
    .where(
      'entry_id',
      'in',
      files.map(f => Number(f.entry_id)),
    )
    .execute()) as LabelRow[];
  return rows.map(r => ({ entryId: Number(r.entry_id), classification: r.classification, present: Number(r.present) === 1 }));
}

/** A file the viewer may label: 'get' and 'pol' on the node owning it (root may always). */
async function labelledFile(platform: PlatformAccess, session: PluginSession, objectId: string): Promise<number> {
  const file = await platform.tree.getObject(session, objectId, 'basic');
  const codes = file.permissions ?? [];
  if (!session.isRoot && !(['get', 'pol'] as const).every(c => codes.includes(c)))
    throw new ApiError(ERROR_NAMES.noPermission, 'Labelling a file needs the get and pol permissions on its node.', 403);
  return Number(objectId.slice(1));
}

export const labelRoutes: RouteModuleContribution = {
  id: 'classification-labels',
  routes: [
    {
      method: 'GET',
      path: CLASSIFICATION_PATHS.labels,
      schema: labelsQuerySchema,
      handler: async ({ objectId }: { objectId: string }, { platform, session }) => {
        const entryId = await labelledFile(platform, session!, objectId);
        return { labels: await labelsOf(platform.store.db, entryId) };
      },
    },
    {
      method: 'POST',
      path: CLASSIFICATION_PATHS.labels,
      schema: labelRequestSchema,
      handler: async ({ objectId, classification, present }: { objectId: string; classification: string; present: boolean | null }, { platform, session }) => {
        const entryId = await labelledFile(platform, session!, objectId);
        const db = platform.store.db;
        const name = classification.trim();
        await db.deleteFrom(TABLE).where('entry_id', '=', entryId).where('classification', '=', name).execute();
        if (present !== null) {
          const count = (await db
            .selectFrom(TABLE)
            .select(eb => eb.fn.countAll().as('n'))
            .where('entry_id', '=', entryId)
            .executeTakeFirst()) as { n: number | string };
          if (Number(count.n) >= MAX_LABELS_PER_FILE)
            throw new ApiError(ERROR_NAMES.validation, `A file can carry at most ${MAX_LABELS_PER_FILE} labels.`, 400, { field: 'classification' });
          await db
            .insertInto(TABLE)
            .values({
              entry_id: entryId,
              classification: name,
              present: present ? 1 : 0,
              labelled_by: session!.name || session!.userId,
              labelled_at: Date.now(),
            })
            .execute();
        }
        return { labels: await labelsOf(db, entryId) };
      },
    },
  ],
};
