/**
 * Evaluates a classification's condition tree (And, Or, Not over rule ids) against the hits of one text.
 *
 * Confidence of a condition that holds:
 * - a rule: its best hit (among at least minCount hits at or above its minimum confidence);
 * - And: its weakest part: all of the parts cannot be more certain than the least certain of them;
 * - Or: its strongest part among those that hold;
 * - Not: 1 when its condition does not hold. An absence is not measured by degrees, so a Not is neutral
 *   inside an And (And(A, Not B) is as certain as A) and a bare Not classification holds at 1.
 * A classification applies when this value reaches its own threshold; the value is what the product reports.
 */
import { isRuleCondition, type ClassificationCondition } from '@fathom/sdk/api/classification';
import type { ClassifierHit } from '@fathom/sdk/server';

/** Per rule: the confidences of its hits, highest first. */
export type HitIndex = Map<string, number[]>;

export function indexHits(hits: readonly ClassifierHit[]): HitIndex {
  const index: HitIndex = new Map();
  for (const h of hits) {
    const list = index.get(h.ruleId);
    if (list) list.push(h.confidence);
    else index.set(h.ruleId, [h.confidence]);
  }
  for (const list of index.values()) list.sort((a, b) => b - a);
  return index;
}

/** value: 0 when the condition does not hold, else its confidence; count: the hits behind it. */
export interface Evaluation {
  value: number;
  count: number;
}

export function evaluate(c: ClassificationCondition, hits: HitIndex, defaultMinConfidence: number): Evaluation {
  if (isRuleCondition(c)) {
    const min = c.minConfidence ?? defaultMinConfidence;
    const confidences = hits.get(c.rule) ?? [];
    let count = 0;
    while (count < confidences.length && confidences[count] >= min) count++;
    return count >= (c.minCount ?? 1) ? { value: confidences[0], count } : { value: 0, count: 0 };
  }
  if (c.operator === 'Not') {
    return evaluate(c.condition, hits, defaultMinConfidence).value > 0 ? { value: 0, count: 0 } : { value: 1, count: 0 };
  }
  const parts = c.conditions.map(child => evaluate(child, hits, defaultMinConfidence));
  if (c.operator === 'And') {
    if (parts.some(p => p.value === 0)) return { value: 0, count: 0 };
    return { value: Math.min(...parts.map(p => p.value)), count: parts.reduce((s, p) => s + p.count, 0) };
  }
  const held = parts.filter(p => p.value > 0);
  if (held.length === 0) return { value: 0, count: 0 };
  return { value: Math.max(...held.map(p => p.value)), count: held.reduce((s, p) => s + p.count, 0) };
}
