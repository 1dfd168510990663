/**
 * The stored action calls (spec 001 §3, §4, §6): list (with a search), get, create, SAVE / SAVE_AS, delete (read-only
 * actions are skipped), import and export of their settings, the dry run, running one now as a task, and the record
 * of files a delete action removed. A statement is checked by the search engine before it is saved.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { DiagramError, diagramToRule, ruleStatement } from '@fathom/sdk/api/action-diagram';
import type { PlatformAccess, PluginSession, RouteModuleContribution } from '@fathom/sdk/server';
import {
  ACTION_ERRORS,
  ACTION_MESSAGES,
  ACTION_PATHS,
  ACTION_TASK_KIND,
  actionSettingsSchema,
  createSchema,
  deleteRefusal,
  deleteSchema,
  deletionsSchema,
  dryRunSchema,
  DRY_RUN_TTL_MS,
  editRefusal,
  exportSettingsSchema,
  getSchema,
  importSchema,
  listSchema,
  nextRunAt,
  policyRunSchema,
  runRefusal,
  runSchema,
  scopeRefusal,
  SCHEDULE_UNIT,
  updateSchema,
  type ActionList,
  type ActionSettings,
  type ActionsFile,
  type CreateRequest,
  type DeleteAnswer,
  type DeleteRequest,
  type DeletionRecord,
  type DryRunAnswer,
  type ListRequest,
  type RunAnswer,
  type RunRequest,
  type StoredAction,
  type UpdateRequest,
} from '../api';
import { activeNode, findAction, requireAutomaticActions, requireCollector, viewerOn, visibleActions } from './access';
import { dryRun, openIntegration, openTarget, targetOf } from './act';
import { queuePolicyRun } from './policy-run';
import { selectionStatement } from './select';
import type { ActionDeps, ActionServices } from './services';
import { actionsTable, DELETIONS, newRow, storedPart, TABLE, toAction, type ActionRow, type StoredDryRun } from './table';

const APP_VERSION = '1.0';
const refuse = (message: string) => new ApiError(ERROR_NAMES.noPermission, message);

/**
 * An action drawn as a diagram takes its statement and its action from the diagram's rule (a diagram that breaks
 * the rules is refused with the spec's message); a chain of several actions is saved as one stored action each.
 */
export function withDiagram(s: ActionSettings): ActionSettings {
  if (!s.diagram) return s;
  let rule;
  try {
    rule = diagramToRule(s.diagram, { id: 'diagram', name: s.name, description: s.description });
  } catch (e) {
    if (e instanceof DiagramError) throw new ApiError(ERROR_NAMES.validation, e.message, 400, { field: 'diagram', nodeId: e.nodeId });
    throw e;
  }
  if (rule.rules[0].actions.length !== 1) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.oneAction, 400, { field: 'diagram' });
  return { ...s, query: { queryMode: 'byBuilder', statement: ruleStatement(rule) }, action: { ...s.action, ...rule.rules[0].actions[0] } };
}

/** Checks what saving s on nodeId needs beyond its shape: scope, statement, target, transform, schedule and licence. */
async function checkSettings(platform: PlatformAccess, deps: ActionDeps, viewer: PluginSession, nodeId: string, s: ActionSettings): Promise<void> {
  const refusal = scopeRefusal(s.scope, await viewerOn(platform, viewer, nodeId));
  if (refusal) throw refuse(refusal);
  deps.search.validate(selectionStatement(s.query.statement, nodeId));
  if (s.action.type === 'transform') {
    if (!s.action.targetName) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.transformNeedsIntegration, 400, { field: 'action.targetName' });
    await openIntegration(platform, nodeId, s.action.targetName);
  }
  if (s.action.locationId && (s.action.type === 'export' || s.action.type === 'link')) await targetOf(deps, nodeId, s.action.locationId);
  if (s.action.targetName && s.action.type === 'export') await openTarget(platform, nodeId, s.action.targetName);
  if (s.schedule.unit !== SCHEDULE_UNIT.never) {
    await requireAutomaticActions(platform, deps);
    await requireCollector(platform, viewer, nodeId);
  }
}

async function insert(platform: PlatformAccess, deps: ActionDeps, viewer: PluginSession, nodeId: string, given: ActionSettings): Promise<StoredAction> {
  const s = withDiagram(given);
  await checkSettings(platform, deps, viewer, nodeId, s);
  const now = deps.clock.now();
  const row = newRow(s, { session: viewer, nodeId }, now, nextRunAt(s.schedule, now, now));
  await platform.store.db.insertInto(TABLE).values(row).execute();
  return toAction(row, await viewerOn(platform, viewer, nodeId));
}

const portable = (a: StoredAction): ActionSettings => ({
  name: a.name,
  ...(a.description ? { description: a.description } : {}),
  scope: a.scope,
  query: a.query,
  action: a.action,
  schedule: a.schedule,
  ...(a.diagram ? { diagram: a.diagram } : {}),
});

const settingsOf = (a: StoredAction): ActionSettings => portable(a);

export function actionRoutes(services: ActionServices): RouteModuleContribution {
  return {
    id: 'actions',
    routes: [
      {
        method: 'GET',
        path: ACTION_PATHS.list,
        schema: listSchema,
        async handler(p: ListRequest, { session, platform }): Promise<ActionList> {
          const deps = services(platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const words = (p.search ?? '').trim().toLowerCase();
          const all = await visibleActions(platform, deps, session!, nodeId);
          return { actions: words ? all.filter(a => `${a.name}\n${a.description ?? ''}`.toLowerCase().includes(words)) : all };
        },
      },
      {
        method: 'GET',
        path: ACTION_PATHS.action,
        schema: getSchema,
        async handler(p: { objectId: string; actionId: string }, { session, platform }) {
          const deps = services(platform);
          return (await findAction(platform, deps, session!, await activeNode(platform, session!, p.objectId), p.actionId)).action;
        },
      },
      {
        method: 'POST',
        path: ACTION_PATHS.action,
        schema: createSchema as never,
        async handler(p: CreateRequest, { session, platform }) {
          const deps = services(platform);
          return insert(platform, deps, session!, await activeNode(platform, session!, p.objectId), p.action);
        },
      },
      {
        method: 'PUT',
        path: ACTION_PATHS.action,
        schema: updateSchema as never,
        async handler(p: UpdateRequest, { session, platform }) {
          const deps = services(platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const { action: current, row } = await findAction(platform, deps, viewer, nodeId, p.actionId);
          if (p.saveMode === 'SAVE_AS') return insert(platform, deps, viewer, nodeId, p.action);
          p.action = withDiagram(p.action);
          const who = await viewerOn(platform, viewer, row.node_id);
          const refusal = editRefusal(current, who);
          if (refusal) throw current.readonly ? new ApiError(ERROR_NAMES.conflict, refusal) : refuse(refusal);
          await checkSettings(platform, deps, viewer, row.node_id, p.action);
          const now = Math.max(deps.clock.now(), Number(row.updated_at) + 1);
          const scheduleChanged = JSON.stringify(p.action.schedule) !== JSON.stringify(current.schedule);
          const anchor = scheduleChanged ? now : Number(row.schedule_anchor);
          await platform.store.db
            .updateTable(TABLE)
            .set({
              name: p.action.name,
              description: p.action.description ?? null,
              scope: p.action.scope,
              settings: storedPart(p.action),
              schedule_anchor: anchor,
              next_run_at: nextRunAt(p.action.schedule, now, anchor),
              dry_run: null,
              updated_at: now,
            })
            .where('action_id', '=', row.action_id)
            .execute();
          const saved = (await actionsTable(platform.store.db).where('action_id', '=', row.action_id).executeTakeFirstOrThrow()) as ActionRow;
          return toAction(saved, who);
        },
      },
      {
        method: 'DELETE',
        path: ACTION_PATHS.action,
        schema: deleteSchema as never,
        async handler(p: DeleteRequest, { session, platform }): Promise<DeleteAnswer> {
          const deps = services(platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const found = await Promise.all([...new Set(p.actionIds)].map(id => findAction(platform, deps, viewer, nodeId, id)));
          for (const { action } of found) {
            const refusal = deleteRefusal(action, await viewerOn(platform, viewer, action.nodeId));
            if (refusal) throw refuse(refusal);
          }
          const skipped = found.filter(f => f.action.readonly).map(f => f.action.actionId);
          const deleted = found.filter(f => !f.action.readonly).map(f => f.action.actionId);
          if (deleted.length) await platform.store.db.deleteFrom(TABLE).where('action_id', 'in', deleted).execute();
          return { deleted, skipped };
        },
      },
      {
        method: 'GET',
        path: ACTION_PATHS.exportSettings,
        schema: exportSettingsSchema as never,
        async handler(p: DeleteRequest, { session, platform }): Promise<ActionsFile> {
          const deps = services(platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const found = await Promise.all(p.actionIds.map(id => findAction(platform, deps, session!, nodeId, id)));
          return { actions: found.map(f => portable(f.action)), exportInfo: { time: new Date(deps.clock.now()).toISOString(), appVersion: APP_VERSION } };
        },
      },
      {
        method: 'POST',
        path: ACTION_PATHS.importFile,
        schema: importSchema,
        async handler(p: { objectId: string; file: unknown }, { session, platform }): Promise<ActionList> {
          const deps = services(platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const file = p.file as { actions?: unknown } | null;
          if (!file || typeof file !== 'object' || !Array.isArray(file.actions) || file.actions.length === 0)
            throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.noSettings);
          const settings: ActionSettings[] = [];
          for (const [i, a] of file.actions.entries()) {
            try {
              settings.push((await actionSettingsSchema.validate(a, { abortEarly: true })) as ActionSettings);
            } catch (e) {
              throw new ApiError(ERROR_NAMES.validation, `Action ${i + 1}: ${(e as Error).message}`);
            }
            settings[i] = withDiagram(settings[i]);
            await checkSettings(platform, deps, session!, nodeId, settings[i]);
          }
          const actions: StoredAction[] = [];
          for (const s of settings) actions.push(await insert(platform, deps, session!, nodeId, s));
          return { actions };
        },
      },
      {
        method: 'POST',
        path: ACTION_PATHS.dryRun,
        schema: dryRunSchema,
        async handler(p: { objectId: string; actionId: string }, { session, platform }): Promise<DryRunAnswer> {
          const deps = services(platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const { action, row } = await findAction(platform, deps, viewer, nodeId, p.actionId);
          return dryRun(platform, deps, viewer, nodeId, row, settingsOf(action));
        },
      },
      {
        method: 'POST',
        path: ACTION_PATHS.run,
        schema: runSchema,
        async handler(p: RunRequest, { session, platform }): Promise<RunAnswer> {
          const deps = services(platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const { action, row } = await findAction(platform, deps, viewer, nodeId, p.actionId);
          const refusal = runRefusal(await viewerOn(platform, viewer, nodeId));
          if (refusal) throw refuse(refusal);
          await requireCollector(platform, viewer, nodeId);
          if (action.action.type === 'transform') await openIntegration(platform, nodeId, action.action.targetName ?? '');
          if (action.action.type === 'delete') {
            const last = row.dry_run ? (JSON.parse(row.dry_run) as StoredDryRun) : null;
            if (!p.dryRunId || !last) throw new ApiError(ACTION_ERRORS.dryRunRequired, ACTION_MESSAGES.deleteNeedsDryRun, 409);
            if (last.dryRunId !== p.dryRunId || last.updatedAt !== Number(row.updated_at) || deps.clock.now() - last.at > DRY_RUN_TTL_MS)
              throw new ApiError(ACTION_ERRORS.dryRunRequired, ACTION_MESSAGES.dryRunExpired, 409);
            if ((p.confirmation ?? '').trim() !== action.name)
              throw new ApiError(ACTION_ERRORS.confirmationRequired, ACTION_MESSAGES.deleteNeedsConfirmation(action.name), 400, { field: 'confirmation' });
            // One dry run, one deletion.
            await platform.store.db.updateTable(TABLE).set({ dry_run: null }).where('action_id', '=', row.action_id).execute();
          }
          // A standard action has no owner to select files as: it runs as the user who runs it.
          if (action.readonly && (action.action.type === 'export' || action.action.type === 'link') && !action.action.locationId && !action.action.targetName)
            throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.standardNeedsTarget, 400, { field: 'action.locationId' });
          const task = await deps.tasks.enqueue(
            nodeId,
            ACTION_TASK_KIND,
            { actionId: action.actionId, actionName: action.name, ...(row.run_as === 'null' ? { runAs: viewer } : {}) },
            viewer.userObjectId,
          );
          await platform.store.db.updateTable(TABLE).set({ last_task_id: task.taskId }).where('action_id', '=', row.action_id).execute();
          return { taskId: task.taskId, actionId: action.actionId };
        },
      },
      {
        // The policy's rule now, on every file of the collector: 'action now' (act; a collector; the licence).
        method: 'POST',
        path: ACTION_PATHS.policyRun,
        schema: policyRunSchema,
        async handler(p: { objectId: string }, { session, platform }): Promise<{ taskId: number }> {
          const deps = services(platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const refusal = runRefusal(await viewerOn(platform, viewer, nodeId));
          if (refusal) throw refuse(refusal);
          await requireCollector(platform, viewer, nodeId);
          await requireAutomaticActions(platform, deps);
          const task = await queuePolicyRun(platform, deps, nodeId, { scanTaskId: null }, viewer.userObjectId);
          if (!task) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.policyNoRule);
          return { taskId: task.taskId };
        },
      },
      {
        method: 'GET',
        path: ACTION_PATHS.deletions,
        schema: deletionsSchema,
        async handler(p: { objectId: string; actionId: string }, { session, platform }): Promise<{ deletions: DeletionRecord[] }> {
          const deps = services(platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const { action } = await findAction(platform, deps, session!, nodeId, p.actionId);
          const rows = await platform.store.db
            .selectFrom(DELETIONS)
            .selectAll()
            .where('action_id', '=', action.actionId)
            .orderBy('deleted_at', 'desc')
            .limit(1000)
            .execute();
          return {
            deletions: rows.map(r => ({
              taskId: Number(r.task_id),
              actionId: r.action_id,
              path: r.path,
              size: Number(r.size),
              deletedAt: Number(r.deleted_at),
              deletedBy: r.deleted_by,
            })),
          };
        },
      },
    ],
  };
}
