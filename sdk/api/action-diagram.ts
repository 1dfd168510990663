/**
 * The diagram of a data action rule (spec 001 §2 'diagram editor', §3 policy rule, §4 diagram rules): sources,
 * classifications, conditions (And, Or, Not) and actions as nodes, joined by links that run from what selects files
 * towards what is done with them. A valid diagram becomes a policyRule (format version 100: a condition tree with
 * the operators And, Or and Not, and the actions) and the search statement its condition stands for.
 *
 * Rules: every node is linked ('Node without link is not allowed.'); links run source/classification → condition or
 * action, condition → condition or action, action → action; a Not takes one input, an action one, and the diagram
 * holds one rule: one action fed by the conditions, the others chained after it ('Diagram structure is not valid.');
 * each node names what it stands for ('Node data is not valid.'); actions chain only with similar ones (export and
 * link, which both put copies in a location), and a delete, a transform or none is never chained.
 */
import { RULE_ACTIONS, type RuleAction } from './actions';
import { quote } from './search/lexer';

export type DiagramNodeKind = 'source' | 'classification' | 'condition' | 'action';
export type ConditionOperator = 'And' | 'Or' | 'Not';
export const CONDITION_OPERATORS: readonly ConditionOperator[] = ['And', 'Or', 'Not'];

export interface DiagramNodeData {
  /** source: the service name. */
  service?: string;
  /** classification: its name. */
  classification?: string;
  operator?: ConditionOperator;
  action?: RuleAction;
}
export interface DiagramNode {
  id: string;
  kind: DiagramNodeKind;
  data: DiagramNodeData;
  position?: { x: number; y: number };
}
export interface DiagramLink {
  id?: string;
  source: string;
  target: string;
}
export interface ActionDiagram {
  nodes: DiagramNode[];
  links: DiagramLink[];
}

export const DIAGRAM_MESSAGES = {
  unlinked: 'Node without link is not allowed.',
  structure: 'Diagram structure is not valid.',
  data: 'Node data is not valid.',
  similar: 'Actions chain only with similar ones.',
  notChainable: (a: RuleAction) => `A ${a} action cannot be chained.`,
} as const;

export const POLICY_RULE_FORMAT_VERSION = 100;
export const POLICY_RULE_VERSION = '2016.3.0.6896';

export type RuleCondition = { operator: ConditionOperator; conditions: RuleCondition[] } | { field: 'service' | 'classification'; value: string };
export interface PolicyRuleEntry {
  id: string;
  formatVersion: number;
  condition: RuleCondition;
  actions: RuleAction[];
}
export interface PolicyRule {
  id: string;
  formatVersion: number;
  name: string;
  description: string;
  version: string;
  rules: PolicyRuleEntry[];
}

/** Actions that may follow one another: both put copies of the files in a location. */
const CHAINABLE: readonly RuleAction[] = ['export', 'link'];

export class DiagramError extends Error {
  constructor(
    message: string,
    readonly nodeId?: string,
  ) {
    super(message);
    this.name = 'DiagramError';
  }
}

function checkData(n: DiagramNode): void {
  const d = n.data ?? {};
  const ok =
    n.kind === 'source'
      ? !!d.service?.trim()
      : n.kind === 'classification'
        ? !!d.classification?.trim()
        : n.kind === 'condition'
          ? CONDITION_OPERATORS.includes(d.operator as ConditionOperator)
          : n.kind === 'action'
            ? (RULE_ACTIONS as readonly string[]).includes(d.action ?? '')
            : false;
  if (!ok) throw new DiagramError(DIAGRAM_MESSAGES.data, n.id);
}

/** The rule a diagram stands for; DiagramError with the spec's message (and the node at fault) otherwise. */
export function diagramToRule(d: ActionDiagram, meta: { id: string; name: string; description?: string }): PolicyRule {
  const byId = new Map(d.nodes.map(n => [n.id, n]));
  if (byId.size !== d.nodes.length || d.nodes.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  for (const n of d.nodes) checkData(n);
  const inputs = new Map<string, DiagramNode[]>(d.nodes.map(n => [n.id, []]));
  const outputs = new Map<string, DiagramNode[]>(d.nodes.map(n => [n.id, []]));
  for (const l of d.links) {
    const from = byId.get(l.source);
    const to = byId.get(l.target);
    if (!from || !to || from === to) throw new DiagramError(DIAGRAM_MESSAGES.structure);
    const allowed =
      from.kind === 'action'
        ? to.kind === 'action'
        : from.kind === 'condition' || from.kind === 'source' || from.kind === 'classification'
          ? to.kind === 'condition' || to.kind === 'action'
          : false;
    if (!allowed) throw new DiagramError(DIAGRAM_MESSAGES.structure, to.id);
    inputs.get(to.id)!.push(from);
    outputs.get(from.id)!.push(to);
  }
  for (const n of d.nodes) if (inputs.get(n.id)!.length + outputs.get(n.id)!.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.unlinked, n.id);
  for (const n of d.nodes) {
    const ins = inputs.get(n.id)!;
    const outs = outputs.get(n.id)!;
    if (n.kind === 'condition' && (ins.length === 0 || (n.data.operator === 'Not' && ins.length !== 1) || outs.length === 0))
      throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
    if ((n.kind === 'source' || n.kind === 'classification') && outs.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
    if (n.kind === 'action' && (ins.length !== 1 || outs.length > 1)) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
  }
  const heads = d.nodes.filter(n => n.kind === 'action' && inputs.get(n.id)![0].kind !== 'action');
  if (heads.length !== 1) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  // The chain of actions from the head; a loop or a branch of actions is not a chain.
  const actions: RuleAction[] = [];
  const seen = new Set<string>();
  for (let n: DiagramNode | undefined = heads[0]; n; n = outputs.get(n.id)![0]) {
    if (seen.has(n.id)) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
    seen.add(n.id);
    const a = n.data.action!;
    if (actions.length) {
      const previous = actions[actions.length - 1];
      if (!CHAINABLE.includes(previous)) throw new DiagramError(DIAGRAM_MESSAGES.notChainable(previous), n.id);
      if (!CHAINABLE.includes(a)) throw new DiagramError(DIAGRAM_MESSAGES.similar, n.id);
    }
    actions.push(a);
  }
  if (d.nodes.some(n => n.kind === 'action' && !seen.has(n.id))) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  // The condition: what feeds the head action, read back through the conditions (a loop among them is refused).
  const conditionOf = (n: DiagramNode, path: Set<string>): RuleCondition => {
    if (path.has(n.id)) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
    if (n.kind === 'source') return { field: 'service', value: n.data.service!.trim() };
    if (n.kind === 'classification') return { field: 'classification', value: n.data.classification!.trim() };
    const next = new Set(path).add(n.id);
    return { operator: n.data.operator!, conditions: inputs.get(n.id)!.map(i => conditionOf(i, next)) };
  };
  const condition = conditionOf(inputs.get(heads[0].id)![0], new Set());
  // Every source, classification and condition must feed the rule.
  const used = new Set<string>();
  const mark = (n: DiagramNode) => {
    if (used.has(n.id)) return;
    used.add(n.id);
    for (const i of inputs.get(n.id)!) if (i.kind !== 'action') mark(i);
  };
  mark(inputs.get(heads[0].id)![0]);
  if (d.nodes.some(n => n.kind !== 'action' && !used.has(n.id))) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  return {
    id: meta.id,
    formatVersion: POLICY_RULE_FORMAT_VERSION,
    name: meta.name,
    description: meta.description ?? '',
    version: POLICY_RULE_VERSION,
    rules: [{ id: `${meta.id}-1`, formatVersion: POLICY_RULE_FORMAT_VERSION, condition, actions }],
  };
}

/** The WHERE text of a condition in the search language. */
export function conditionText(c: RuleCondition): string {
  if ('field' in c) return `${c.field} = ${quote(c.value)}`;
  const parts = c.conditions.map(conditionText);
  if (c.operator === 'Not') return `NOT (${parts[0]})`;
  return parts.length === 1 ? parts[0] : `(${parts.join(c.operator === 'And' ? ' AND ' : ' OR ')})`;
}

/** The statement selecting the files of a rule's condition on the node an action runs on. */
export function ruleStatement(rule: PolicyRule): string {
  return `SELECT * FROM STORE(HOME) WHERE ${conditionText(rule.rules[0].condition)}`;
}
