/**
 * Who sees which stored action and what they may do with it (spec 001 §3, §6): global actions show on every node,
 * public ones on the node they were saved on and below it, private ones to their owner only. Scheduling needs the
 * licence's automatic data actions; running needs act on a collector node (not at organisation level).
 */
import type { Licence } from '@fathom/sdk/api';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { PlatformAccess, PluginSession } from '@fathom/sdk/server';
import { ACTION_MESSAGES, NOT_LICENSED, type ActionViewer, type StoredAction } from '../api';
import type { ActionDeps } from './services';
import { ensureStandardActions } from './standard';
import { actionsTable, toAction, type ActionRow } from './table';

/** The collector classes: the nodes whose index holds files, and whose task queue an action runs in. */
export const COLLECTOR_CLASSES = ['appagt', 'agent', 'appliance'];

export async function licenceOf(platform: PlatformAccess, deps: ActionDeps): Promise<Licence | undefined> {
  const rootId = await deps.settings.rootObjectId();
  return rootId ? platform.properties.read<Licence>(rootId, 'PID_LICENSE') : undefined;
}
/** Automatic (scheduled) data actions: refused when the licence says enableAutomaticDataActions: false. */
export async function requireAutomaticActions(platform: PlatformAccess, deps: ActionDeps): Promise<void> {
  const licence = await licenceOf(platform, deps);
  if (licence?.enableAutomaticDataActions === false) throw new ApiError(NOT_LICENSED, ACTION_MESSAGES.notLicensed, 403);
}

export async function codesOn(platform: PlatformAccess, viewer: PluginSession, nodeId: string | null): Promise<string[]> {
  if (!nodeId) return [];
  try {
    return [...((await platform.tree.getObject(viewer, nodeId)).permissions ?? [])];
  } catch {
    return [];
  }
}
export async function viewerOn(platform: PlatformAccess, viewer: PluginSession, nodeId: string | null): Promise<ActionViewer> {
  return { userObjectId: viewer.userObjectId, isRoot: viewer.isRoot, codes: await codesOn(platform, viewer, nodeId) };
}
export async function activeNode(platform: PlatformAccess, viewer: PluginSession, objectId: string): Promise<string> {
  const id = platform.tree.resolveId(viewer, objectId);
  await platform.tree.getObject(viewer, id);
  return id;
}
/** The node an action runs on must be a collector: 'An action cannot be run at organisation level'. */
export async function requireCollector(platform: PlatformAccess, viewer: PluginSession, nodeId: string): Promise<void> {
  const node = await platform.tree.getObject(viewer, nodeId);
  if (!COLLECTOR_CLASSES.includes(node.classId)) throw new ApiError(ERROR_NAMES.validation, ACTION_MESSAGES.organisationLevel);
}

export async function visibleRows(platform: PlatformAccess, deps: ActionDeps, viewer: PluginSession, nodeId: string): Promise<ActionRow[]> {
  await ensureStandardActions(platform, deps);
  const chain = (await deps.nodes.chainOf(nodeId)).map(n => n.id);
  return (await actionsTable(platform.store.db)
    .where(eb =>
      eb.or([
        eb('scope', '=', 'global'),
        eb.and([eb('scope', '=', 'public'), eb('node_id', 'in', chain)]),
        eb.and([eb('scope', '=', 'private'), eb('owner_id', '=', viewer.userObjectId)]),
      ]),
    )
    .orderBy('name')
    .execute()) as ActionRow[];
}

export async function visibleActions(platform: PlatformAccess, deps: ActionDeps, viewer: PluginSession, nodeId: string): Promise<StoredAction[]> {
  const viewers = new Map<string, ActionViewer>();
  const out: StoredAction[] = [];
  for (const r of await visibleRows(platform, deps, viewer, nodeId)) {
    if (!viewers.has(r.node_id)) viewers.set(r.node_id, await viewerOn(platform, viewer, r.node_id));
    out.push(toAction(r, viewers.get(r.node_id)!));
  }
  return out;
}

/** One action shown on nodeId, with its row; ObjectNotFound when it is not there or not shown to the viewer. */
export async function findAction(
  platform: PlatformAccess,
  deps: ActionDeps,
  viewer: PluginSession,
  nodeId: string,
  actionId: string,
): Promise<{ action: StoredAction; row: ActionRow }> {
  const row = (await visibleRows(platform, deps, viewer, nodeId)).find(r => r.action_id === actionId);
  if (!row) throw new ApiError(ERROR_NAMES.objectNotFound, ACTION_MESSAGES.notFound(actionId));
  return { action: toAction(row, await viewerOn(platform, viewer, row.node_id)), row };
}
