/** The personal-data classifier: runs every rule (or a chosen subset) over a text; rules with an anchor look only around it. */
import type { CountryCode } from 'libphonenumber-js';
import type { Classifier, ClassifierHit } from '@fathom/sdk/server';
import { runRule, type Rule } from './engine/rule';
import type { RuleInfo } from '@fathom/sdk/server';
import { makePhoneRule } from './rules/contact';
import { ALL_RULES } from './rules';
import { PRESIDIO_CASES } from './eval/presidio-cases';
import { NAME_CASES } from './eval/names-cases';
import { NAME_HELDOUT_CASES } from './eval/names-heldout-cases';
import { NRP_CASES } from './eval/nrp-cases';
import { NRP_HELDOUT_CASES } from './eval/nrp-heldout-cases';
import { NAME_RULES } from './rules/names';
import { NRP } from './rules/nrp';
import { DATE_TIME } from './rules/date-time';

export interface PersonalDataOptions {
  /** Regions tried for telephone numbers written without a '+' country code. */
  phoneRegions?: CountryCode[];
  /** Upper bound on hits per rule per text, so a file full of numbers cannot exhaust memory. */
  maxHitsPerRule?: number;
}

export const DEFAULT_MAX_HITS_PER_RULE = 10_000;

export function createPersonalDataClassifier(options: PersonalDataOptions = {}): Classifier {
  const rules: Rule[] = ALL_RULES.map(r => (r.info.id === 'PHONE_NUMBER' && options.phoneRegions ? makePhoneRule(options.phoneRegions) : r));
  const byId = new Map(rules.map(r => [r.info.id, r]));
  const labels = foreignLabelsOf(rules);
  const maxHits = options.maxHitsPerRule ?? DEFAULT_MAX_HITS_PER_RULE;
  return {
    id: 'personal-data',
    rules: rules.map(r => r.info),
    classify(text, opts) {
      const selected = opts?.ruleIds ? opts.ruleIds.map(id => byId.get(id)).filter((r): r is Rule => !!r) : rules;
      const hits: ClassifierHit[] = [];
      const anchors = new Map(); // anchor scans shared by the rules
      for (const rule of selected) runRule(rule, text, hits, maxHits, { anchors, foreignLabels: labels.get(rule) });
      return hits.sort((a, b) => a.start - b.start || b.end - a.end || a.ruleId.localeCompare(b.ruleId));
    },
    labelledCases: () => [...PRESIDIO_CASES, ...NAME_CASES, ...NAME_HELDOUT_CASES, ...NRP_CASES, ...NRP_HELDOUT_CASES],
  };
}

/** Rules whose context words name a kind of identifier, so a value labelled with them is that identifier. */
const IDENTIFIER_CATEGORIES: readonly RuleInfo['category'][] = ['Government ID', 'Financial', 'Health'];

/** Rules that read words and dates, not numbers of identity. */
const WORD_RULES: readonly Rule[] = [...NAME_RULES, NRP, DATE_TIME];

/**
 * Per rule: the identifier labels of the other rules that are not among its own context words. Names, places, groups
 * and dates have none: a label such as 'Address:' or 'Patient:' says what the number after it is, not whether a word
 * is a name or a date is a date.
 */
function foreignLabelsOf(rules: readonly Rule[]): Map<Rule, string[]> {
  const identifierWords = new Set(rules.filter(r => IDENTIFIER_CATEGORIES.includes(r.info.category)).flatMap(r => r.context));
  return new Map(
    rules.map(r => {
      const own = new Set(r.context);
      return [r, WORD_RULES.includes(r) ? [] : [...identifierWords].filter(w => !own.has(w))];
    }),
  );
}
