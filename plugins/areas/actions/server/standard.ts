/**
 * The standard actions (../standard-actions.ts) as rows of the stored actions table: global, read-only, on the root
 * node, owned by no user. They are written once per server (inserted when missing, brought up to the product's
 * definition when they differ), before the first list of actions. They have no schedule; a run of one selects files
 * as the user who runs it (the task's parameters carry that user), never as a stored owner.
 */
import type { PlatformAccess } from '@fathom/sdk/server';
import { STANDARD_ACTION_IDS, STANDARD_ACTIONS } from '../standard-actions';
import type { ActionDeps } from './services';
import { storedPart, TABLE, type ActionRow } from './table';

const done = new WeakMap<object, Promise<void>>();

async function write(platform: PlatformAccess, deps: ActionDeps): Promise<boolean> {
  const rootId = await deps.settings.rootObjectId();
  if (!rootId) return false;
  const { db } = platform.store;
  const existing = new Map(
    (
      (await db
        .selectFrom(TABLE)
        .selectAll()
        .where('action_id', 'in', [...STANDARD_ACTION_IDS])
        .execute()) as ActionRow[]
    ).map(r => [r.action_id, r]),
  );
  const now = deps.clock.now();
  for (const a of STANDARD_ACTIONS) {
    const { id, ...settings } = a;
    const stored = storedPart(settings);
    const row = existing.get(id);
    if (!row) {
      await db
        .insertInto(TABLE)
        .values({
          action_id: id,
          name: a.name,
          description: a.description ?? null,
          scope: 'global',
          readonly: 1,
          owner_id: '',
          owner_name: null,
          node_id: rootId,
          settings: stored,
          run_as: 'null',
          schedule_anchor: now,
          next_run_at: null,
          last_run_at: null,
          last_task_id: null,
          dry_run: null,
          created_at: now,
          updated_at: now,
        } satisfies ActionRow)
        .onConflict(oc => oc.column('action_id').doNothing())
        .execute();
    } else if (row.name !== a.name || row.description !== (a.description ?? null) || row.settings !== stored || Number(row.readonly) !== 1) {
      await db
        .updateTable(TABLE)
        .set({ name: a.name, description: a.description ?? null, settings: stored, scope: 'global', readonly: 1, next_run_at: null, updated_at: now })
        .where('action_id', '=', id)
        .execute();
    }
  }
  return true;
}

/** Writes the standard actions once per server (again on the next call while the tree has no root yet). */
export function ensureStandardActions(platform: PlatformAccess, deps: ActionDeps): Promise<void> {
  const key = platform.store.db as object;
  let p = done.get(key);
  if (!p) {
    p = write(platform, deps).then(
      ok => {
        if (!ok) done.delete(key);
      },
      e => {
        done.delete(key);
        throw e;
      },
    );
    done.set(key, p);
  }
  return p;
}
