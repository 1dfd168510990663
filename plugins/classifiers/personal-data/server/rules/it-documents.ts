/**
 * Italy: driving licence, passport and identity card numbers. None has a check character, so a bare value is only
 * a weak hit (below 0.5, where classifications start counting); a context word beside it makes it count.
 */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { digitRunAnchor, digitWordAnchor } from '../engine/anchors';
import { isHexDigest } from './digest';

/** One letter case throughout, as a document number is written (not 'Ab1234567'), and no hexadecimal digest. */
function oneCase(value: string): boolean {
  return (value === value.toUpperCase() || value === value.toLowerCase()) && !isHexDigest(value);
}

export const IT_DRIVER_LICENSE: Rule = {
  info: {
    id: 'IT_DRIVER_LICENSE',
    name: 'Italian driving licence number',
    description:
      'A patente di guida number: two letters, seven digits and a letter (paper and early card licences), or U1, seven characters without A, I, O, Q, V and a letter (the EU card). Counted only beside a word such as patente.',
    country: 'IT',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{2}\d{7}[A-Z]|U1[0-9BCDEFGHJKLMNPRSTUWXYZ]{7}[A-Z]`, 'i'),
  anchor: digitWordAnchor(10),
  base: 0.15,
  check: oneCase,
  context: [
    'patente',
    'patente di guida',
    'n. patente',
    'numero patente',
    'licenza',
    'licenza di guida',
    'license',
    'licence',
    'driving licence',
    'driving license',
    "driver's license",
    'driver license',
  ],
};

export const IT_PASSPORT: Rule = {
  info: {
    id: 'IT_PASSPORT',
    name: 'Italian passport number',
    description: 'A passaporto number: two letters and seven digits (YA1234567). Counted only beside a word such as passaporto or passport.',
    country: 'IT',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{2}\d{7}`, 'i'),
  anchor: digitWordAnchor(9),
  base: 0.15,
  check: oneCase,
  context: ['passaporto', 'n. passaporto', 'numero passaporto', 'numero di passaporto', 'passport', 'passport number', 'passport no'],
};

export const IT_IDENTITY_CARD: Rule = {
  info: {
    id: 'IT_IDENTITY_CARD',
    name: 'Italian identity card number',
    description:
      "A carta d'identità number: the paper card's two letters and seven digits (AA 1234567), the electronic card's seven digits and two letters (CIE 2.0) or two letters, five digits and two letters (CIE 3.0). Counted only beside a word such as carta d'identità or CIE.",
    country: 'IT',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{2} ?\d{7}|\d{7}[A-Z]{2}|[A-Z]{2}\d{5}[A-Z]{2}`, 'i'),
  // every layout holds a run of five or more digits, at most three characters in
  anchor: digitRunAnchor(5, 3, 10),
  base: 0.15,
  check: value => !isHexDigest(value),
  context: [
    "carta d'identità",
    "carta d'identita",
    'carta di identità',
    'carta identità',
    "carta d'identità elettronica",
    'cie',
    "documento d'identità",
    'documento di riconoscimento',
    'identity card',
    'id card',
  ],
};

export const IT_DOCUMENT_RULES = [IT_DRIVER_LICENSE, IT_PASSPORT, IT_IDENTITY_CARD];
