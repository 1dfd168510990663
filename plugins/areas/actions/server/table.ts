/**
 * The actions area's tables (plugin migrations, kysely's schema builder only): stored actions, and the record of
 * every file a delete action removed. Settings parts are JSON texts; ids are random texts; times are epoch ms.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MigrationContribution, PluginSession } from '@fathom/sdk/server';
import { deleteRefusal, editRefusal, type ActionScope, type ActionSettings, type ActionViewer, type StoredAction } from '../api';

export const TABLE = 'stored_actions';
export const DELETIONS = 'action_deletions';

export const actionMigrations: MigrationContribution[] = [
  {
    id: '0001_stored_actions',
    async up(db) {
      await db.schema
        .createTable(TABLE)
        .addColumn('action_id', 'text', c => c.primaryKey())
        .addColumn('name', 'text', c => c.notNull())
        .addColumn('description', 'text')
        .addColumn('scope', 'text', c => c.notNull())
        .addColumn('readonly', 'integer', c => c.notNull().defaultTo(0))
        .addColumn('owner_id', 'text', c => c.notNull())
        .addColumn('owner_name', 'text')
        .addColumn('node_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
        .addColumn('settings', 'text', c => c.notNull())
        .addColumn('run_as', 'text', c => c.notNull())
        .addColumn('schedule_anchor', 'bigint', c => c.notNull())
        .addColumn('next_run_at', 'bigint')
        .addColumn('last_run_at', 'bigint')
        .addColumn('last_task_id', 'bigint')
        .addColumn('dry_run', 'text')
        .addColumn('created_at', 'bigint', c => c.notNull())
        .addColumn('updated_at', 'bigint', c => c.notNull())
        .execute();
      await db.schema.createIndex(`${TABLE}_node`).on(TABLE).columns(['node_id', 'scope']).execute();
      await db.schema.createIndex(`${TABLE}_due`).on(TABLE).columns(['next_run_at']).execute();
      await db.schema
        .createTable(DELETIONS)
        .addColumn('deletion_id', 'text', c => c.primaryKey())
        .addColumn('task_id', 'bigint', c => c.notNull())
        .addColumn('action_id', 'text', c => c.notNull())
        .addColumn('path', 'text', c => c.notNull())
        .addColumn('size', 'bigint', c => c.notNull())
        .addColumn('deleted_at', 'bigint', c => c.notNull())
        .addColumn('deleted_by', 'text')
        .execute();
      await db.schema.createIndex(`${DELETIONS}_action`).on(DELETIONS).columns(['action_id', 'deleted_at']).execute();
    },
  },
];

export interface ActionRow {
  action_id: string;
  name: string;
  description: string | null;
  scope: ActionScope;
  readonly: number;
  owner_id: string;
  owner_name: string | null;
  node_id: string;
  settings: string;
  run_as: string;
  schedule_anchor: number;
  next_run_at: number | null;
  last_run_at: number | null;
  last_task_id: number | null;
  dry_run: string | null;
  created_at: number;
  updated_at: number;
}
export interface StoredDryRun {
  dryRunId: string;
  at: number;
  /** The action's updated_at when the dry run was made: a later edit makes it out of date. */
  updatedAt: number;
}

type Stored = Pick<ActionSettings, 'query' | 'action' | 'schedule' | 'diagram'>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toAction(r: ActionRow, viewer: ActionViewer): StoredAction {
  const stored = JSON.parse(r.settings) as Stored;
  const base = { readonly: Number(r.readonly) === 1, scope: r.scope, ownerId: r.owner_id };
  return {
    actionId: r.action_id,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    scope: r.scope,
    ...stored,
    readonly: base.readonly,
    ownerId: r.owner_id,
    ...(r.owner_name ? { ownerName: r.owner_name } : {}),
    nodeId: r.node_id,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    nextRunAt: num(r.next_run_at),
    lastRunAt: num(r.last_run_at),
    lastTaskId: num(r.last_task_id),
    canEdit: editRefusal(base, viewer) === null,
    canDelete: deleteRefusal(base, viewer) === null,
  };
}

export const storedPart = (s: ActionSettings): string =>
  JSON.stringify({ query: s.query, action: s.action, schedule: s.schedule, ...(s.diagram ? { diagram: s.diagram } : {}) } satisfies Stored);

export function newRow(
  s: ActionSettings,
  who: { session: PluginSession; nodeId: string; readonly?: boolean },
  now: number,
  nextRunAt: number | null,
): ActionRow {
  const { session } = who;
  return {
    action_id: randomUUID(),
    name: s.name,
    description: s.description ?? null,
    scope: s.scope,
    readonly: who.readonly ? 1 : 0,
    owner_id: session.userObjectId,
    owner_name: session.name,
    node_id: who.nodeId,
    settings: storedPart(s),
    run_as: JSON.stringify(session),
    schedule_anchor: now,
    next_run_at: nextRunAt,
    last_run_at: null,
    last_task_id: null,
    dry_run: null,
    created_at: now,
    updated_at: now,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const actionsTable = (db: Kysely<any>) => db.selectFrom(TABLE).selectAll();
