import {
  addClassification,
  checkCustomPattern,
  cleanClassificationName,
  conditionRuleIds,
  customRuleId,
  uniqueClassificationName,
  validateClassification,
  type PolicyClassification,
} from './classification';

describe('classification names (spec 001 §4)', () => {
  test('asterisk and colon are stripped', () => {
    expect(cleanClassificationName(' *U.S.: Personal Data* ')).toBe('U.S. Personal Data');
  });
  test('a duplicate name gets the suffix (copy), again while it is still taken', () => {
    expect(uniqueClassificationName('Finance', ['Finance'])).toBe('Finance (copy)');
    expect(uniqueClassificationName('Finance:', ['Finance', 'Finance (copy)'])).toBe('Finance (copy) (copy)');
    expect(uniqueClassificationName('Other', ['Finance'])).toBe('Other');
  });
  test('addClassification cleans and de-duplicates the new name', () => {
    const list: PolicyClassification[] = [{ name: 'PII', description: '', condition: { rule: 'US_SSN' } }];
    expect(addClassification(list, { name: '*PII*', description: 'x', condition: { rule: 'UK_NINO' } }).map(c => c.name)).toEqual(['PII', 'PII (copy)']);
  });
});

describe('custom patterns', () => {
  test('valid patterns pass', () => {
    expect(checkCustomPattern('PRJ-\\d{4}')).toBeNull();
    expect(checkCustomPattern('(?:ab|cd){1,3}x+')).toBeNull();
    expect(checkCustomPattern('[(+*]{2}z')).toBeNull();
  });
  test('syntax errors, empty matches and unsupported features are InvalidPattern', () => {
    expect(checkCustomPattern('(abc')?.name).toBe('InvalidPattern');
    expect(checkCustomPattern('')?.name).toBe('InvalidPattern');
    expect(checkCustomPattern('a*')?.name).toBe('InvalidPattern');
    expect(checkCustomPattern('(?=abc)abc')?.name).toBe('InvalidPattern');
    expect(checkCustomPattern('x'.repeat(1001))?.name).toBe('InvalidPattern');
  });
  test('nested unbounded quantifiers and backreferences are UnsafePattern', () => {
    for (const p of ['(a+)+b', '(a*)*b', '(\\w+\\s?)*$', '(?:x|y+){2,}z', '((ab)+c)+d', '(a+){2}b', '(a)\\1']) {
      expect({ p, name: checkCustomPattern(p)?.name }).toEqual({ p, name: 'UnsafePattern' });
    }
  });
});

describe('validateClassification', () => {
  const known = ['US_SSN', 'US_PASSPORT', 'EMAIL_ADDRESS'];
  test('a condition tree over known rules is valid', () => {
    const c: PolicyClassification = {
      name: 'U.S. Personal Data',
      description: 'US identifiers',
      condition: {
        operator: 'Or',
        conditions: [
          { rule: 'US_SSN', minConfidence: 0.6 },
          { operator: 'And', conditions: [{ rule: 'US_PASSPORT' }, { operator: 'Not', condition: { rule: 'EMAIL_ADDRESS', minCount: 2 } }] },
        ],
      },
    };
    expect(validateClassification(c, known)).toEqual([]);
    expect(conditionRuleIds(c.condition)).toEqual(['US_SSN', 'US_PASSPORT', 'EMAIL_ADDRESS']);
  });
  test('reports unknown rules, bad numbers, empty groups and a missing name with field paths', () => {
    const errors = validateClassification(
      {
        name: '**',
        description: '',
        minConfidence: 2,
        condition: { operator: 'And', conditions: [{ rule: 'NOPE' }, { rule: 'US_SSN', minCount: 0 }, { operator: 'Or', conditions: [] }] },
      },
      known,
    );
    expect(errors.map(e => e.field)).toEqual([
      'name',
      'minConfidence',
      'condition.conditions[0].rule',
      'condition.conditions[1].minCount',
      'condition.conditions[2].conditions',
    ]);
  });
  test('a pattern classification may refer to its own custom rule; a bad pattern names the problem', () => {
    expect(
      validateClassification(
        { name: 'Projects', description: '', pattern: { pattern: 'PRJ-\\d{4}' }, condition: { rule: customRuleId('Projects'), minCount: 3 } },
        known,
      ),
    ).toEqual([]);
    expect(validateClassification({ name: 'Bad', description: '', pattern: { pattern: '(a+)+' } })).toEqual([
      { field: 'pattern.pattern', message: expect.stringMatching(/^UnsafePattern: /) },
    ]);
    expect(validateClassification({ name: 'Nothing', description: '' })[0].field).toBe('condition');
  });
});
