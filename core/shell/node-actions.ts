/** Which node actions a context menu lists for a node, and whether each is enabled (spec 000 §4, §6). */
import { ruleAllows, type TreeObject } from '@fathom/sdk/api';
import type { NodeActionContext, NodeActionContribution } from '@fathom/sdk/web/extension-points';

export interface MenuAction {
  action: NodeActionContribution;
  disabledReason: string | null;
}

export function actionsFor(node: TreeObject, all: readonly NodeActionContribution[], userPermissions: readonly string[], ctx: NodeActionContext): MenuAction[] {
  return all
    .filter(a => ruleAllows(a, node.classId, userPermissions, node.permissions))
    .filter(a => (a.visible ? a.visible(node, ctx) : true))
    .map(a => ({ action: a, disabledReason: a.disabledReason ? a.disabledReason(node, ctx) : null }));
}
