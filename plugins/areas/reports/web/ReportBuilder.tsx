/** The builder: a list of files (columns) or a summary (groupings and measures), conditions, order and limit. */
import { SEARCH_COLUMNS, type BuilderRule, type DateValue } from '@fathom/sdk/api/search';
import type { BuilderMeasure, ReportBuilderValue } from '../api';
import { MEASURE_FUNCTIONS, measureCaption, newRule } from './builder-model';

const OPERATORS: Record<string, [string, string][]> = {
  string: [
    ['like', 'matches'],
    ['notlike', 'does not match'],
    ['equal', 'is'],
    ['notequal', 'is not'],
    ['contains', 'contains'],
  ],
  number: [
    ['greater', 'greater than'],
    ['less', 'less than'],
    ['equal', 'is'],
    ['notequal', 'is not'],
  ],
  date: [
    ['less', 'more than … years ago'],
    ['greater', 'within the last … years'],
  ],
  boolean: [['equal', 'is']],
};
const NUMBER_COLUMNS = SEARCH_COLUMNS.filter(c => c.type === 'number' || c.type === 'date');
const GROUPABLE = SEARCH_COLUMNS.filter(c => !['objectId', 'instanceId', 'classId', 'path', 'winNativePath', 'linNativePath'].includes(c.name));

function toggle(list: string[], name: string): string[] {
  return list.includes(name) ? list.filter(x => x !== name) : [...list, name];
}

function RuleValue({ rule, onChange }: { rule: BuilderRule; onChange(r: BuilderRule): void }) {
  if (rule.type === 'boolean')
    return (
      <select value={String(rule.value)} onChange={e => onChange({ ...rule, value: e.target.value === 'true' })} aria-label="Value">
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  if (rule.type === 'date') {
    const v = rule.value as DateValue;
    return (
      <input
        type="number"
        min={1}
        value={Number(v.first)}
        aria-label="Years"
        onChange={e => onChange({ ...rule, value: { ...v, first: Number(e.target.value) || 1 } })}
      />
    );
  }
  return (
    <input
      type={rule.type === 'number' ? 'number' : 'text'}
      value={String(rule.value)}
      aria-label="Value"
      data-testid="builder-rule-value"
      onChange={e => onChange({ ...rule, value: rule.type === 'number' ? Number(e.target.value) : e.target.value })}
    />
  );
}

export function ReportBuilder({ value, onChange }: { value: ReportBuilderValue; onChange(v: ReportBuilderValue): void }) {
  const summary = value.groupBy.length > 0;
  const rules = value.where.rules as BuilderRule[];
  const setRules = (next: BuilderRule[]) => onChange({ ...value, where: { ...value.where, rules: next } });
  const setMeasure = (i: number, m: BuilderMeasure) => onChange({ ...value, measures: value.measures.map((x, j) => (j === i ? m : x)) });
  const captions = summary
    ? [...value.groupBy.map(g => SEARCH_COLUMNS.find(c => c.name === g)?.caption ?? g), ...value.measures.map(measureCaption)]
    : value.columns.map(c => SEARCH_COLUMNS.find(x => x.name === c)?.caption ?? c);
  return (
    <div data-testid="report-builder">
      <div className="fx-reports-builder">
        <fieldset data-testid="builder-columns">
          <legend>Columns (list of files)</legend>
          {SEARCH_COLUMNS.map(c => (
            <label key={c.name}>
              <input
                type="checkbox"
                disabled={summary}
                checked={value.columns.includes(c.name)}
                onChange={() => onChange({ ...value, columns: toggle(value.columns, c.name) })}
              />{' '}
              {c.caption}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="builder-group">
          <legend>Group by (summary)</legend>
          {GROUPABLE.map(c => (
            <label key={c.name}>
              <input
                type="checkbox"
                checked={value.groupBy.includes(c.name)}
                onChange={() => onChange({ ...value, groupBy: toggle(value.groupBy, c.name), orderBy: undefined })}
                data-testid={`group-${c.name}`}
              />{' '}
              {c.caption}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="builder-measures">
          <legend>Measures of each group</legend>
          {value.measures.map((m, i) => (
            <div key={i} className="fx-reports-rule">
              <select
                value={m.fn}
                aria-label="Function"
                onChange={e => setMeasure(i, { ...m, fn: e.target.value as BuilderMeasure['fn'], caption: undefined })}
              >
                {MEASURE_FUNCTIONS.map(f => (
                  <option key={f}>{f}</option>
                ))}
              </select>
              {m.fn === 'COUNT' ? (
                <span>files</span>
              ) : (
                <select value={m.column ?? 'size'} aria-label="Of" onChange={e => setMeasure(i, { ...m, column: e.target.value, caption: undefined })}>
                  {NUMBER_COLUMNS.map(c => (
                    <option key={c.name} value={c.name}>
                      {c.caption}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className="fx-icon-button"
                aria-label="Remove measure"
                onClick={() => onChange({ ...value, measures: value.measures.filter((_, j) => j !== i) })}
              >
                <i className="pi pi-times" />
              </button>
            </div>
          ))}
          <button
            type="button"
            className="fx-button fx-button--secondary"
            onClick={() => onChange({ ...value, measures: [...value.measures, { fn: 'SUM', column: 'size' }] })}
            data-testid="builder-add-measure"
          >
            Add measure
          </button>
        </fieldset>
      </div>
      <h4 style={{ margin: '0.75rem 0 0.35rem' }}>Conditions (all must hold)</h4>
      {rules.map((r, i) => (
        <div key={i} className="fx-reports-rule" data-testid="builder-rule">
          <select value={r.field} aria-label="Field" onChange={e => setRules(rules.map((x, j) => (j === i ? newRule(e.target.value) : x)))}>
            {SEARCH_COLUMNS.map(c => (
              <option key={c.name} value={c.name}>
                {c.caption}
              </option>
            ))}
          </select>
          <select
            value={r.operator}
            aria-label="Operator"
            onChange={e => setRules(rules.map((x, j) => (j === i ? { ...x, operator: e.target.value as BuilderRule['operator'] } : x)))}
          >
            {(OPERATORS[r.type] ?? OPERATORS.string).map(([op, label]) => (
              <option key={op} value={op}>
                {label}
              </option>
            ))}
          </select>
          <RuleValue rule={r} onChange={next => setRules(rules.map((x, j) => (j === i ? next : x)))} />
          <button type="button" className="fx-icon-button" aria-label="Remove condition" onClick={() => setRules(rules.filter((_, j) => j !== i))}>
            <i className="pi pi-times" />
          </button>
        </div>
      ))}
      <div className="fx-reports-toolbar">
        <button type="button" className="fx-button fx-button--secondary" onClick={() => setRules([...rules, newRule('name')])} data-testid="builder-add-rule">
          Add condition
        </button>
        <label>
          Order by{' '}
          <select
            value={value.orderBy?.field ?? ''}
            onChange={e =>
              onChange({ ...value, orderBy: e.target.value ? { field: e.target.value, direction: value.orderBy?.direction ?? 'desc' } : undefined })
            }
            data-testid="builder-order"
          >
            <option value="">{summary ? 'the groupings' : 'none'}</option>
            {captions.map(c => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {value.orderBy ? (
          <select
            value={value.orderBy.direction}
            aria-label="Direction"
            onChange={e => onChange({ ...value, orderBy: { ...value.orderBy!, direction: e.target.value as 'asc' | 'desc' } })}
          >
            <option value="asc">ascending</option>
            <option value="desc">descending</option>
          </select>
        ) : null}
        <label>
          At most{' '}
          <input
            type="number"
            min={0}
            value={value.limit ?? ''}
            placeholder="all"
            style={{ width: '6rem' }}
            onChange={e => onChange({ ...value, limit: Number(e.target.value) > 0 ? Number(e.target.value) : undefined })}
          />{' '}
          rows
        </label>
      </div>
    </div>
  );
}
