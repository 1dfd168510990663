/**
 * The query builder's choices (spec 001 §3 Query, Operators, Date values): the fields a rule may test, the operators
 * each value type offers with their labels, and a default value per operator. The rule trees themselves and their
 * conversion to statements are sdk/api/search/builder.
 */
import { SEARCH_COLUMNS, type ValueType } from '@fathom/sdk/api/search/columns';
import type { BuilderOperator, BuilderRule, BuilderValue, DateValue } from '@fathom/sdk/api/search/builder';

export const WHERE_FIELDS = SEARCH_COLUMNS.filter(
  c =>
    ![
      'objectId',
      'instanceId',
      'classId',
      'winNativePath',
      'linNativePath',
      'dupKey',
      'signature',
      'applianceNodeObjectId',
      'ruleId',
      'storeSize',
      'storageCost',
      'retrievalCost',
      'retrievalTime',
    ].includes(c.name),
);
export const COLUMN_CHOICES = SEARCH_COLUMNS.filter(c => !['instanceId', 'signature', 'ruleId'].includes(c.name));

export const OPERATORS: Record<ValueType | 'content', { id: BuilderOperator; label: string }[]> = {
  string: [
    { id: 'like', label: 'matches (* ?)' },
    { id: 'notlike', label: 'does not match' },
    { id: 'equal', label: 'equals' },
    { id: 'notequal', label: 'does not equal' },
    { id: 'contains', label: 'contains' },
    { id: 'notcontains', label: 'does not contain' },
  ],
  number: [
    { id: 'equal', label: '=' },
    { id: 'notequal', label: '≠' },
    { id: 'less', label: '<' },
    { id: 'greater', label: '>' },
    { id: 'between', label: 'between' },
  ],
  boolean: [{ id: 'equal', label: 'is' }],
  date: [
    { id: 'on', label: 'on / within' },
    { id: 'less', label: 'before' },
    { id: 'greater', label: 'after' },
  ],
  content: [
    { id: 'contains', label: 'contains' },
    { id: 'notcontains', label: 'does not contain' },
    { id: 'phrase', label: 'phrase' },
    { id: 'notphrase', label: 'not phrase' },
    { id: 'near', label: 'near' },
    { id: 'notnear', label: 'not near' },
    { id: 'any', label: 'any of' },
    { id: 'notany', label: 'none of' },
    { id: 'all', label: 'all of' },
    { id: 'notall', label: 'not all of' },
  ],
};

export const RELATIVE_UNITS = ['days', 'weeks', 'months', 'years'] as const;

export function typeOfField(field: string): ValueType {
  return SEARCH_COLUMNS.find(c => c.name === field)?.type ?? 'string';
}

const today = () => new Date().toISOString().slice(0, 10);

export function defaultValue(type: ValueType | 'content', operator: BuilderOperator): BuilderValue {
  if (type === 'date') return { mode: 'Relative', first: 30, unit: 'days' } satisfies DateValue;
  if (type === 'number') return operator === 'between' ? { first: 0, second: 1024 } : 0;
  if (type === 'boolean') return false;
  if (type === 'content')
    return operator === 'near' || operator === 'notnear' ? { words: [], distance: 10 } : operator.endsWith('any') || operator.endsWith('all') ? [] : '';
  return '';
}

export function newWhereRule(): BuilderRule {
  return { field: 'name', operator: 'like', type: 'string', value: '' };
}
export function newWhichRule(): BuilderRule {
  return { field: 'content', operator: 'contains', type: 'content', value: '' };
}

/** A rule after its field or operator changed: operator and value kept when still valid. */
export function retype(rule: BuilderRule, patch: Partial<Pick<BuilderRule, 'field' | 'operator'>>): BuilderRule {
  const type: ValueType | 'content' = rule.type === 'content' ? 'content' : typeOfField(patch.field ?? rule.field);
  const ops = OPERATORS[type];
  const operator = patch.operator ?? (ops.some(o => o.id === rule.operator) && type === rule.type ? rule.operator : ops[0].id);
  const keep = type === rule.type && (operator === rule.operator || (type !== 'content' && type !== 'number'));
  return { field: patch.field ?? rule.field, type, operator, value: keep ? rule.value : defaultValue(type, operator) };
}

export { today };
