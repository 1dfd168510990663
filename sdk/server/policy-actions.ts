/**
 * The policy's actions section in force on a node (PID_POLICY, spec 001 §3 Policy): walked from the top of its path
 * down, as the other policy sections inherit. The policy area answers it in Policy → Actions; the actions area runs
 * the rule in force after a scan of a collector.
 */
import { POLICY_PROPERTY, resolveActionsSection, type PolicyActionsSection, type StoredActionsSection } from '../api/action-diagram';
import type { NodeSettings } from './discover';

/** What PID_POLICY keeps on a node (the actions section is the only one saved through it). */
export interface StoredPolicy {
  actions?: StoredActionsSection;
}

export async function resolvePolicyActions(
  nodes: NodeSettings,
  nodeId: string,
): Promise<{ answer: PolicyActionsSection; source: { id: string; section: StoredActionsSection } | null; chain: { id: string; name: string }[] }> {
  const chain = await nodes.chainOf(nodeId);
  const stored = await nodes.read<StoredPolicy>(
    chain.map(n => n.id),
    POLICY_PROPERTY,
  );
  const sections = chain.map(n => {
    const s = stored.get(n.id)?.actions;
    return { ...n, ...(s && typeof s === 'object' && s.values ? { section: { ...s, inherited: s.inherited === true } } : {}) };
  });
  return { ...resolveActionsSection(sections), chain };
}
