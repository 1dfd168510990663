/** Ukraine: РНОКПП, the taxpayer registration number of a person (ten digits, mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Weights -1,5,7,9,4,6,10,5,7; the check is Σ mod 11 mod 10. */
export function isValidRntrc(digits: string): boolean {
  if (digits.length !== 10 || isRepeated(digits)) return false;
  const sum = weightedSum(digits, [-1, 5, 7, 9, 4, 6, 10, 5, 7]);
  return (((sum % 11) + 11) % 11) % 10 === Number(digits[9]);
}

export const UA_RNTRC: Rule = {
  info: {
    id: 'UA_RNTRC',
    name: 'Ukrainian taxpayer number (РНОКПП)',
    description:
      'A реєстраційний номер облікової картки платника податків: ten digits (the first five count days since 31.12.1899) and a mod-11 check digit; only near a tax-number word.',
    country: 'UA',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{10}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: isValidRntrc,
  context: ['рнокпп', 'іпн', 'ідентифікаційний код', 'ідентифікаційний номер', 'реєстраційний номер облікової картки', 'ukrainian tax number', 'rntrc'],
};

export const UA_RULES = [UA_RNTRC];
