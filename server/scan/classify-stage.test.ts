import type { PolicyClassification } from '@fathom/sdk/api/classification';
import { Classifiers, defineServerPlugin, type Classifier, type ClassifierHit } from '@fathom/sdk/server';
import { BUILTIN_CLASSIFICATIONS } from '../classify/builtin';
import { openStore, type Store } from '../store/db';
import { BUILTIN_SOURCE_NAME, MAX_HITS_KEPT, PluginTextClassifier, resolveClassifications } from './classify-stage';

/** A stand-in classifier: each 'RULE=confidence' token in the text is a hit of RULE. */
const fake: Classifier = {
  id: 'fake',
  rules: ['US_SSN', 'US_PASSPORT', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'CREDIT_CARD'].map(id => ({
    id,
    name: `${id} rule`,
    description: id,
    category: 'PII' as const,
  })),
  classify(text) {
    const hits: ClassifierHit[] = [];
    for (const m of text.matchAll(/([A-Z_]{3,20})=(\d\.\d{1,2})/g))
      hits.push({ ruleId: m[1], start: m.index!, end: m.index! + m[0].length, text: m[0], confidence: Number(m[2]) });
    return hits;
  },
};
const plugins = [defineServerPlugin({ id: 'fake', register: r => r.contribute(Classifiers, fake) })];

const US: PolicyClassification = {
  name: 'U.S. Personal Data',
  description: '',
  condition: { operator: 'Or', conditions: [{ rule: 'US_SSN' }, { rule: 'US_PASSPORT' }] },
};
const PROJECT: PolicyClassification = { name: 'Project Falcon', description: 'Code names', pattern: { pattern: 'falcon-\\d{3}' } };
const sortRows = <T extends { classification: string; ruleId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.classification.localeCompare(b.classification) || a.ruleId.localeCompare(b.ruleId));

describe('PluginTextClassifier', () => {
  test('one row per classification and contributing rule, custom patterns by name, other rule hits under the rule name', () => {
    const c = new PluginTextClassifier(plugins, [US, PROJECT]);
    const out = c.classify('US_SSN=0.9 US_SSN=0.7 US_SSN=0.3 US_PASSPORT=0.4 EMAIL_ADDRESS=0.6 ref FALCON-123 and falcon-456');
    expect(sortRows(out.classifications!)).toEqual([
      { classification: 'EMAIL_ADDRESS rule', ruleId: 'EMAIL_ADDRESS', confidence: 0.6, hitCount: 1 },
      { classification: 'Project Falcon', ruleId: 'CUSTOM:Project Falcon', confidence: 0.8, hitCount: 2 },
      { classification: 'U.S. Personal Data', ruleId: 'US_SSN', confidence: 0.9, hitCount: 2 },
      // The passport hit is under the threshold (0.5): no row, neither in the classification nor under its rule name.
    ]);
    expect(out.hits!.find(h => h.ruleId === 'CUSTOM:Project Falcon')!.text).toBe('F********3');
  });

  test('an And that does not hold leaves its rule hits under their rule names; a bare Not holds with an empty rule id', () => {
    const both: PolicyClassification = {
      name: 'Both',
      description: '',
      condition: { operator: 'And', conditions: [{ rule: 'US_SSN' }, { rule: 'CREDIT_CARD' }] },
    };
    const clean: PolicyClassification = { name: 'No e-mail', description: '', condition: { operator: 'Not', condition: { rule: 'EMAIL_ADDRESS' } } };
    const c = new PluginTextClassifier(plugins, [both, clean]);
    expect(sortRows(c.classify('US_SSN=0.9').classifications!)).toEqual([
      { classification: 'No e-mail', ruleId: '', confidence: 1, hitCount: 0 },
      { classification: 'US_SSN rule', ruleId: 'US_SSN', confidence: 0.9, hitCount: 1 },
    ]);
    expect(sortRows(c.classify('US_SSN=0.9 CREDIT_CARD=0.8 EMAIL_ADDRESS=0.7').classifications!)).toEqual([
      { classification: 'Both', ruleId: 'CREDIT_CARD', confidence: 0.8, hitCount: 1 },
      { classification: 'Both', ruleId: 'US_SSN', confidence: 0.8, hitCount: 1 },
      { classification: 'EMAIL_ADDRESS rule', ruleId: 'EMAIL_ADDRESS', confidence: 0.7, hitCount: 1 },
    ]);
  });

  test('a rule hit behind no classification is recorded only from the policy threshold on, counting the hits that reach it', () => {
    const c = new PluginTextClassifier(plugins, [US]);
    expect(c.classify('EMAIL_ADDRESS=0.2 CREDIT_CARD=0.15').classifications).toEqual([]);
    expect(c.classify('EMAIL_ADDRESS=0.2 EMAIL_ADDRESS=0.6').classifications).toEqual([
      { classification: 'EMAIL_ADDRESS rule', ruleId: 'EMAIL_ADDRESS', confidence: 0.6, hitCount: 1 },
    ]);
    expect(c.classify('EMAIL_ADDRESS=0.2').hits!.map(h => h.ruleId)).toEqual(['EMAIL_ADDRESS']);
  });

  test('an And is reported no more certain than its weakest condition; an Or as its strongest', () => {
    const hr: PolicyClassification = {
      name: 'HR record',
      description: '',
      minConfidence: 0.4,
      condition: { operator: 'And', conditions: [{ rule: 'US_SSN', minConfidence: 0.4 }, { rule: 'EMAIL_ADDRESS' }] },
    };
    const c = new PluginTextClassifier(plugins, [hr, US]);
    const rows = c.classify('US_SSN=0.45 EMAIL_ADDRESS=1.0 US_PASSPORT=0.7').classifications!;
    const best = (name: string) => Math.max(...rows.filter(r => r.classification === name).map(r => r.confidence));
    expect(best('HR record')).toBe(0.45);
    expect(rows.filter(r => r.classification === 'HR record').map(r => r.confidence)).toEqual([0.45, 0.45]);
    expect(best('U.S. Personal Data')).toBe(0.7);
  });

  test('an Or records only the branches that held; the built-in classifications are the default', () => {
    const c = new PluginTextClassifier(plugins);
    const rows = c.classify('US_PASSPORT=0.7 PHONE_NUMBER=0.9').classifications!;
    expect(sortRows(rows).map(r => [r.classification, r.ruleId])).toEqual([
      ['Contact Information', 'PHONE_NUMBER'],
      ['U.S. Personal Data', 'US_PASSPORT'],
    ]);
  });

  test('keeps a bounded, masked sample of hits and drops a stored classification the engine cannot use', () => {
    const broken = { name: 'Broken', description: '', condition: { operator: 'Xor', conditions: [] } } as unknown as PolicyClassification;
    const c = new PluginTextClassifier(plugins, [broken, US]);
    const out = c.classify(Array.from({ length: 30 }, () => 'US_SSN=0.9').join(' '));
    expect(out.classifications).toEqual([{ classification: 'U.S. Personal Data', ruleId: 'US_SSN', confidence: 0.9, hitCount: 30 }]);
    expect(out.hits).toHaveLength(MAX_HITS_KEPT);
    expect(out.hits![0].text).toBe('U********9');
  });

  test('is empty without classifiers or custom patterns', () => {
    expect(new PluginTextClassifier([]).empty).toBe(true);
    expect(new PluginTextClassifier([], [PROJECT]).classify('falcon-001').classifications).toEqual([
      { classification: 'Project Falcon', ruleId: 'CUSTOM:Project Falcon', confidence: 0.8, hitCount: 1 },
    ]);
  });
});

describe('resolveClassifications', () => {
  let store: Store;
  const node = (id: string, path: string, name: string) =>
    store.db
      .insertInto('objects')
      .values({ object_id: id, parent_id: null, name, class_id: 'orgunit', tags: '{}', client_id: null, path_ids: path, created_at: 0, updated_at: 0 })
      .execute();
  const set = (id: string, value: unknown) =>
    store.db
      .insertInto('properties')
      .values({ object_id: id, property_id: 'PID_CLASSIFICATIONS', owner_id: '', value: JSON.stringify(value), updated_at: 0 })
      .execute();

  beforeEach(async () => {
    store = await openStore({ filename: ':memory:' });
    await node('top', '/top/', 'Platform');
    await node('mid', '/top/mid/', 'Org');
    await node('leaf', '/top/mid/leaf/', 'Box');
  });
  afterEach(() => store.close());

  test('the top node has the built-in classifications as its own; below, everything inherits them from it', () => {
    const top = resolveClassifications(store.sqlite, 'top');
    expect(top).toMatchObject({
      isTop: true,
      own: { inherited: false, values: BUILTIN_CLASSIFICATIONS },
      inheritedFrom: null,
      inheritedFromName: BUILTIN_SOURCE_NAME,
      effective: BUILTIN_CLASSIFICATIONS,
    });
    const leaf = resolveClassifications(store.sqlite, 'leaf');
    expect(leaf).toMatchObject({
      isTop: false,
      own: { inherited: true, values: [] },
      inheritedFrom: 'top',
      inheritedFromName: 'Platform',
      effective: BUILTIN_CLASSIFICATIONS,
    });
  });

  test("the nearest ancestor whose own values are in force is inherited; an inheriting ancestor's kept values are not", async () => {
    await set('top', { inherited: false, values: [US] });
    await set('mid', { inherited: true, values: [PROJECT] });
    expect(resolveClassifications(store.sqlite, 'leaf')).toMatchObject({ inheritedFrom: 'top', inheritedValues: [US], effective: [US] });
    await set('leaf', { inherited: false, values: [PROJECT] });
    expect(resolveClassifications(store.sqlite, 'leaf')).toMatchObject({
      own: { inherited: false, values: [PROJECT] },
      inheritedFrom: 'top',
      inheritedValues: [US],
      effective: [PROJECT],
    });
    await store.db
      .updateTable('properties')
      .set({ value: JSON.stringify({ inherited: false, values: [] }) })
      .where('object_id', '=', 'mid')
      .execute();
    expect(resolveClassifications(store.sqlite, 'leaf')).toMatchObject({
      inheritedFrom: 'mid',
      inheritedFromName: 'Org',
      inheritedValues: [],
      effective: [PROJECT],
    });
  });

  test('the top node inheriting means the built-in classifications; an unknown node resolves as a top node', async () => {
    await set('top', { inherited: true, values: [US] });
    expect(resolveClassifications(store.sqlite, 'leaf')).toMatchObject({
      inheritedFrom: null,
      inheritedFromName: BUILTIN_SOURCE_NAME,
      effective: BUILTIN_CLASSIFICATIONS,
    });
    expect(resolveClassifications(store.sqlite, 'nowhere')).toMatchObject({ isTop: true, effective: BUILTIN_CLASSIFICATIONS });
  });
});
