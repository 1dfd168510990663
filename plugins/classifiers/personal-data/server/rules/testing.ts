/** Helpers for rule tests: run one rule over a text and read back its hits. */
import type { ClassifierHit } from '@fathom/sdk/server';
import { CHECKSUM_WITH_CONTEXT, isVerified, runRule, type Rule } from '../engine/rule';

export function scan(rule: Rule, text: string): ClassifierHit[] {
  const out: ClassifierHit[] = [];
  runRule(rule, text, out);
  return out;
}

/** The matched values. */
export function found(rule: Rule, text: string): string[] {
  return scan(rule, text).map(h => h.text);
}

/** Confidence of the hit whose text is value (0 when the value is not found). */
export function confidence(rule: Rule, text: string, value: string): number {
  return scan(rule, text).find(h => h.text === value)?.confidence ?? 0;
}

/** Replaces the last digit with the next one (mod 10): a value whose check digit is wrong. */
export function breakLastDigit(value: string): string {
  const i = value.search(/\d(?=\D*$)/);
  return value.slice(0, i) + String((Number(value[i]) + 1) % 10) + value.slice(i + 1);
}

/** Number-like strings that no identifier rule may report at 0.5 or more without context. */
export const LOOKALIKES = [
  '550e8400-e29b-41d4-a716-446655440000', // UUID
  '2023-10-05T12:30:45.123Z', // ISO timestamp
  'version 10.4.2.1',
  'v1.2.3.4',
  'release 4.18.2',
  'Order #100234 shipped',
  'Invoice 2023-00042',
];

/** Published test vectors of one rule. */
export interface Vectors {
  rule: Rule;
  /** Words written before the value, as on a form ('SSN:'). */
  label: string;
  /** Valid numbers, in the formats people write them. */
  valid: string[];
  /** Wrong check digits, impossible dates, wrong lengths, mixed separators, reserved ranges. */
  invalid: string[];
  /** Valid values the rule reports only near a context word (a run of bare digits says too little alone). */
  withContextOnly?: string[];
  /**
   * The right shape with a check that fails (a mistyped or placeholder value): reported whole, but below 0.5
   * even after its label, so no classification counts it.
   */
  traces?: string[];
  /** Least confidence of a valid value after its label; CHECKSUM_WITH_CONTEXT when its check digit was verified. */
  withLabel?: number;
}

/**
 * One test per vector: a valid value is found whole after its label with the intended confidence, and in
 * plain text unless the rule needs a context word; an invalid one is not reported, with or without label.
 */
export function checkVectors(v: Vectors): void {
  const id = v.rule.info.id;
  test.each(v.valid)(`${id}: %s is found after its label`, value => {
    const hit = scan(v.rule, `${v.label} ${value}.`).find(h => h.text === value);
    const least = v.withLabel ?? (isVerified(v.rule, value) ? CHECKSUM_WITH_CONTEXT : 0.5);
    expect(hit?.confidence ?? 0).toBeGreaterThanOrEqual(least);
  });
  if (!v.rule.contextRequired) {
    test.each(v.valid)(`${id}: %s is found in plain text`, value => {
      expect(found(v.rule, `see ${value} below`)).toEqual([value]);
    });
  }
  if (v.withContextOnly?.length) {
    test.each(v.withContextOnly)(`${id}: %s is found after its label, and not alone`, value => {
      expect(scan(v.rule, `${v.label} ${value}.`).find(h => h.text === value)?.confidence ?? 0).toBeGreaterThanOrEqual(v.withLabel ?? 0.5);
      expect(found(v.rule, `see ${value} below`)).toEqual([]);
    });
  }
  if (v.traces?.length) {
    test.each(v.traces)(`${id}: %s is only a trace, even after its label`, value => {
      const hit = scan(v.rule, `${v.label} ${value}.`).find(h => h.text === value);
      expect(hit?.confidence ?? 0).toBeGreaterThan(0);
      expect(hit!.confidence).toBeLessThan(0.5);
    });
  }
  test.each(v.invalid)(`${id}: %s is not reported`, value => {
    expect(found(v.rule, `${v.label} ${value}.`)).toEqual([]);
    expect(found(v.rule, `see ${value} below`)).toEqual([]);
  });
}
