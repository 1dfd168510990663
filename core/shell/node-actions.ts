/** Which node actions a context menu lists for a node, and whether each is enabled (spec 000 §4, §6). */
import { ruleAllows, type TreeObject } from '@fathom/sdk/api';
import type { NodeActionContext, NodeActionContribution } from '@fathom/sdk/web/extension-points';

export interface MenuAction {
  action: NodeActionContribution;
  disabledReason: string | null;
}

/** What the console knows of where it runs; the node's own state is added per node (nodeActionContext). */
export type NodeActionEnvironment = Omit<NodeActionContext, 'isPaused' | 'isReadyToWork'>;

/** The context an action is judged in: the state of the node it is offered for (never the active node's) in this environment. */
export function nodeActionContext(node: TreeObject, env: NodeActionEnvironment): NodeActionContext {
  return { ...env, isPaused: !!node.tags?.state?.paused, isReadyToWork: node.isReadyToWork !== false };
}

export function actionsFor(
  node: TreeObject,
  all: readonly NodeActionContribution[],
  userPermissions: readonly string[],
  env: NodeActionEnvironment,
): MenuAction[] {
  const ctx = nodeActionContext(node, env);
  return all
    .filter(a => ruleAllows(a, node.classId, userPermissions, node.permissions))
    .filter(a => (a.visible ? a.visible(node, ctx) : true))
    .map(a => ({ action: a, disabledReason: a.disabledReason ? a.disabledReason(node, ctx) : null }));
}
