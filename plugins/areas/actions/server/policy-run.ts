/**
 * The policy's rule at work (spec 001 §3 Policy 'actions hold a rule', §6 automatic data actions): when a scan, a
 * rescan or a reclassification of a collector completes, the rule in force on it (its own actions section or the one
 * it inherits, sdk/server/policy-actions.ts) is run as a task of kind 'action' on the files that scan wrote which
 * match the rule's conditions (after a reclassification, which writes no file, on every matching file, keeping the
 * copies already made). Each rule's actions run in turn through the same per-file runners as a stored action:
 * export copies to each of the collector's Target services (Policy → Targets), link moves into the node's first
 * export location and leaves a shortcut, transform writes the text through the named integration, none lists them.
 * A delete is never carried out by a policy: deletions need a dry run and a typed confirmation (stored delete actions),
 * so each file it would delete is logged as held. Files are selected as the user who saved the rule.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { ruleStatement, type PolicyRuleAction } from '@fathom/sdk/api/action-diagram';
import type { TaskInfo } from '@fathom/sdk/api/tasks';
import { resolveExportLocations, resolvePolicyActions, type PlatformAccess, type PluginSession, type TaskRunContext } from '@fathom/sdk/server';
import { ACTION_MESSAGES, ACTION_TASK_KIND, type Conflict } from '../api';
import { COLLECTOR_CLASSES, licenceOf } from './access';
import { actOnFile, openIntegration, type FileAct, type RunCounts } from './act';
import { selectFiles, type SelectedFile } from './select';
import type { ActionDeps } from './services';

/** The task kinds after which the policy's rule runs: those that write files into the index. */
export const SCAN_KINDS = ['scan', 'rescan', 'reclassify'] as const;

export interface PolicyRunOptions {
  /** The scan whose files the rule acts on; null: every file of the collector (run now, or after a reclassification). */
  scanTaskId: number | null;
  /**
   * The reclassification it follows: a reclassification changes which files match without writing them, so the rule
   * acts on every matching file and keeps the copies already there (conflict skip).
   */
  reclassifyTaskId?: number;
  ruleId: string;
}

/** Of files, those the scan wrote into the collector's index. */
async function writtenBy(deps: ActionDeps, nodeId: string, scanTaskId: number, files: SelectedFile[]): Promise<SelectedFile[]> {
  const written = await deps.files.writtenBy(
    nodeId,
    scanTaskId,
    files.map(f => f.objectId),
  );
  return files.filter(f => written.has(f.objectId));
}

/** Queues the rule in force on a collector, when there is one, as a task of kind 'action'. */
export async function queuePolicyRun(
  platform: PlatformAccess,
  deps: ActionDeps,
  nodeId: string,
  after: Omit<PolicyRunOptions, 'ruleId'>,
  createdBy: string | null,
) {
  const { source } = await resolvePolicyActions(deps.nodes, nodeId);
  const rule = source?.section.values.rule;
  if (!rule) return null;
  return deps.tasks.enqueue(
    nodeId,
    ACTION_TASK_KIND,
    { policy: { ...after, ruleId: rule.id } satisfies PolicyRunOptions, actionName: `Policy rule '${rule.name}'` },
    createdBy,
  );
}

/** TaskFinished: after a collector's scan, its policy rule (if licensed; the save was refused otherwise). */
export async function afterScan(platform: PlatformAccess, deps: ActionDeps, task: TaskInfo): Promise<void> {
  if (!COLLECTOR_CLASSES.includes((await deps.nodes.classOf(task.objectId)) ?? '')) return;
  if ((await licenceOf(platform, deps))?.enableAutomaticDataActions === false) return;
  await queuePolicyRun(
    platform,
    deps,
    task.objectId,
    task.kind === 'reclassify' ? { scanTaskId: null, reclassifyTaskId: task.taskId } : { scanTaskId: task.taskId },
    null,
  );
}

/** Where one action of the rule sends the files: one FileAct per destination (export: each Target service). */
async function destinationsOf(platform: PlatformAccess, deps: ActionDeps, nodeId: string, a: PolicyRuleAction, conflict: Conflict): Promise<FileAct[]> {
  const base = { type: a.type, conflict, actionId: '' };
  if (a.type === 'transform') return [{ ...base, opened: await openIntegration(platform, nodeId, a.targetName ?? '') }];
  if (a.type === 'link') {
    const location = (await resolveExportLocations(deps.nodes, nodeId)).effective[0];
    if (!location) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.policyNoLocation);
    return [{ ...base, location }];
  }
  if (a.type !== 'export') return [base];
  const sources = await platform.properties.read<{ services?: { name: string; mode?: string }[] }>(nodeId, 'PID_SOURCES');
  const out: FileAct[] = [];
  for (const s of sources?.services ?? []) {
    if (s.mode !== 'Target') continue;
    const opened = await platform.targets.open(nodeId, s.name);
    if (opened.connector.input !== 'text') out.push({ ...base, opened });
  }
  if (!out.length) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.policyNoTargets);
  return out;
}

/** The run of a task of kind 'action' queued for the policy's rule (options: policy). */
export async function runPolicyRule(ctx: TaskRunContext, deps: ActionDeps): Promise<void> {
  const { platform, signal } = ctx;
  const options = ctx.parameters.policy as PolicyRunOptions;
  if ((await licenceOf(platform, deps))?.enableAutomaticDataActions === false) return ctx.log(ACTION_MESSAGES.notLicensed);
  if (!COLLECTOR_CLASSES.includes((await deps.nodes.classOf(ctx.nodeId)) ?? '')) return ctx.log(ACTION_MESSAGES.organisationLevel);
  const { source, chain } = await resolvePolicyActions(deps.nodes, ctx.nodeId);
  const rule = source?.section.values.rule;
  const runAs = source?.section.savedBy as PluginSession | undefined;
  if (!rule || !runAs) return ctx.log(ACTION_MESSAGES.policyNoRule);
  const from = source!.id === ctx.nodeId ? 'this node' : (chain.find(n => n.id === source!.id)?.name ?? source!.id);
  ctx.log(
    `Policy rule '${rule.name}' (from ${from}) on ${chain[chain.length - 1]?.name ?? ctx.nodeId}, ${options.scanTaskId ? `on the files of task #${options.scanTaskId}` : options.reclassifyTaskId ? `on every file, after the reclassification #${options.reclassifyTaskId} (copies already there are kept)` : 'on every file'}`,
  );
  // A scan's files are new or changed: their copies are replaced. After a reclassification, copies already made stay.
  const conflict: Conflict = options.reclassifyTaskId ? 'skip' : 'replace';
  const selected: SelectedFile[][] = [];
  for (let i = 0; i < rule.rules.length; i++) {
    const { files } = await selectFiles(platform, deps, runAs, ruleStatement(rule, i), ctx.nodeId, signal);
    selected.push(options.scanTaskId ? await writtenBy(deps, ctx.nodeId, options.scanTaskId, files) : files);
    ctx.log(`Rule ${i + 1}: ${selected[i].length} file(s) match; ${rule.rules[i].actions.map(a => a.type).join(', then ')}`);
  }
  const total = rule.rules.reduce((sum, r, i) => sum + r.actions.length * selected[i].length, 0);
  const n: RunCounts = { bytes: 0, changed: 0, deleted: 0, errors: 0 };
  let done = 0;
  ctx.progress(0, total, n);
  for (const [i, entry] of rule.rules.entries()) {
    for (const a of entry.actions) {
      let acts: FileAct[] = [];
      let refused: string | null = null;
      try {
        acts = await destinationsOf(platform, deps, ctx.nodeId, a, conflict);
      } catch (e) {
        refused = (e as Error).message;
      }
      for (const f of selected[i]) {
        signal.throwIfAborted();
        if (refused) {
          n.errors++;
          ctx.log(`failed ${f.path}: ${refused}`);
        } else if (a.type === 'delete') ctx.log(`held ${f.path}: ${ACTION_MESSAGES.policyDeleteHeld}`);
        else
          for (const act of acts)
            try {
              await actOnFile(ctx, deps, act, f, n);
            } catch (e) {
              n.errors++;
              ctx.log(`failed ${f.path}: ${(e as Error).message}`);
            }
        ctx.progress(++done, total, n);
      }
    }
  }
  ctx.log(`Done: ${n.changed} written, ${n.errors} failed, of ${total} file action(s)`);
}
