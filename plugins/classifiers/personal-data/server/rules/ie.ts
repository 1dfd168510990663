/** Ireland: PPS number (seven digits, a mod-23 check letter and an optional second letter). */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { digitWordAnchor } from '../engine/anchors';

const LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Weights 8…2 over the digits; since 2013 the second letter (A for people, H for others) counts with weight 9.
 * Older numbers end in W, T or X, which the check ignores.
 */
export function isValidPps(input: string): boolean {
  const value = input.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (value.charCodeAt(i) - 48) * (8 - i);
  if (value.length === 9 && 'ABH'.includes(value[8])) sum += 9 * LETTERS.indexOf(value[8]);
  return LETTERS[sum % 23] === value[7];
}

export const IE_PPS: Rule = {
  info: {
    id: 'IE_PPS',
    name: 'Irish Personal Public Service number',
    description: 'A PPS number: seven digits, a mod-23 check letter and, since 2013, A (people) or H (others); older numbers may end in W, T or X.',
    country: 'IE',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{7}[A-W][ABHWTX]?`),
  anchor: digitWordAnchor(8, 9),
  base: 0.45,
  checksum: true,
  check: isValidPps,
  context: ['pps', 'ppsn', 'pps no', 'pps number', 'personal public service', 'personal public service number', 'uimhir pps'],
};

export const IE_RULES = [IE_PPS];
