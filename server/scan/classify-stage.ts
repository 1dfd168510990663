/**
 * Classification of extracted text during a scan: the classification engine runs the classifier plugins and
 * the custom patterns of the scanned node's policy, then evaluates the node's effective classifications.
 *
 * Rows written to idx_classifications, one per (file, classification name, rule id):
 * - each classification that applied gets one row per rule whose hits made its condition hold (the rule's
 *   best confidence, capped at the classification's confidence, and the number of its hits at or above the
 *   threshold), so `classification = 'U.S. Personal Data'` finds the file, `ruleId` still says why, and the
 *   best row of a classification carries the classification's confidence (see classify/conditions.ts);
 * - a classification that holds without any rule hit (e.g. a bare Not) gets one row with an empty rule id;
 * - rule hits that are behind no applied classification are recorded under the rule's own name (e.g.
 *   'E-mail address' when the policy has no classification using EMAIL_ADDRESS) when they reach the policy's
 *   default threshold (DEFAULT_CLASSIFICATION_MIN_CONFIDENCE), so every figure, widget and search counts a
 *   file at one threshold: a U.K. NHS number at 0.15 is not a file of 'U.K. NHS number' beside policy
 *   classifications that need 0.5. Weaker hits stay in the masked sample of hits.
 * A bounded sample of hits is kept for display, masked beyond its first and last characters.
 */
import type { IndexDb } from '../store/index-db';
import { read, runSteps, runStepsOnStore, type SqlSteps, type StoreLike } from '../store/sql-steps';
import {
  CLASSIFICATIONS_PROPERTY,
  isRuleCondition,
  customRuleId,
  DEFAULT_CLASSIFICATION_MIN_CONFIDENCE,
  type ClassificationCondition,
  type PolicyClassification,
} from '@fathom/sdk/api/classification';
import type { Classifier, ClassificationsSection, ResolvedClassifications, ServerPluginDefinition } from '@fathom/sdk/server';
import { builtInClassifications, classifiersOf } from '../plugins/contributions';
import { BUILTIN_CLASSIFICATIONS } from '../classify/builtin';
import { evaluate, indexHits, type HitIndex } from '../classify/conditions';
import { createClassificationEngine, type ClassificationEngine } from '../classify/engine';
import type { ContentResult } from '../index/writer';

export const MAX_HITS_KEPT = 20;
/** A rule hit behind no classification is recorded under the rule's name from this confidence on. */
export const RULE_ROW_MIN_CONFIDENCE = DEFAULT_CLASSIFICATION_MIN_CONFIDENCE;
export { CLASSIFICATIONS_PROPERTY };
/** What inheritedFromName says when the built-in classifications are in force. */
export const BUILTIN_SOURCE_NAME = 'Built-in classifications';

export function maskHit(text: string): string {
  if (text.length <= 2) return '*'.repeat(text.length);
  return text[0] + '*'.repeat(Math.min(text.length - 2, 64)) + text[text.length - 1];
}

export interface TextClassifier {
  classify(text: string): Pick<ContentResult, 'classifications' | 'hits'>;
}

type ClassificationRow = NonNullable<ContentResult['classifications']>[number];

/** The rules of condition c whose hits make it hold (none for a Not, only the branches that held for an Or). */
function contributingRules(c: ClassificationCondition, hits: HitIndex, threshold: number, out: Map<string, number>): void {
  if (isRuleCondition(c)) {
    if (evaluate(c, hits, threshold).value <= 0) return;
    const min = c.minConfidence ?? threshold;
    out.set(c.rule, Math.min(out.get(c.rule) ?? min, min));
    return;
  }
  if (c.operator === 'Not') return;
  for (const child of c.conditions) if (evaluate(child, hits, threshold).value > 0) contributingRules(child, hits, threshold, out);
}

export class PluginTextClassifier implements TextClassifier {
  private readonly engine: ClassificationEngine | null;
  private readonly ruleNames = new Map<string, string>();
  private readonly byName = new Map<string, PolicyClassification>();

  /** classifications: the node's effective policy classifications (default: the built-in ones). */
  constructor(plugins: ServerPluginDefinition[], classifications?: PolicyClassification[]) {
    const classifiers: Classifier[] = classifiersOf(plugins);
    const list = usableClassifications(classifiers, classifications ?? builtInClassifications(plugins));
    this.engine = classifiers.length === 0 && !list.some(c => c.pattern) ? null : createClassificationEngine({ classifiers, classifications: list });
    for (const r of this.engine?.rules ?? []) this.ruleNames.set(r.id, r.name);
    for (const c of this.engine?.classifications ?? []) this.byName.set(c.name, c);
  }

  get empty(): boolean {
    return this.engine === null;
  }

  classify(text: string): Pick<ContentResult, 'classifications' | 'hits'> {
    if (!this.engine) return { classifications: [], hits: [] };
    const outcome = this.engine.classify(text);
    const index = indexHits(outcome.hits);
    const rows: ClassificationRow[] = [];
    const covered = new Set<string>();
    for (const result of outcome.classifications) {
      const c = this.byName.get(result.name)!;
      const threshold = c.minConfidence ?? DEFAULT_CLASSIFICATION_MIN_CONFIDENCE;
      const rules = new Map<string, number>();
      contributingRules(c.condition ?? { rule: customRuleId(c.name), minConfidence: 0 }, index, threshold, rules);
      if (rules.size === 0) rows.push({ classification: c.name, ruleId: '', confidence: result.confidence, hitCount: result.count });
      for (const [ruleId, min] of rules) {
        const confidences = index.get(ruleId)!;
        // A row's confidence never exceeds its classification's: MAX(confidence) per classification, which every
        // figure and search reads, then is the classification's own (an And is as certain as its weakest part).
        rows.push({
          classification: c.name,
          ruleId,
          confidence: Math.min(confidences[0], result.confidence),
          hitCount: confidences.filter(x => x >= min).length,
        });
        covered.add(ruleId);
      }
    }
    for (const [ruleId, confidences] of index) {
      // One threshold for every figure: a rule's own row needs what a classification needs by default.
      const counted = confidences.filter(x => x >= RULE_ROW_MIN_CONFIDENCE).length;
      if (!covered.has(ruleId) && counted > 0)
        rows.push({ classification: this.ruleNames.get(ruleId) ?? ruleId, ruleId, confidence: confidences[0], hitCount: counted });
    }
    const hits = outcome.hits
      .slice(0, MAX_HITS_KEPT)
      .map(h => ({ ruleId: h.ruleId, start: h.start, end: h.end, text: maskHit(h.text), confidence: h.confidence }));
    return { classifications: rows, hits };
  }
}

/**
 * The classifications an engine accepts. They were validated when saved, but a plugin may have been removed
 * since; one bad entry then drops out instead of failing every scan of the node.
 */
function usableClassifications(classifiers: Classifier[], list: PolicyClassification[]): PolicyClassification[] {
  try {
    createClassificationEngine({ classifiers: [], classifications: list });
    return list;
  } catch {
    return list
      .filter(c => {
        try {
          createClassificationEngine({ classifiers: [], classifications: [c] });
          return true;
        } catch {
          return false;
        }
      })
      .filter((c, i, all) => all.findIndex(o => o.name === c.name) === i);
  }
}

/** A node's own classifications section (spec 001 §3 Policy) and its resolution: the plugin contract's shapes (sdk/server). */
export type { ClassificationsSection, ResolvedClassifications };

/** Defaults: the top node has the built-in classifications as its own values; every other node inherits. */
function defaultSection(isTop: boolean, builtIn: readonly PolicyClassification[]): ClassificationsSection {
  return isTop ? { inherited: false, values: [...builtIn] } : { inherited: true, values: [] };
}

export function parseSection(raw: unknown, isTop: boolean, builtIn: readonly PolicyClassification[] = BUILTIN_CLASSIFICATIONS): ClassificationsSection {
  if (!raw || typeof raw !== 'object') return defaultSection(isTop, builtIn);
  const s = raw as Partial<ClassificationsSection>;
  return { inherited: s.inherited === true, values: Array.isArray(s.values) ? s.values : [] };
}

/**
 * Resolves a node's classifications down its ancestry (path_ids '/a/b/self/'), one rule for a scan thread
 * (resolveClassifications: its IndexDb, synchronously) and the API thread (resolveClassificationsOf: the store,
 * either dialect). builtIn: the core's built-in classifications and those server plugins contribute
 * (builtInClassifications).
 */
export function resolveClassifications(
  db: IndexDb,
  nodeId: string,
  builtIn: readonly PolicyClassification[] = BUILTIN_CLASSIFICATIONS,
): ResolvedClassifications {
  return runSteps(db, resolving(nodeId, builtIn));
}

export function resolveClassificationsOf(
  store: StoreLike,
  nodeId: string,
  builtIn: readonly PolicyClassification[] = BUILTIN_CLASSIFICATIONS,
): Promise<ResolvedClassifications> {
  return runStepsOnStore(store, () => resolving(nodeId, builtIn));
}

function* resolving(nodeId: string, builtIn: readonly PolicyClassification[]): SqlSteps<ResolvedClassifications> {
  const [row] = (yield read('SELECT path_ids FROM objects WHERE object_id = ?', nodeId)) as { path_ids: string }[];
  const chain = row ? row.path_ids.split('/').filter(Boolean) : [nodeId];
  if (chain[chain.length - 1] !== nodeId) chain.push(nodeId);
  const marks = chain.map(() => '?').join(',');
  const properties = (yield read(
    `SELECT object_id, value FROM properties WHERE property_id = ? AND owner_id = '' AND object_id IN (${marks})`,
    CLASSIFICATIONS_PROPERTY,
    ...chain,
  )) as { object_id: string; value: string }[];
  const stored = new Map(properties.map(r => [r.object_id, JSON.parse(r.value) as unknown]));
  const objects = (yield read(`SELECT object_id, name FROM objects WHERE object_id IN (${marks})`, ...chain)) as { object_id: string; name: string }[];
  const names = new Map(objects.map(r => [r.object_id, r.name]));
  let from: string | null = null;
  let effective: PolicyClassification[] = [...builtIn];
  for (let i = 0; ; i++) {
    const id = chain[i];
    const own = parseSection(stored.get(id), i === 0, builtIn);
    const inheritedFrom = from;
    const inheritedValues = effective;
    if (!own.inherited) {
      from = id;
      effective = own.values;
    }
    if (i === chain.length - 1) {
      return {
        own,
        isTop: i === 0,
        inheritedFrom,
        inheritedValues,
        effective,
        inheritedFromName: inheritedFrom === null ? BUILTIN_SOURCE_NAME : (names.get(inheritedFrom) ?? inheritedFrom),
      };
    }
  }
}
