/**
 * The diagram of a data action rule (spec 001 §2 'diagram editor', §3 policy rule, §4 diagram rules): sources,
 * classifications, conditions (And, Or, Not) and actions as nodes, joined by links that run from what selects files
 * towards what is done with them. A valid diagram becomes a policyRule (format version 100: a condition tree with
 * the operators And, Or and Not, and the actions) and the search statement its condition stands for.
 *
 * Rules: every node is linked ('Node without link is not allowed.'); links run source/classification → condition or
 * action, condition → condition or action, action → action; a Not takes one input, an action one, and the diagram
 * holds one rule: one action fed by the conditions, the others chained after it ('Diagram structure is not valid.');
 * each node names what it stands for ('Node data is not valid.'; a transform names its integration); actions chain
 * only with similar ones (export and link, which both put copies in a location), and a delete, a transform or none is
 * never chained; a source that keeps only signed files needs a signed path ('Signing requires content signature on a
 * source path').
 *
 * A stored action's diagram holds one rule; a policy's (the actions section of PID_POLICY) several, one per action
 * fed by conditions. ruleToDiagram is the way back, so a rule saved as such is checked by the same rules.
 */
import { RULE_ACTIONS, type RuleAction } from './actions';
import { quote } from './search/quote';

export type DiagramNodeKind = 'source' | 'classification' | 'condition' | 'action';
export type ConditionOperator = 'And' | 'Or' | 'Not';
export const CONDITION_OPERATORS: readonly ConditionOperator[] = ['And', 'Or', 'Not'];

export interface DiagramNodeData {
  /** source: the service name. */
  service?: string;
  /** source: only the files carrying a content signature (the service must sign one of its paths). */
  signed?: boolean;
  /** classification: its name. */
  classification?: string;
  operator?: ConditionOperator;
  action?: RuleAction;
  /** transform action: the integration (a Transform service, such as text output) the files' text goes through. */
  targetName?: string;
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
  signing: (service: string) => `Signing requires content signature on a source path: no path of ${service} is signed.`,
  unknownIntegration: (name: string) => `The integration ${name} is not a Transform service of this node.`,
  formatVersion: `A policy rule has format version 100.`,
} as const;

export const POLICY_RULE_FORMAT_VERSION = 100;
export const POLICY_RULE_VERSION = '2016.3.0.6896';

export type RuleConditionField = 'service' | 'classification' | 'signed';
export type RuleCondition = { operator: ConditionOperator; conditions: RuleCondition[] } | { field: RuleConditionField; value: string };
/** One action of a rule: its type, and for a transform the integration it writes through. */
export interface PolicyRuleAction {
  type: RuleAction;
  targetName?: string;
}
export interface PolicyRuleEntry {
  id: string;
  formatVersion: number;
  condition: RuleCondition;
  actions: PolicyRuleAction[];
}
export interface PolicyRule {
  id: string;
  formatVersion: number;
  name: string;
  description: string;
  version: string;
  rules: PolicyRuleEntry[];
}

/**
 * What the node offers a diagram, when known (the server always knows it): its source services with their include
 * paths (a signed source needs one signed path) and the names of its integrations (a transform names one).
 */
export interface DiagramContext {
  services?: readonly { name: string; include?: readonly { signing?: boolean }[] }[];
  integrations?: readonly string[];
}
export interface DiagramOptions {
  /** A policy holds several rules (one per action fed by conditions); a stored action exactly one. */
  multiple?: boolean;
  context?: DiagramContext;
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

const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

function checkData(n: DiagramNode, context: DiagramContext): void {
  const d = (n.data && typeof n.data === 'object' ? n.data : {}) as DiagramNodeData;
  const ok =
    n.kind === 'source'
      ? text(d.service) && (d.signed === undefined || typeof d.signed === 'boolean')
      : n.kind === 'classification'
        ? text(d.classification)
        : n.kind === 'condition'
          ? CONDITION_OPERATORS.includes(d.operator as ConditionOperator)
          : n.kind === 'action'
            ? (RULE_ACTIONS as readonly string[]).includes(d.action ?? '') && (d.action !== 'transform' || text(d.targetName))
            : false;
  if (!ok) throw new DiagramError(DIAGRAM_MESSAGES.data, n.id);
  if (n.kind === 'source' && d.signed && context.services) {
    const service = context.services.find(s => s.name === d.service!.trim());
    if (!service?.include?.some(i => i.signing)) throw new DiagramError(DIAGRAM_MESSAGES.signing(d.service!.trim()), n.id);
  }
  if (n.kind === 'action' && d.action === 'transform' && context.integrations && !context.integrations.includes(d.targetName!.trim()))
    throw new DiagramError(DIAGRAM_MESSAGES.unknownIntegration(d.targetName!.trim()), n.id);
}

/** The rule a diagram stands for; DiagramError with the spec's message (and the node at fault) otherwise. */
export function diagramToRule(d: ActionDiagram, meta: { id: string; name: string; description?: string }, options: DiagramOptions = {}): PolicyRule {
  if (!d || typeof d !== 'object' || !Array.isArray(d.nodes) || !Array.isArray(d.links)) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  if (d.nodes.some(n => !n || typeof n !== 'object' || !text(n.id))) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  const byId = new Map(d.nodes.map(n => [n.id, n]));
  if (byId.size !== d.nodes.length || d.nodes.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  for (const n of d.nodes) checkData(n, options.context ?? {});
  const inputs = new Map<string, DiagramNode[]>(d.nodes.map(n => [n.id, []]));
  const outputs = new Map<string, DiagramNode[]>(d.nodes.map(n => [n.id, []]));
  for (const l of d.links) {
    const from = byId.get(l?.source);
    const to = byId.get(l?.target);
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
  // Each action fed by a condition, a source or a classification heads a rule; the others follow it in a chain.
  const heads = d.nodes.filter(n => n.kind === 'action' && inputs.get(n.id)![0].kind !== 'action');
  if (heads.length === 0 || (!options.multiple && heads.length !== 1)) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  const seen = new Set<string>();
  const used = new Set<string>();
  const rules: PolicyRuleEntry[] = heads.map((head, index) => {
    // The chain of actions from the head; a loop or a branch of actions is not a chain.
    const actions: PolicyRuleAction[] = [];
    for (let n: DiagramNode | undefined = head; n; n = outputs.get(n.id)![0]) {
      if (seen.has(n.id)) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
      seen.add(n.id);
      const a = n.data.action!;
      if (actions.length) {
        const previous = actions[actions.length - 1].type;
        if (!CHAINABLE.includes(previous)) throw new DiagramError(DIAGRAM_MESSAGES.notChainable(previous), n.id);
        if (!CHAINABLE.includes(a)) throw new DiagramError(DIAGRAM_MESSAGES.similar, n.id);
      }
      actions.push(a === 'transform' ? { type: a, targetName: n.data.targetName!.trim() } : { type: a });
    }
    // The condition: what feeds the head action, read back through the conditions (a loop among them is refused).
    const conditionOf = (n: DiagramNode, path: Set<string>): RuleCondition => {
      if (path.has(n.id)) throw new DiagramError(DIAGRAM_MESSAGES.structure, n.id);
      used.add(n.id);
      if (n.kind === 'source') return { field: n.data.signed ? 'signed' : 'service', value: n.data.service!.trim() };
      if (n.kind === 'classification') return { field: 'classification', value: n.data.classification!.trim() };
      const next = new Set(path).add(n.id);
      return { operator: n.data.operator!, conditions: inputs.get(n.id)!.map(i => conditionOf(i, next)) };
    };
    const condition = conditionOf(inputs.get(head.id)![0], new Set());
    return { id: `${meta.id}-${index + 1}`, formatVersion: POLICY_RULE_FORMAT_VERSION, condition, actions };
  });
  if (d.nodes.some(n => n.kind === 'action' && !seen.has(n.id))) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  // Every source, classification and condition must feed a rule.
  if (d.nodes.some(n => n.kind !== 'action' && !used.has(n.id))) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  return {
    id: meta.id,
    formatVersion: POLICY_RULE_FORMAT_VERSION,
    name: meta.name,
    description: meta.description ?? '',
    version: POLICY_RULE_VERSION,
    rules,
  };
}

/** A policy's diagram as its rule: several rules allowed, checked against what the node offers. */
export function policyDiagramToRule(d: ActionDiagram, meta: { id: string; name: string; description?: string }, context?: DiagramContext): PolicyRule {
  return diagramToRule(d, meta, { multiple: true, context });
}

const COLUMN_WIDTH = 220;
const ROW_HEIGHT = 80;

/**
 * The diagram a policy rule stands for (the way back): each condition leaf a source or classification node, each
 * operator a condition node, each rule's actions a chain, laid out in columns from the leaves to the actions. A rule
 * that is not a policy rule of format version 100 (a missing part, an unknown operator or field) is a DiagramError.
 */
export function ruleToDiagram(rule: PolicyRule): ActionDiagram {
  if (!rule || typeof rule !== 'object' || !Array.isArray(rule.rules) || rule.rules.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.structure);
  if (rule.formatVersion !== POLICY_RULE_FORMAT_VERSION) throw new DiagramError(DIAGRAM_MESSAGES.formatVersion);
  const nodes: DiagramNode[] = [];
  const links: DiagramLink[] = [];
  let row = 0;
  const add = (kind: DiagramNodeKind, data: DiagramNodeData, column: number, y: number): string => {
    const id = `n${nodes.length + 1}`;
    nodes.push({ id, kind, data, position: { x: 20 + column * COLUMN_WIDTH, y: 20 + y * ROW_HEIGHT } });
    return id;
  };
  const depth = (c: RuleCondition): number => ('field' in c ? 0 : 1 + Math.max(0, ...(Array.isArray(c.conditions) ? c.conditions.map(depth) : [0])));
  for (const entry of rule.rules) {
    if (!entry || typeof entry !== 'object' || !entry.condition || !Array.isArray(entry.actions) || entry.actions.length === 0)
      throw new DiagramError(DIAGRAM_MESSAGES.structure);
    if (entry.formatVersion !== POLICY_RULE_FORMAT_VERSION) throw new DiagramError(DIAGRAM_MESSAGES.formatVersion);
    const top = depth(entry.condition);
    const place = (c: RuleCondition, column: number): string => {
      if (!c || typeof c !== 'object') throw new DiagramError(DIAGRAM_MESSAGES.structure);
      if ('field' in c) {
        const y = row++;
        if (c.field === 'service' || c.field === 'signed') return add('source', { service: c.value, ...(c.field === 'signed' ? { signed: true } : {}) }, 0, y);
        if (c.field === 'classification') return add('classification', { classification: c.value }, 0, y);
        throw new DiagramError(DIAGRAM_MESSAGES.data);
      }
      if (!Array.isArray(c.conditions) || c.conditions.length === 0) throw new DiagramError(DIAGRAM_MESSAGES.structure);
      const first = row;
      const children = c.conditions.map(child => place(child, column - 1));
      const id = add('condition', { operator: c.operator }, column, (first + row - 1) / 2);
      for (const child of children) links.push({ id: `l-${child}-${id}`, source: child, target: id });
      return id;
    };
    const start = row;
    let previous = place(entry.condition, top);
    const y = (start + row - 1) / 2;
    entry.actions.forEach((a, i) => {
      const type = (typeof a === 'string' ? a : a?.type) as RuleAction;
      const targetName = typeof a === 'object' && a ? a.targetName : undefined;
      const id = add('action', { action: type, ...(targetName ? { targetName } : {}) }, top + 1 + i, y);
      links.push({ id: `l-${previous}-${id}`, source: previous, target: id });
      previous = id;
    });
  }
  return { nodes, links };
}

/** Checks a policy rule given as such (not drawn): it must be the rule of its own diagram. The rule as stored. */
export function validatePolicyRule(rule: PolicyRule, context?: DiagramContext): PolicyRule {
  const again = policyDiagramToRule(ruleToDiagram(rule), { id: String(rule.id ?? ''), name: String(rule.name ?? ''), description: rule.description }, context);
  return { ...again, id: text(rule.id) ? rule.id : again.id, version: text(rule.version) ? rule.version : POLICY_RULE_VERSION };
}

/** The WHERE text of a condition in the search language. */
export function conditionText(c: RuleCondition): string {
  if ('field' in c) return c.field === 'signed' ? `(service = ${quote(c.value)} AND signature IS NOT NULL)` : `${c.field} = ${quote(c.value)}`;
  const parts = c.conditions.map(conditionText);
  if (c.operator === 'Not') return `NOT (${parts[0]})`;
  return parts.length === 1 ? parts[0] : `(${parts.join(c.operator === 'And' ? ' AND ' : ' OR ')})`;
}

/** The statement selecting the files of a rule's condition (the first, or the index-th) on the node an action runs on. */
export function ruleStatement(rule: PolicyRule, index = 0): string {
  return `SELECT * FROM STORE(HOME) WHERE ${conditionText(rule.rules[index].condition)}`;
}

/** PID_POLICY (spec 001 §3 Policy): the sections of a node's policy; the actions section holds its rule. */
export const POLICY_PROPERTY = 'PID_POLICY';
export interface PolicySection<T> {
  values: T;
  inherited?: boolean;
  inheritedFrom?: string;
  inheritedValues?: T;
}
/** The actions section: the policy rule, and the diagram it was drawn as (a rule saved alone is drawn from itself). */
export interface PolicyActionsValues {
  rule: PolicyRule | null;
  diagram?: ActionDiagram;
}
/** The actions section as GET PID_POLICY answers it: the node's own values and what it would inherit. */
export interface PolicyActionsSection extends PolicySection<PolicyActionsValues> {
  inherited: boolean;
  /** The node above whose own rule is inherited (absent at the top, or when no node above has a rule). */
  inheritedFromName?: string;
  /** The rule in force on the node: inheritedValues when inherited, values otherwise. */
  effective: PolicyActionsValues;
}
export interface PolicyProperty {
  actions?: PolicyActionsSection;
  [section: string]: unknown;
}
/** What a save of PID_POLICY posts: the rule (or its diagram) of the node's own, and/or whether it follows the node above. */
export interface PolicyActionsWrite {
  actions: { values?: { rule: Partial<PolicyRule> | null; diagram?: ActionDiagram }; inherited?: boolean };
}
/** The actions section as kept on a node: values, whether it follows the node above, and who saved it. */
export interface StoredActionsSection {
  values: PolicyActionsValues;
  inherited: boolean;
  /** Whom the rule's file selection runs as (the user who saved it; a policy has no other owner). */
  savedBy?: { userObjectId: string; homeId: string; isRoot: boolean; userId: string; name: string };
}
export const NO_RULE: PolicyActionsValues = { rule: null };

/**
 * The actions section in force on the last node of chain (top first), as policy sections inherit (spec 001 §3: the
 * inherited flag decides whether inherited or own values are in force): a node with no section of its own follows
 * the node above; the top follows nothing. source names the node whose own section supplies the rule in force.
 */
export function resolveActionsSection(chain: readonly { id: string; name: string; section?: StoredActionsSection }[]): {
  answer: PolicyActionsSection;
  source: { id: string; section: StoredActionsSection } | null;
} {
  let above: { id: string; name: string; section: StoredActionsSection } | null = null;
  for (let i = 0; i < chain.length - 1; i++) {
    const s = chain[i].section;
    if (s && !s.inherited) above = { id: chain[i].id, name: chain[i].name, section: s };
  }
  const node = chain[chain.length - 1];
  const own = node?.section;
  const inherited = chain.length > 1 ? (own ? own.inherited : true) : false;
  const inheritedValues = above?.section.values ?? NO_RULE;
  const answer: PolicyActionsSection = {
    values: own?.values ?? NO_RULE,
    inherited,
    ...(above ? { inheritedFrom: above.id, inheritedFromName: above.name } : {}),
    inheritedValues,
    effective: inherited ? inheritedValues : (own?.values ?? NO_RULE),
  };
  const source = inherited ? (above ? { id: above.id, section: above.section } : null) : own ? { id: node.id, section: own } : null;
  return { answer, source };
}
/** The sections saved through PID_POLICY; the others have their own property (sources: PID_SOURCES, ...). */
export const POLICY_PROPERTY_SECTIONS = ['actions'] as const;
export const POLICY_PROPERTY_MESSAGES = {
  notObject: 'PID_POLICY must be an object of policy sections.',
  otherSection: (section: string) => `The ${section} section is not saved through PID_POLICY: only its actions section is (sources through PID_SOURCES).`,
  noValues: 'The actions section needs values: {rule} or {diagram}, or inherited: true.',
  topInherits: 'The top of the tree has no node above to inherit the policy rule from.',
} as const;
