import type { PolicyClassification } from '@fathom/sdk/api/classification';
import {
  applyClassification,
  blankForm,
  classificationOf,
  conditionSummary,
  formErrors,
  formOf,
  rowsInForce,
  sameSection,
  savedMessage,
  setInherited,
  type ClassificationsAnswer,
} from './model';

const US: PolicyClassification = {
  name: 'U.S. Personal Data',
  description: 'US ids',
  condition: { operator: 'Or', conditions: [{ rule: 'US_SSN' }, { rule: 'US_PASSPORT', minConfidence: 0.7 }] },
};
const FALCON: PolicyClassification = { name: 'Project Falcon', description: '', pattern: { pattern: 'falcon-\\d{3}' } };
const answer = (over: Partial<ClassificationsAnswer> = {}): ClassificationsAnswer => ({
  inherited: true,
  values: [],
  inheritedFrom: 'o1',
  inheritedFromName: 'Demo',
  inheritedValues: [US],
  classifications: [US],
  isTop: false,
  builtInNames: [US.name],
  ...over,
});

describe('classifications model', () => {
  test('rows in force: inherited ones carry their source; own ones their index; built-in told from custom by name', () => {
    expect(rowsInForce({ inherited: true, values: [FALCON] }, answer())).toEqual([
      { classification: US, index: null, origin: 'built-in', inheritedFrom: 'Demo' },
    ]);
    expect(rowsInForce({ inherited: false, values: [US, FALCON] }, answer())).toEqual([
      { classification: US, index: 0, origin: 'built-in' },
      { classification: FALCON, index: 1, origin: 'custom' },
    ]);
  });

  test('turning inheritance off starts from a copy of the inherited list unless the node kept its own', () => {
    const off = setInherited({ inherited: true, values: [] }, false, [US]);
    expect(off).toEqual({ inherited: false, values: [US] });
    expect(off.values[0]).not.toBe(US);
    expect(setInherited({ inherited: true, values: [FALCON] }, false, [US])).toEqual({ inherited: false, values: [FALCON] });
    expect(setInherited({ inherited: false, values: [FALCON] }, true, [US])).toEqual({ inherited: true, values: [FALCON] });
    expect(sameSection({ inherited: false, values: [US] }, { inherited: false, values: [US] })).toBe(true);
    expect(sameSection({ inherited: true, values: [US] }, { inherited: false, values: [US] })).toBe(false);
  });

  test("adding a name that exists appends ' (copy)'; asterisk and colon are stripped; editing keeps its own name", () => {
    const added = applyClassification([US], { ...FALCON, name: 'U.S.: Personal* Data' }, null);
    expect(added.map(c => c.name)).toEqual(['U.S. Personal Data', 'U.S. Personal Data (copy)']);
    expect(applyClassification(added, { ...FALCON, name: 'U.S. Personal Data' }, null)[2].name).toBe('U.S. Personal Data (copy) (copy)');
    expect(applyClassification([US, FALCON], { ...US, description: 'changed' }, 0)).toEqual([{ ...US, description: 'changed' }, FALCON]);
  });

  test('the form round-trips flat conditions and patterns; nested ones are kept unchanged', () => {
    expect(classificationOf(formOf(US))).toEqual(US);
    expect(classificationOf(formOf(FALCON))).toEqual(FALCON);
    const nested: PolicyClassification = {
      name: 'N',
      description: '',
      condition: { operator: 'And', conditions: [{ rule: 'A' }, { operator: 'Not', condition: { rule: 'B' } }] },
      minConfidence: 0.8,
    };
    const form = formOf(nested);
    expect(form.keptCondition).toEqual(nested.condition);
    expect(classificationOf(form)).toEqual(nested);
    const single = { ...blankForm('rules'), name: ' One: ', rules: [{ rule: 'US_SSN', minConfidence: 0.9 }] };
    expect(classificationOf(single)).toEqual({ name: 'One', description: '', condition: { rule: 'US_SSN', minConfidence: 0.9 } });
  });

  test('form errors come from the shared rules, keyed by field and rule row', () => {
    expect(formErrors({ ...blankForm('pattern'), name: '*:' })).toMatchObject({
      name: 'Field is required.',
      'pattern.pattern': expect.stringContaining('InvalidPattern'),
    });
    expect(formErrors({ ...blankForm('pattern'), name: 'X', pattern: '(a+)+' })['pattern.pattern']).toMatch(/^UnsafePattern/);
    const rules = {
      ...blankForm('rules'),
      name: 'R',
      rules: [
        { rule: 'US_SSN', minConfidence: null },
        { rule: 'NOPE', minConfidence: null },
      ],
    };
    expect(formErrors(rules, ['US_SSN'])).toEqual({ 'rules[1].rule': 'Unknown rule NOPE.' });
    expect(formErrors({ ...rules, rules: [{ rule: '', minConfidence: null }] }, ['US_SSN'])).toEqual({ 'rules[0].rule': 'Field is required.' });
    expect(formErrors({ ...rules, rules: [] })).toEqual({ rules: 'At least one condition is required.' });
  });

  test('the summary names rules, thresholds and patterns', () => {
    const names = (id: string) => (({ US_SSN: 'Social Security number', US_PASSPORT: 'Passport' }) as Record<string, string>)[id] ?? id;
    expect(conditionSummary(US, names)).toBe('Any of: Social Security number, Passport (≥ 70%)');
    expect(conditionSummary(FALCON, names)).toBe('Matches /falcon-\\d{3}/ (any case)');
    expect(
      conditionSummary(
        {
          name: 'x',
          description: '',
          condition: {
            operator: 'And',
            conditions: [
              { rule: 'A', minCount: 3 },
              { operator: 'Not', condition: { rule: 'B' } },
            ],
          },
        },
        names,
      ),
    ).toBe('All of: A (× 3) and not B');
  });

  test('after a save the console says whether scanned files are being classified again', () => {
    expect(savedMessage(undefined)).toBe('Changes saved');
    expect(savedMessage({ reclassification: { files: 0, taskIds: [] } })).toBe('Changes saved');
    expect(savedMessage({ reclassification: { files: 1, taskIds: [7] } })).toBe(
      'Changes saved. 1 file already scanned is being classified again from its stored text (task #7).',
    );
    expect(savedMessage({ reclassification: { files: 1234, taskIds: [7, 8] } })).toBe(
      'Changes saved. 1,234 files already scanned are being classified again from their stored text (tasks #7, #8).',
    );
  });
});
