/** Helpers for rule tests: run one rule over a text and read back its hits. */
import type { ClassifierHit } from '../../../../../sdk/server';
import { runRule, type Rule } from '../engine/rule';

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
  'version 10.4.2.1', 'v1.2.3.4', 'release 4.18.2',
  'Order #100234 shipped', 'Invoice 2023-00042',
];
