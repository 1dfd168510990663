import type { Classifier, ClassifierHit } from '@fathom/sdk/server';
import { BUILTIN_CLASSIFICATIONS } from './builtin';
import { createClassificationEngine, preparePolicyClassifications } from './engine';
import { evaluate, indexHits } from './conditions';

/** A stand-in classifier: each 'RULE=confidence' token in the text is a hit of RULE. */
const fake: Classifier = {
  id: 'fake',
  rules: ['US_SSN', 'US_PASSPORT', 'UK_NINO', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'CREDIT_CARD', 'DE_TAX_ID'].map(id => ({
    id,
    name: id,
    description: `${id} rule`,
    category: 'PII' as const,
  })),
  classify(text, opts) {
    const hits: ClassifierHit[] = [];
    for (const m of text.matchAll(/([A-Z_]{3,20})=(\d\.\d{1,2})/g)) {
      if (opts?.ruleIds && !opts.ruleIds.includes(m[1])) continue;
      hits.push({ ruleId: m[1], start: m.index!, end: m.index! + m[0].length, text: m[0], confidence: Number(m[2]) });
    }
    return hits;
  },
};

const names = (text: string, engine = createClassificationEngine({ classifiers: [fake] })) => engine.classify(text).classifications.map(c => c.name);

describe('conditions', () => {
  const hits = indexHits([
    { ruleId: 'A', start: 0, end: 1, text: 'a', confidence: 0.9 },
    { ruleId: 'A', start: 2, end: 3, text: 'a', confidence: 0.4 },
    { ruleId: 'B', start: 4, end: 5, text: 'b', confidence: 0.6 },
  ]);
  test('a rule holds with enough hits at or above its minimum confidence', () => {
    expect(evaluate({ rule: 'A' }, hits, 0.5)).toEqual({ value: 0.9, count: 1 });
    expect(evaluate({ rule: 'A', minConfidence: 0.3 }, hits, 0.5)).toEqual({ value: 0.9, count: 2 });
    expect(evaluate({ rule: 'A', minCount: 2 }, hits, 0.5)).toEqual({ value: 0, count: 0 });
    expect(evaluate({ rule: 'C' }, hits, 0.5)).toEqual({ value: 0, count: 0 });
  });
  test('And takes the weakest part, Or the strongest, Not inverts', () => {
    expect(evaluate({ operator: 'And', conditions: [{ rule: 'A' }, { rule: 'B' }] }, hits, 0.5)).toEqual({ value: 0.6, count: 2 });
    expect(evaluate({ operator: 'And', conditions: [{ rule: 'A' }, { rule: 'C' }] }, hits, 0.5).value).toBe(0);
    expect(evaluate({ operator: 'Or', conditions: [{ rule: 'C' }, { rule: 'B' }] }, hits, 0.5)).toEqual({ value: 0.6, count: 1 });
    expect(evaluate({ operator: 'And', conditions: [{ rule: 'A' }, { operator: 'Not', condition: { rule: 'C' } }] }, hits, 0.5).value).toBe(0.9);
    expect(evaluate({ operator: 'Not', condition: { rule: 'B' } }, hits, 0.5).value).toBe(0);
  });
});

describe('classification engine', () => {
  test('built-in groups name the data found', () => {
    expect(names('US_SSN=0.85 EMAIL_ADDRESS=0.9')).toEqual(['U.S. Personal Data', 'Contact Information']);
    expect(names('UK_NINO=0.8 CREDIT_CARD=0.9 DE_TAX_ID=0.9')).toEqual(['U.K. Personal Data', 'EU Personal Data', 'Germany Personal Data', 'Financial Data']);
    expect(names('US_SSN=0.2 US_PASSPORT=0.1')).toEqual([]); // weak hits alone do not classify
  });

  test('a classification reports its confidence and hit count', () => {
    const engine = createClassificationEngine({ classifiers: [fake] });
    expect(engine.classify('US_SSN=0.85 US_SSN=0.6 US_PASSPORT=0.55 US_SSN=0.2').classifications).toEqual([
      { name: 'U.S. Personal Data', confidence: 0.85, count: 3 },
    ]);
  });

  test('policy classifications: And/Or/Not, minimum count, names cleaned', () => {
    const engine = createClassificationEngine({
      classifiers: [fake],
      classifications: [
        {
          name: '*Identity: and contact*',
          description: '',
          condition: {
            operator: 'And',
            conditions: [{ rule: 'US_SSN' }, { operator: 'Or', conditions: [{ rule: 'EMAIL_ADDRESS' }, { rule: 'PHONE_NUMBER' }] }],
          },
        },
        { name: 'Many e-mails', description: '', condition: { rule: 'EMAIL_ADDRESS', minCount: 3 } },
        { name: 'No cards', description: '', condition: { operator: 'Not', condition: { rule: 'CREDIT_CARD' } } },
      ],
    });
    expect(engine.classifications.map(c => c.name)).toEqual(['Identity and contact', 'Many e-mails', 'No cards']);
    expect(names('US_SSN=0.9 PHONE_NUMBER=0.7', engine)).toEqual(['Identity and contact', 'No cards']);
    expect(names('EMAIL_ADDRESS=0.9 EMAIL_ADDRESS=0.9 EMAIL_ADDRESS=0.9 CREDIT_CARD=0.9', engine)).toEqual(['Many e-mails']);
  });

  test('custom pattern classifications produce hits of their own rule and can be combined', () => {
    const engine = createClassificationEngine({
      classifiers: [fake],
      classifications: [
        { name: 'Project codes', description: 'Internal project codes', pattern: { pattern: 'PRJ-\\d{4}' } },
        {
          name: 'Project staff',
          description: '',
          pattern: { pattern: 'EMP-\\d{5}', confidence: 0.7 },
          condition: { operator: 'And', conditions: [{ rule: 'CUSTOM:Project staff', minCount: 2 }, { rule: 'EMAIL_ADDRESS' }] },
        },
      ],
    });
    expect(engine.rules.map(r => r.id)).toEqual(expect.arrayContaining(['CUSTOM:Project codes', 'CUSTOM:Project staff']));
    const out = engine.classify('PRJ-0042 EMP-12345 EMP-54321 EMAIL_ADDRESS=0.9');
    expect(out.hits.filter(h => h.ruleId.startsWith('CUSTOM:')).map(h => h.text)).toEqual(['PRJ-0042', 'EMP-12345', 'EMP-54321']);
    expect(out.classifications).toEqual([
      { name: 'Project codes', confidence: 0.8, count: 1 },
      { name: 'Project staff', confidence: 0.7, count: 3 },
    ]);
  });

  test('minConfidence filters hits; ruleIds limits the rules that run', () => {
    const engine = createClassificationEngine({
      classifiers: [fake],
      classifications: [{ name: 'Codes', description: '', pattern: { pattern: 'PRJ-\\d{4}' } }],
    });
    const text = 'US_SSN=0.3 EMAIL_ADDRESS=0.9 PRJ-0001';
    expect(engine.classify(text, { minConfidence: 0.5 }).hits.map(h => h.ruleId)).toEqual(['EMAIL_ADDRESS', 'CUSTOM:Codes']);
    expect(engine.classify(text, { ruleIds: ['US_SSN'] }).hits.map(h => h.ruleId)).toEqual(['US_SSN']);
    expect(engine.classify(text, { ruleIds: ['CUSTOM:Codes'] }).hits.map(h => h.ruleId)).toEqual(['CUSTOM:Codes']);
  });

  test('bad classifications are refused with named errors', () => {
    expect(() => createClassificationEngine({ classifiers: [fake], classifications: [{ name: 'X', description: '', pattern: { pattern: '(a' } }] })).toThrow(
      expect.objectContaining({ name: 'InvalidPattern' }),
    );
    expect(() =>
      createClassificationEngine({ classifiers: [fake], classifications: [{ name: 'X', description: '', pattern: { pattern: '(x+x+)+y' } }] }),
    ).toThrow(expect.objectContaining({ name: 'UnsafePattern' }));
    expect(() =>
      preparePolicyClassifications(
        [{ name: 'X', description: '', condition: { rule: 'NOPE' } }],
        fake.rules.map(r => r.id),
      ),
    ).toThrow(expect.objectContaining({ name: 'InvalidClassification', message: expect.stringContaining('Unknown rule NOPE') }));
    expect(() =>
      preparePolicyClassifications([
        { name: 'X', description: '', condition: { rule: 'US_SSN' } },
        { name: 'X:', description: '', condition: { rule: 'US_SSN' } },
      ]),
    ).toThrow(expect.objectContaining({ name: 'InvalidClassification' }));
  });

  test('built-in classification names are clean and unique', () => {
    const list = preparePolicyClassifications(BUILTIN_CLASSIFICATIONS);
    expect(list.map(c => c.name)).toEqual(BUILTIN_CLASSIFICATIONS.map(c => c.name));
    expect(list.map(c => c.name)).toEqual(
      expect.arrayContaining(['U.S. Personal Data', 'U.K. Personal Data', 'EU Personal Data', 'Financial Data', 'Contact Information']),
    );
  });
});
