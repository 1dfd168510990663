/**
 * What a run does to each file (the task of kind 'action'), and the dry run that says beforehand what it would
 * touch. Export copies a file into the export location under <service>/<its path below the source's include
 * path>; link does the same, then removes the file and leaves a symbolic link to its copy in its place; delete
 * removes it and records the deletion. A file already at the target is replaced (through a temporary file renamed
 * over it) or skipped, as the action says. An export may instead go to one of the collector's Target services
 * (platform.targets): each file is written through its connector under <service>/<path below the include root>,
 * compressed and encrypted as the target says. Transform writes each file's extracted text, as the index holds it,
 * through one of the collector's Transform services (an integration such as text output). Every file's outcome is
 * a line in the task's log.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { ExportLocation } from '@fathom/sdk/api/export-locations';
import { CURRENCY_LOCALE, impactOf, resolveEsgConfig } from '@fathom/sdk/api/esg';
import type { Dashboard } from '@fathom/sdk/api/dashboard';
import { resolveExportLocations, type OpenedTarget, type PlatformAccess, type PluginSession, type TaskRunContext } from '@fathom/sdk/server';
import { targetStorePath } from '@fathom/sdk/server/target-kit';
import { ACTION_MESSAGES, DRY_RUN_SAMPLE, type ActionSettings, type Conflict, type DryRunAnswer, type RuleAction } from '../api';
import type { ActionDeps } from './services';
import { selectFiles, type SelectedFile } from './select';
import { DELETIONS, TABLE, type ActionRow } from './table';
import { runPolicyRule } from './policy-run';

export async function targetOf(deps: ActionDeps, nodeId: string, locationId: string): Promise<ExportLocation> {
  const { effective } = await resolveExportLocations(deps.nodes, nodeId);
  const location = effective.find(l => l.id === locationId);
  if (!location) throw new ApiError(ERROR_NAMES.objectNotFound, ACTION_MESSAGES.locationNotFound(locationId), 404, { field: 'action.locationId' });
  return location;
}

/**
 * A Target service of the node opened for an export (NoSuchTarget when the node has none of that name); one that
 * takes extracted text (an integration) is refused, since an export writes the files themselves.
 */
export async function openTarget(platform: PlatformAccess, nodeId: string, name: string): Promise<OpenedTarget> {
  const opened = await platform.targets.open(nodeId, name);
  if (opened.connector.input === 'text') throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.textTarget(name), 400, { field: 'action.targetName' });
  return opened;
}

/**
 * One of the node's Transform services (an integration such as text output) opened for a transform action:
 * NoSuchTarget when the node has none of that name; a service of another mode, or whose connector takes the files
 * themselves, is refused by name.
 */
export async function openIntegration(platform: PlatformAccess, nodeId: string, name: string): Promise<OpenedTarget> {
  if (!name) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.transformNeedsIntegration, 400, { field: 'action.targetName' });
  const opened = await platform.targets.open(nodeId, name);
  if (opened.service.mode !== 'Transform' || opened.connector.input !== 'text')
    throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.notIntegration(name), 400, { field: 'action.targetName' });
  return opened;
}

/** Where a transform writes a file's text: its path below its source, or <service>/<its full path> off a folder source. */
function transformPath(f: SelectedFile): string {
  if (f.root) return relativeCopyPath(f);
  const service = f.service.replace(/[^\p{L}\p{N} _.-]+/gu, '_') || 'source';
  const parts = f.path.split(/[\\/]+/).filter(p => p && p !== '.' && p !== '..' && !/^[A-Za-z]:$/.test(p));
  if (!parts.length) throw new Error(`${f.path} has no name to write its text under`);
  return [service, ...parts].join('/');
}

/** A file's path below its source: <service>/<path below its include root>, '/'-separated. */
export function relativeCopyPath(f: SelectedFile): string {
  const service = f.service.replace(/[^\p{L}\p{N} _.-]+/gu, '_') || 'source';
  const below = relative(f.root!, resolve(f.path));
  if (!below || below.split(sep)[0] === '..' || resolve(f.root!, below) !== resolve(f.path)) throw new Error(`${f.path} is not below its source's folder`);
  return [service, ...below.split(sep)].join('/');
}

/** Where a file's copy goes: <location>/<service>/<path below its include root>, never outside the location. */
export function copyPath(location: ExportLocation, f: SelectedFile): string {
  const folder = resolve(location.path);
  const target = resolve(folder, ...relativeCopyPath(f).split('/'));
  if (!target.startsWith(folder + sep)) throw new Error(`${f.path} would be copied outside the location`);
  return target;
}

/** Whether the target holds a file at path (read to its end, so nothing is left open; ENOENT: it does not). */
async function targetHas(opened: OpenedTarget, path: string, signal: AbortSignal): Promise<boolean> {
  if (!opened.connector.read) return false;
  try {
    for await (const _ of await opened.connector.read(opened.params, path, signal)) void _;
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Copies source to target (conflict already decided): bytes go to a temporary file renamed into place. */
async function copyInto(source: string, target: string): Promise<void> {
  await fs.mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${randomBytes(6).toString('hex')}.part`);
  try {
    await fs.copyFile(source, temporary);
    await fs.rename(temporary, target);
  } catch (e) {
    await fs.rm(temporary, { force: true });
    throw e;
  }
}

export function dryRunIdOf(row: Pick<ActionRow, 'action_id' | 'updated_at'>, files: readonly SelectedFile[], at: number): string {
  const h = createHash('sha256').update(`${row.action_id}|${row.updated_at}|${at}`);
  for (const f of files) h.update(`|${f.objectId}`);
  return h.digest('hex').slice(0, 32);
}

/** A run's impact, without changing anything. */
export async function dryRun(
  platform: PlatformAccess,
  deps: ActionDeps,
  viewer: PluginSession,
  nodeId: string,
  row: ActionRow,
  settings: ActionSettings,
): Promise<DryRunAnswer> {
  const { statement, files } = await selectFiles(platform, deps, viewer, settings.query.statement, nodeId);
  const location =
    settings.action.locationId && (settings.action.type === 'export' || settings.action.type === 'link')
      ? await targetOf(deps, nodeId, settings.action.locationId)
      : undefined;
  const opened =
    settings.action.type === 'transform'
      ? await openIntegration(platform, nodeId, settings.action.targetName ?? '')
      : settings.action.targetName && settings.action.type === 'export'
        ? await openTarget(platform, nodeId, settings.action.targetName)
        : undefined;
  const bytes = files.reduce((s, f) => s + f.size, 0);
  const dups = files.filter(f => f.duplicates > 0);
  const classes = new Map<string, number>();
  for (const f of files) for (const c of f.classifications) classes.set(c, (classes.get(c) ?? 0) + 1);
  let config: Dashboard['config'] | undefined;
  try {
    config = (await platform.properties.read<Dashboard>(viewer.userObjectId, 'PID_DASHBOARD', viewer.userObjectId))?.config;
  } catch {
    config = undefined;
  }
  const esg = resolveEsgConfig(config);
  // A deletion frees the bytes at the source; a move (link) frees them there too; an export (copy) frees nothing.
  const freed =
    settings.action.type === 'delete' || settings.action.type === 'link'
      ? impactOf({ files: files.length, bytes }, esg)
      : impactOf({ files: 0, bytes: 0 }, esg);
  const at = deps.clock.now();
  const dryRunId = dryRunIdOf(row, files, at);
  await platform.store.db
    .updateTable(TABLE)
    .set({ dry_run: JSON.stringify({ dryRunId, at, updatedAt: Number(row.updated_at) }) })
    .where('action_id', '=', row.action_id)
    .execute();
  return {
    dryRunId,
    statement,
    type: settings.action.type,
    files: files.length,
    bytes,
    duplicateFiles: dups.length,
    // dupCount counts the other copies: every copy but one is space a clean-up would save.
    duplicateBytes: Math.round(dups.reduce((s, f) => s + (f.size * f.duplicates) / (f.duplicates + 1), 0)),
    personalDataFiles: files.filter(f => f.classifications.length > 0).length,
    classifications: [...classes.entries()].map(([name, n]) => ({ name, files: n })).sort((a, b) => b.files - a.files || a.name.localeCompare(b.name)),
    // A transform reads the text the index holds, so it acts on files of any source.
    unsupportedFiles: settings.action.type === 'transform' ? 0 : files.filter(f => !f.root).length,
    storageCostSaved: freed.storageCost,
    co2KgSaved: freed.co2Kg,
    currency: CURRENCY_LOCALE[esg.currency].code,
    sample: files.slice(0, DRY_RUN_SAMPLE).map(f => ({
      objectId: f.objectId,
      path: f.path,
      size: f.size,
      service: f.service,
      duplicates: f.duplicates,
      classifications: f.classifications,
    })),
    ...(location ? { target: { locationId: location.id, name: location.name, path: location.path } } : {}),
    ...(opened
      ? {
          target: {
            targetName: opened.service.name,
            type: opened.service.type,
            name: opened.service.name,
            path: targetStorePath(opened.service.parameters ?? {}),
          },
        }
      : {}),
  };
}

/** The run of a task of kind 'action' (options: actionId; or policy, for the policy's rule: policy-run.ts). */
export async function runAction(ctx: TaskRunContext, deps: ActionDeps): Promise<void> {
  if (ctx.parameters.policy) return runPolicyRule(ctx, deps);
  const { platform, signal } = ctx;
  const actionId = String(ctx.parameters.actionId ?? '');
  const row = (await platform.store.db.selectFrom(TABLE).selectAll().where('action_id', '=', actionId).executeTakeFirst()) as ActionRow | undefined;
  if (!row) throw new ApiError(ERROR_NAMES.objectNotFound, ACTION_MESSAGES.notFound(actionId));
  const stored = JSON.parse(row.settings) as Pick<ActionSettings, 'query' | 'action' | 'schedule'>;
  // A standard action (run_as null) selects files as the user who ran it, named by the task.
  const runAs = (JSON.parse(row.run_as) as PluginSession | null) ?? (ctx.parameters.runAs as PluginSession | undefined);
  if (!runAs) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.notFound(actionId));
  const type = stored.action.type;
  ctx.log(`Action '${row.name}' (${type}) on ${ctx.nodeId}${ctx.createdBy ? '' : ', by its schedule'}`);
  if (type === 'link' && stored.action.targetName) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.linkNeedsLocation);
  const opened =
    type === 'transform'
      ? await openIntegration(platform, ctx.nodeId, stored.action.targetName ?? '')
      : type === 'export' && stored.action.targetName
        ? await openTarget(platform, ctx.nodeId, stored.action.targetName)
        : undefined;
  const location = (type === 'export' && !opened) || type === 'link' ? await targetOf(deps, ctx.nodeId, stored.action.locationId ?? '') : undefined;
  const { files } = await selectFiles(platform, deps, runAs, stored.query.statement, ctx.nodeId, signal);
  const where = location
    ? `; target '${location.name}' (${location.path})`
    : opened
      ? `; target '${opened.service.name}' (${opened.service.type} ${targetStorePath(opened.service.parameters ?? {})})`
      : '';
  ctx.log(`${files.length} file(s) selected${where}`);
  await platform.store.db
    .updateTable(TABLE)
    .set({ last_run_at: deps.clock.now(), last_task_id: Number(ctx.taskId) })
    .where('action_id', '=', actionId)
    .execute();
  const n = { bytes: 0, changed: 0, deleted: 0, errors: 0 };
  let done = 0;
  ctx.progress(0, files.length, n);
  for (const f of files) {
    signal.throwIfAborted();
    try {
      await actOnFile(ctx, deps, { type, opened, location, conflict: stored.action.conflict, actionId }, f, n);
    } catch (e) {
      n.errors++;
      ctx.log(`failed ${f.path}: ${(e as Error).message}`);
    }
    ctx.progress(++done, files.length, n);
  }
  ctx.log(`Done: ${n.changed} ${type === 'transform' ? 'transformed' : 'copied'}, ${n.deleted} deleted, ${n.errors} failed, of ${files.length}`);
}

/** What a run does to each file: the action, where its copies go, and what happens to a file already there. */
export interface FileAct {
  type: RuleAction;
  opened?: OpenedTarget;
  location?: ExportLocation;
  conflict: Conflict;
  /** The stored action a deletion is recorded under. */
  actionId: string;
}
export interface RunCounts {
  bytes: number;
  changed: number;
  deleted: number;
  errors: number;
}

/** Does act to one file and logs its outcome; a failure is thrown for the caller to count and log. */
export async function actOnFile(ctx: TaskRunContext, deps: ActionDeps, act: FileAct, f: SelectedFile, n: RunCounts): Promise<void> {
  const { platform, signal } = ctx;
  if (act.type === 'transform') {
    const path = transformPath(f);
    const text = await deps.files.textOf(f.objectId);
    if (text === null) ctx.log(`skipped ${f.path}: ${ACTION_MESSAGES.noText}`);
    else if (act.conflict === 'skip' && (await targetHas(act.opened!, path, signal)))
      ctx.log(`skipped ${f.path}: ${path} exists in '${act.opened!.service.name}'`);
    else {
      const bytes = Buffer.from(text, 'utf8');
      await act.opened!.connector.write(act.opened!.params, path, bytes, signal);
      n.changed++;
      n.bytes += bytes.length;
      ctx.log(`transformed ${f.path} -> ${act.opened!.service.name}:${path}`);
    }
  } else if (!f.root) ctx.log(`skipped ${f.path}: not on a local folder source of this collector`);
  else if (act.type === 'none') ctx.log(`selected ${f.path}`);
  else if (act.type === 'delete') {
    await fs.rm(f.path);
    await platform.store.db
      .insertInto(DELETIONS)
      .values({
        deletion_id: randomUUID(),
        task_id: Number(ctx.taskId),
        action_id: act.actionId,
        path: f.path,
        size: f.size,
        deleted_at: deps.clock.now(),
        deleted_by: ctx.createdBy,
      })
      .execute();
    n.deleted++;
    n.bytes += f.size;
    ctx.log(`deleted ${f.path}`);
  } else if (act.opened) {
    const path = relativeCopyPath(f);
    if (act.conflict === 'skip' && (await targetHas(act.opened, path, signal))) ctx.log(`skipped ${f.path}: ${path} exists in '${act.opened.service.name}'`);
    else {
      await act.opened.connector.write(act.opened.params, path, createReadStream(f.path), signal);
      n.changed++;
      n.bytes += f.size;
      ctx.log(`copied ${f.path} -> ${act.opened.service.name}:${path}`);
    }
  } else {
    const target = copyPath(act.location!, f);
    if ((await exists(target)) && act.conflict === 'skip') ctx.log(`skipped ${f.path}: ${target} exists`);
    else {
      await copyInto(f.path, target);
      n.changed++;
      n.bytes += f.size;
      if (act.type === 'link') {
        await fs.rm(f.path);
        await fs.symlink(target, f.path);
        ctx.log(`linked ${f.path} -> ${target}`);
      } else ctx.log(`copied ${f.path} -> ${target}`);
    }
  }
}
