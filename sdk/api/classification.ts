/**
 * Policy classifications (spec 001 §3 Policy, §4 Policy editing): a named classification is a condition
 * over rule ids (And, Or, Not; a minimum confidence and count per rule) and/or a custom regular
 * expression. Shared by the console's policy editor and the server's classification engine.
 */

/** A rule must have at least minCount hits (default 1) with confidence at least minConfidence. */
export interface RuleCondition {
  rule: string;
  minConfidence?: number;
  minCount?: number;
}
export interface GroupCondition {
  operator: 'And' | 'Or';
  conditions: ClassificationCondition[];
}
export interface NotCondition {
  operator: 'Not';
  condition: ClassificationCondition;
}
export type ClassificationCondition = RuleCondition | GroupCondition | NotCondition;

/** A custom regular expression; its hits carry the rule id customRuleId(name). */
export interface CustomPattern {
  pattern: string;
  /** Default false: letters match in either case. */
  caseSensitive?: boolean;
  /** Confidence of each hit, default 0.8. */
  confidence?: number;
}

export interface PolicyClassification {
  name: string;
  description: string;
  /** Over rule ids, including customRuleId(name) when pattern is set. Without it: the pattern alone decides. */
  condition?: ClassificationCondition;
  pattern?: CustomPattern;
  /** The classification applies when its condition evaluates to at least this (default 0.5). */
  minConfidence?: number;
}

/**
 * What saving classifications set in motion: files already scanned are classified again from their stored text
 * by one 'reclassify' task per collector whose classifications in force changed.
 */
export interface Reclassification {
  files: number;
  taskIds: number[];
}

/** A classification that applied to a text: its confidence and the number of hits behind it. */
export interface ClassificationResult {
  name: string;
  confidence: number;
  count: number;
}

export const CLASSIFICATION_ERRORS = {
  invalidPattern: 'InvalidPattern',
  unsafePattern: 'UnsafePattern',
  invalidClassification: 'InvalidClassification',
} as const;

export const DEFAULT_CLASSIFICATION_MIN_CONFIDENCE = 0.5;

/** How figures state the threshold behind them: 'Confidence ≥ 50 %'. */
export function confidenceThresholdText(min: number = DEFAULT_CLASSIFICATION_MIN_CONFIDENCE): string {
  return `Confidence ≥ ${Math.round(min * 100)} %`;
}
export const DEFAULT_CUSTOM_CONFIDENCE = 0.8;
export const CLASSIFICATION_NAME_MAX = 256;
export const CLASSIFICATION_DESCRIPTION_MAX = 1024;
export const CUSTOM_PATTERN_MAX = 1000;
export const CONDITION_DEPTH_MAX = 8;
export const COPY_SUFFIX = ' (copy)';

export const CUSTOM_RULE_PREFIX = 'CUSTOM:';
export function customRuleId(classificationName: string): string {
  return `${CUSTOM_RULE_PREFIX}${classificationName}`;
}

/** Asterisk and colon are stripped from classification names (spec 001 §4); surrounding blanks too. */
export function cleanClassificationName(name: string): string {
  return String(name ?? '')
    .replace(/[*:]/g, '')
    .trim();
}

/** Adding a classification whose name already exists appends ' (copy)' (again, until the name is free). */
export function uniqueClassificationName(name: string, existing: readonly string[]): string {
  const taken = new Set(existing);
  let candidate = cleanClassificationName(name);
  while (taken.has(candidate)) candidate += COPY_SUFFIX;
  return candidate;
}

/** The list with item appended, its name cleaned and made unique. */
export function addClassification(list: readonly PolicyClassification[], item: PolicyClassification): PolicyClassification[] {
  return [
    ...list,
    {
      ...item,
      name: uniqueClassificationName(
        item.name,
        list.map(c => c.name),
      ),
    },
  ];
}

export function isRuleCondition(c: ClassificationCondition): c is RuleCondition {
  return typeof (c as RuleCondition).rule === 'string';
}

/** Every rule id the condition names. */
export function conditionRuleIds(c: ClassificationCondition | undefined): string[] {
  if (!c) return [];
  if (isRuleCondition(c)) return [c.rule];
  if (c.operator === 'Not') return conditionRuleIds(c.condition);
  return c.conditions.flatMap(conditionRuleIds);
}

export interface PatternProblem {
  name: 'InvalidPattern' | 'UnsafePattern';
  message: string;
}

/**
 * Checks a custom pattern's shape without running it: syntax, length, features the linear-time engine
 * does not offer (lookaround, backreferences), patterns that match empty text, and nested unbounded
 * quantifiers such as (a+)+ or (\w*x?)* that make backtracking engines run for minutes.
 */
export function checkCustomPattern(pattern: string): PatternProblem | null {
  if (typeof pattern !== 'string' || pattern.length === 0) return { name: 'InvalidPattern', message: 'Pattern is required.' };
  if (pattern.length > CUSTOM_PATTERN_MAX) return { name: 'InvalidPattern', message: `Pattern must be at most ${CUSTOM_PATTERN_MAX} characters.` };
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern, 'u');
  } catch (e) {
    return { name: 'InvalidPattern', message: `Pattern is not a valid regular expression: ${(e as Error).message}` };
  }
  if (/\(\?<?[=!]/.test(pattern)) return { name: 'InvalidPattern', message: 'Lookahead and lookbehind are not supported.' };
  if (/\\[1-9]|\\k</.test(pattern)) return { name: 'UnsafePattern', message: 'Backreferences are not supported.' };
  if (hasNestedUnboundedQuantifier(pattern))
    return { name: 'UnsafePattern', message: 'Pattern repeats a group that itself contains an unbounded repetition, e.g. (a+)+.' };
  if (compiled.test('')) return { name: 'InvalidPattern', message: 'Pattern matches empty text.' };
  return null;
}

/** Scans the pattern once, tracking per open group whether it contains an unbounded quantifier. */
function hasNestedUnboundedQuantifier(pattern: string): boolean {
  const stack: boolean[] = [false];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      continue;
    }
    if (ch === '(') {
      stack.push(false);
      continue;
    }
    const q = quantifierAt(pattern, i + 1);
    if (ch === ')') {
      const innerUnbounded = stack.pop() ?? false;
      if (innerUnbounded && q.repeats) return true;
      if (innerUnbounded || q.unbounded) stack[stack.length - 1] = true;
      i += q.length;
      continue;
    }
    if (ch === '+' || ch === '*' || (ch === '{' && /^\{\d+,\}/.test(pattern.slice(i)))) stack[stack.length - 1] = true;
  }
  return false;
}

/** The quantifier starting at i: its length, whether it is unbounded, whether it repeats more than once. */
function quantifierAt(p: string, i: number): { length: number; unbounded: boolean; repeats: boolean } {
  const ch = p[i];
  const lazy = (n: number) => (p[i + n] === '?' ? n + 1 : n);
  if (ch === '+' || ch === '*') return { length: lazy(1), unbounded: true, repeats: true };
  if (ch === '?') return { length: lazy(1), unbounded: false, repeats: false };
  const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i, i + 24));
  if (m) {
    const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
    return { length: lazy(m[0].length), unbounded: max === Infinity, repeats: max > 1 };
  }
  return { length: 0, unbounded: false, repeats: false };
}

export interface ClassificationFieldError {
  field: string;
  message: string;
}

/** Validates a classification as the editor and the server both see it; field paths like 'condition.conditions[0].rule'. */
export function validateClassification(c: PolicyClassification, knownRuleIds?: readonly string[]): ClassificationFieldError[] {
  const errors: ClassificationFieldError[] = [];
  const name = cleanClassificationName(c?.name as string);
  if (!name) errors.push({ field: 'name', message: 'Field is required.' });
  else if (name.length > CLASSIFICATION_NAME_MAX) errors.push({ field: 'name', message: `Field must be at most ${CLASSIFICATION_NAME_MAX} characters.` });
  if (c?.description !== undefined && typeof c.description !== 'string') errors.push({ field: 'description', message: 'Description must be text.' });
  else if ((c?.description ?? '').length > CLASSIFICATION_DESCRIPTION_MAX)
    errors.push({ field: 'description', message: `Field must be at most ${CLASSIFICATION_DESCRIPTION_MAX} characters.` });
  checkConfidence(errors, 'minConfidence', c?.minConfidence);
  if (!c?.condition && !c?.pattern) errors.push({ field: 'condition', message: 'A classification needs a condition or a pattern.' });
  if (c?.pattern) {
    const problem = checkCustomPattern(c.pattern.pattern);
    if (problem) errors.push({ field: 'pattern.pattern', message: `${problem.name}: ${problem.message}` });
    checkConfidence(errors, 'pattern.confidence', c.pattern.confidence);
  }
  if (c?.condition) {
    const known = knownRuleIds ? new Set([...knownRuleIds, ...(c.pattern ? [customRuleId(name)] : [])]) : undefined;
    checkCondition(errors, 'condition', c.condition, known, 1);
  }
  return errors;
}

function checkConfidence(errors: ClassificationFieldError[], field: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) errors.push({ field, message: 'Confidence must be a number from 0 to 1.' });
}

function checkCondition(errors: ClassificationFieldError[], field: string, c: ClassificationCondition, known: Set<string> | undefined, depth: number): void {
  if (depth > CONDITION_DEPTH_MAX) {
    errors.push({ field, message: `Conditions may be nested at most ${CONDITION_DEPTH_MAX} deep.` });
    return;
  }
  if (!c || typeof c !== 'object') {
    errors.push({ field, message: 'Field is required.' });
    return;
  }
  if (isRuleCondition(c)) {
    if (!c.rule.trim()) errors.push({ field: `${field}.rule`, message: 'Field is required.' });
    else if (known && !known.has(c.rule)) errors.push({ field: `${field}.rule`, message: `Unknown rule ${c.rule}.` });
    checkConfidence(errors, `${field}.minConfidence`, c.minConfidence);
    if (c.minCount !== undefined && !(Number.isInteger(c.minCount) && c.minCount >= 1))
      errors.push({ field: `${field}.minCount`, message: 'Count must be a whole number of at least 1.' });
    return;
  }
  if (c.operator === 'Not') {
    checkCondition(errors, `${field}.condition`, c.condition, known, depth + 1);
    return;
  }
  if (c.operator !== 'And' && c.operator !== 'Or') {
    errors.push({ field: `${field}.operator`, message: 'Operator must be And, Or or Not.' });
    return;
  }
  if (!Array.isArray(c.conditions) || c.conditions.length === 0) {
    errors.push({ field: `${field}.conditions`, message: 'At least one condition is required.' });
    return;
  }
  c.conditions.forEach((child, i) => checkCondition(errors, `${field}.conditions[${i}]`, child, known, depth + 1));
}

/** Classification endpoints under /server/api/v3 (spec 001 §7 lists them without details). */
export const CLASSIFICATION_PATHS = {
  /** POST { pattern, caseSensitive? } → { valid: true }, or the error InvalidPattern / UnsafePattern. */
  validateRegex: '/classifications/validateRegex',
  /**
   * POST ClassificationTestRequest → ClassificationTestAnswer: the classification lab. Classifies up to
   * MAX_TEST_SAMPLES sample files, and compares the node's indexed files (from their stored text) under the
   * classifications saved on the node and under the ones being edited. Needs 'get' and 'pol' on the node.
   */
  test: '/classifications/test',
  /**
   * GET { objectId } → { labels: ClassificationLabel[] }: the labels people gave a file (objectId e<id>).
   * POST ClassificationLabelRequest → { labels }: sets (present true/false) or clears (present null) one label.
   * Needs 'get' and 'pol' on the node owning the file.
   */
  labels: '/classifications/labels',
} as const;

/**
 * A person's verdict on one indexed file: it does (present) or does not hold what a classification (or a rule,
 * by the name results show) names. The lab measures the tried classifications against these verdicts.
 */
export interface ClassificationLabel {
  objectId: string;
  classification: string;
  present: boolean;
  labelledBy: string;
  labelledAt: number;
}
export interface ClassificationLabelRequest {
  objectId: string;
  classification: string;
  /** true: the file holds it; false: it does not (a false hit); null: forget the label. */
  present: boolean | null;
}
export const MAX_LABELS_PER_FILE = 100;
/** Labelled files a lab run reads (the most recently labelled first). */
export const MAX_LABELLED_FILES = 2000;

/** Spec 001 §9: a classification test takes up to 5 sample files. */
export const MAX_TEST_SAMPLES = 5;
/** A sample travels base64-encoded in a JSON body, one per request: 8 MB stays under the server's body limit. */
export const MAX_TEST_SAMPLE_BYTES = 8 * 1024 * 1024;
/** How many of the node's indexed files (the most recently scanned with stored text) a comparison reads. */
export const MAX_TEST_INDEXED_FILES = 2000;

export interface ClassificationTestSample {
  /** The file's name (its extension picks the extractor). */
  name: string;
  /** The file's bytes, base64. */
  content: string;
}
export interface ClassificationTestRequest {
  objectId: string;
  /** The classifications to try (the editor's draft); they need not be saved. */
  classifications: PolicyClassification[];
  samples?: ClassificationTestSample[];
  /** Compare the node's indexed files under the saved and the tried classifications. */
  indexed?: boolean;
  /** Measure the saved and the tried classifications on the files people labelled under the node. */
  labelled?: boolean;
  /** Each rule's figures on the labelled texts the classifiers ship, and what custom patterns match there. */
  corpus?: boolean;
}
/** One rule hit in a tested file: the matched text masked, with a little context (other hits in it masked too). */
export interface ClassificationTestHit {
  ruleId: string;
  ruleName: string;
  confidence: number;
  text: string;
  context: string;
}
export interface ClassificationTestFile {
  name: string;
  size: number;
  /** Why nothing could be classified: the extraction failure (Unsupported, Empty, Corrupt, ...) and its message. */
  error?: { name: string; message: string };
  extractor?: string;
  characters: number;
  /** The classifications that applied, best first. */
  classifications: ClassificationResult[];
  /** The rule hits, in text order (at most MAX_TEST_HITS). */
  hits: ClassificationTestHit[];
  /** Hits found in all (hits lists at most MAX_TEST_HITS of them). */
  hitCount: number;
}
export const MAX_TEST_HITS = 50;
/** An indexed file named in a comparison. */
export interface ClassificationTestEntry {
  objectId: string;
  name: string;
  path: string;
}
/** One classification's files among the compared ones, under the saved and the tried definitions. */
export interface ClassificationChange {
  name: string;
  /** Files it applies to under the saved classifications (0 for a new one). */
  before: number;
  /** Files it applies to under the tried classifications (0 for a deleted one). */
  after: number;
  /** Files found before and not after (at most 20 named). */
  lost: ClassificationTestEntry[];
  gained: ClassificationTestEntry[];
  /** True when the definition differs between the two lists (added, removed or edited). */
  edited: boolean;
}
export interface ClassificationIndexedComparison {
  /** Files compared: indexed files of the node and below with stored text (at most MAX_TEST_INDEXED_FILES). */
  files: number;
  /** Indexed files of the node and below in all (with or without text). */
  totalFiles: number;
  changes: ClassificationChange[];
}
/** Precision and recall against labels; null when nothing counts (no hit, or nothing that should be found). */
export interface LabelFigures {
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
}
/** One labelled classification under the saved and the tried definitions. */
export interface LabelledChange {
  name: string;
  /** Labelled files: how many hold it (present) and how many do not. */
  present: number;
  absent: number;
  before: LabelFigures;
  after: LabelFigures;
  /** Files that hold it, found before and not after (at most 20 named). */
  lost: ClassificationTestEntry[];
  /** Files labelled as not holding it, found after and not before. */
  falselyGained: ClassificationTestEntry[];
  /** Files that hold it and that the tried definition does not find (at most 20 named). */
  missed: ClassificationTestEntry[];
  edited: boolean;
}
export interface ClassificationLabelledComparison {
  /** Labelled files under the node with stored text, measured. */
  files: number;
  changes: LabelledChange[];
}
/** One rule's figures on a classifier's shipped labelled texts (hits of any confidence count). */
export interface RuleCorpusFigures {
  ruleId: string;
  ruleName: string;
  cases: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}
/** A custom pattern over the shipped texts: none is labelled for it, so every match is one to look at. */
export interface CustomPatternCorpusHits {
  classification: string;
  matched: number;
  /** Masked contexts of the first matches. */
  examples: string[];
}
/**
 * The built-in classifications, saved and tried, on the labelled documents the product ships (one or more per
 * format the extractors read); entries are the documents (objectId and name: the file; path: what it holds).
 * Classifications that no document holds and none is wrongly given are left out.
 */
export interface ClassificationDocumentsComparison extends ClassificationLabelledComparison {
  /** Documents that could not be read, with the reason. */
  failed: string[];
}
export interface ClassificationCorpusFigures {
  cases: number;
  rules: RuleCorpusFigures[];
  custom: CustomPatternCorpusHits[];
  documents: ClassificationDocumentsComparison;
}
export interface ClassificationTestAnswer {
  samples: ClassificationTestFile[];
  indexed: ClassificationIndexedComparison | null;
  labelled?: ClassificationLabelledComparison | null;
  corpus?: ClassificationCorpusFigures | null;
}
/** The figures of labels: precision tp/(tp+fp), recall tp/(tp+fn), null where the denominator is 0. */
export function labelFigures(tp: number, fp: number, fn: number): LabelFigures {
  return { tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : null, recall: tp + fn ? tp / (tp + fn) : null };
}
/** True when the tried definition is worse than the saved one on the labelled files (finds fewer right or more wrong). */
export function labelledWorse(c: LabelledChange): boolean {
  return c.edited && (c.lost.length > 0 || c.after.tp < c.before.tp || c.after.fp > c.before.fp);
}
/** Files an edit loses in all: the sum of what each edited classification stops finding. */
export function filesLost(changes: readonly ClassificationChange[]): number {
  return changes.filter(c => c.edited).reduce((n, c) => n + Math.max(0, c.before - c.after), 0);
}
/** A container node's policy classifications section {inherited, values}. */
export const CLASSIFICATIONS_PROPERTY = 'PID_CLASSIFICATIONS';
