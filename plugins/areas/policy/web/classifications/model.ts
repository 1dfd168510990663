/**
 * The classifications editor's pure logic: the PID_CLASSIFICATIONS answer, the draft section, the rows the
 * list shows, and the dialog's form (a flat And/Or condition over rules, or a custom regular expression)
 * turned into a PolicyClassification and checked with the shared sdk/api rules.
 */
import {
  DEFAULT_CLASSIFICATION_MIN_CONFIDENCE,
  cleanClassificationName,
  isRuleCondition,
  uniqueClassificationName,
  validateClassification,
  type ClassificationCondition,
  type PolicyClassification,
  type Reclassification,
  type RuleCondition,
} from '@fathom/sdk/api/classification';

import type { ClassificationsAnswer, ClassificationsSection, RuleOption } from '../../api';
export type { ClassificationsAnswer, ClassificationsSection, RuleOption };

export const CLASSIFICATIONS_SAVED = 'Changes saved';

/** What the console says after a save: saved, and whether files already scanned are being classified again. */
export function savedMessage(answer: Pick<ClassificationsAnswer, 'reclassification'> | undefined): string {
  const r = answer?.reclassification;
  if (!r || r.files === 0) return CLASSIFICATIONS_SAVED;
  const files = r.files === 1 ? '1 file' : `${r.files.toLocaleString('en-US')} files`;
  const tasks = r.taskIds.map(id => `#${id}`).join(', ');
  return `${CLASSIFICATIONS_SAVED}. ${files} already scanned ${r.files === 1 ? 'is' : 'are'} being classified again from ${r.files === 1 ? 'its' : 'their'} stored text (task${r.taskIds.length > 1 ? 's' : ''} ${tasks}).`;
}

export function sectionOf(answer: ClassificationsAnswer): ClassificationsSection {
  return { inherited: answer.inherited === true, values: Array.isArray(answer.values) ? answer.values : [] };
}

export function sameSection(a: ClassificationsSection, b: ClassificationsSection): boolean {
  return a.inherited === b.inherited && JSON.stringify(a.values) === JSON.stringify(b.values);
}

/**
 * Turning inheritance off on a node without its own list starts from a copy of the inherited classifications,
 * so nothing in force disappears until the user removes it.
 */
export function setInherited(draft: ClassificationsSection, inherited: boolean, inheritedValues: PolicyClassification[]): ClassificationsSection {
  if (!inherited && draft.values.length === 0) return { inherited, values: inheritedValues.map(c => JSON.parse(JSON.stringify(c)) as PolicyClassification) };
  return { ...draft, inherited };
}

export interface ClassificationRow {
  classification: PolicyClassification;
  /** Index in the draft's own values; null for an inherited row. */
  index: number | null;
  origin: 'built-in' | 'custom';
  inheritedFrom?: string;
}

/** The rows in force under the draft: the inherited ones (marked with their source) or the node's own. */
export function rowsInForce(draft: ClassificationsSection, answer: ClassificationsAnswer): ClassificationRow[] {
  const builtIn = new Set(answer.builtInNames ?? []);
  const origin = (c: PolicyClassification): ClassificationRow['origin'] => (builtIn.has(c.name) && !c.pattern ? 'built-in' : 'custom');
  if (draft.inherited)
    return (answer.inheritedValues ?? []).map(c => ({ classification: c, index: null, origin: origin(c), inheritedFrom: answer.inheritedFromName }));
  return draft.values.map((c, index) => ({ classification: c, index, origin: origin(c) }));
}

/** Adds or replaces one classification; the name is cleaned and, when taken by another, gets ' (copy)'. */
export function applyClassification(values: PolicyClassification[], item: PolicyClassification, index: number | null): PolicyClassification[] {
  const others = values.filter((_, i) => i !== index).map(c => c.name);
  const named = { ...item, name: uniqueClassificationName(item.name, others) };
  return index === null ? [...values, named] : values.map((c, i) => (i === index ? named : c));
}

export type ClassificationKind = 'rules' | 'pattern';
export interface RuleRow {
  rule: string;
  minConfidence: number | null;
}

/** What the dialog edits. A condition the form cannot show (nesting, Not, counts) is kept as it is. */
export interface ClassificationForm {
  name: string;
  description: string;
  kind: ClassificationKind;
  operator: 'And' | 'Or';
  rules: RuleRow[];
  /** The classification applies from this confidence on (0..1). */
  minConfidence: number;
  pattern: string;
  caseSensitive: boolean;
  /** Set when the condition is more than a flat And/Or of rules: it is saved unchanged. */
  keptCondition?: ClassificationCondition;
}

export function blankForm(kind: ClassificationKind = 'pattern'): ClassificationForm {
  return {
    name: '',
    description: '',
    kind,
    operator: 'Or',
    rules: [{ rule: '', minConfidence: null }],
    minConfidence: DEFAULT_CLASSIFICATION_MIN_CONFIDENCE,
    pattern: '',
    caseSensitive: false,
  };
}

/** A flat list of rule conditions under And/Or (a lone rule is an Or of one), or null. */
function flatRules(c: ClassificationCondition): { operator: 'And' | 'Or'; rules: RuleRow[] } | null {
  const row = (r: RuleCondition): RuleRow | null =>
    r.minCount === undefined || r.minCount === 1 ? { rule: r.rule, minConfidence: r.minConfidence ?? null } : null;
  if (isRuleCondition(c)) {
    const r = row(c);
    return r ? { operator: 'Or', rules: [r] } : null;
  }
  if (c.operator === 'Not') return null;
  const rows = c.conditions.map(x => (isRuleCondition(x) ? row(x) : null));
  return rows.every(Boolean) ? { operator: c.operator, rules: rows as RuleRow[] } : null;
}

export function formOf(c: PolicyClassification): ClassificationForm {
  const form = blankForm(c.pattern ? 'pattern' : 'rules');
  form.name = c.name;
  form.description = c.description ?? '';
  form.minConfidence = c.minConfidence ?? DEFAULT_CLASSIFICATION_MIN_CONFIDENCE;
  if (c.pattern) {
    form.pattern = c.pattern.pattern;
    form.caseSensitive = c.pattern.caseSensitive === true;
  }
  if (c.condition) {
    const flat = c.pattern ? null : flatRules(c.condition);
    if (flat) {
      form.operator = flat.operator;
      form.rules = flat.rules;
    } else form.keptCondition = c.condition;
  }
  return form;
}

export function classificationOf(form: ClassificationForm): PolicyClassification {
  const out: PolicyClassification = { name: cleanClassificationName(form.name), description: form.description.trim() };
  if (form.kind === 'pattern') {
    out.pattern = { pattern: form.pattern };
    if (form.caseSensitive) out.pattern.caseSensitive = true;
    if (form.keptCondition) out.condition = form.keptCondition;
  } else if (form.keptCondition) {
    out.condition = form.keptCondition;
  } else {
    const rules: RuleCondition[] = form.rules.map(r => (r.minConfidence === null ? { rule: r.rule } : { rule: r.rule, minConfidence: r.minConfidence }));
    out.condition = rules.length === 1 ? rules[0] : { operator: form.operator, conditions: rules };
  }
  if (form.minConfidence !== DEFAULT_CLASSIFICATION_MIN_CONFIDENCE) out.minConfidence = form.minConfidence;
  return out;
}

/** Field → message, from the shared rules (the pattern's own check runs live against the server). */
export function formErrors(form: ClassificationForm, knownRuleIds?: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.kind === 'rules' && !form.keptCondition && form.rules.length === 0) errors.rules = 'At least one condition is required.';
  for (const e of validateClassification(classificationOf(form), knownRuleIds?.length ? knownRuleIds : undefined)) {
    const m = /^condition(?:\.conditions\[(\d+)\])?\.(rule|minConfidence)$/.exec(e.field);
    const key = m ? `rules[${m[1] ?? 0}].${m[2]}` : e.field.startsWith('condition') ? 'rules' : e.field;
    if (!errors[key]) errors[key] = e.message;
  }
  return errors;
}

/** One line for the list: what makes a file fall under the classification. */
export function conditionSummary(c: PolicyClassification, ruleName: (id: string) => string): string {
  const parts: string[] = [];
  if (c.pattern) parts.push(`Matches /${c.pattern.pattern}/${c.pattern.caseSensitive ? '' : ' (any case)'}`);
  if (c.condition) parts.push(describe(c.condition, ruleName, true));
  if (c.minConfidence !== undefined) parts.push(`from ${Math.round(c.minConfidence * 100)}% confidence`);
  return parts.join('; ');
}

function describe(c: ClassificationCondition, ruleName: (id: string) => string, top = false): string {
  if (isRuleCondition(c)) {
    const extra = [c.minConfidence !== undefined ? `≥ ${Math.round(c.minConfidence * 100)}%` : '', c.minCount && c.minCount > 1 ? `× ${c.minCount}` : '']
      .filter(Boolean)
      .join(' ');
    return extra ? `${ruleName(c.rule)} (${extra})` : ruleName(c.rule);
  }
  if (c.operator === 'Not') return `not ${describe(c.condition, ruleName)}`;
  const inner = c.conditions.map(x => describe(x, ruleName)).join(c.operator === 'And' ? ' and ' : ', ');
  const text = c.operator === 'And' ? `All of: ${inner}` : `Any of: ${inner}`;
  return top ? text : `(${text})`;
}
