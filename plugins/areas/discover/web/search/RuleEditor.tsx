/** One builder rule: field, operator and a value editor for its type (text filters, numbers, dates Exact/Relative, words). */
import type { BuilderRule, DateValue, NearValue, RangeValue } from '@fathom/sdk/api/search/builder';
import { ClassificationThreshold, isClassificationColumn } from '../results/ClassificationThreshold';
import { OPERATORS, RELATIVE_UNITS, retype, today, WHERE_FIELDS } from './builder-model';

export interface RuleEditorProps {
  rule: BuilderRule;
  onChange(rule: BuilderRule): void;
  onRemove(): void;
  content: boolean;
  /** The node searched: a rule on a classification column states its threshold. */
  store: string;
}

const words = (v: unknown): string => (Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : '');
const splitWords = (t: string) =>
  t
    .split(/[\s,]+/)
    .map(w => w.trim())
    .filter(Boolean);

export function RuleEditor({ rule, onChange, onRemove, content, store }: RuleEditorProps) {
  const set = (value: BuilderRule['value']) => onChange({ ...rule, value });
  return (
    <div className="fx-discover-rule" data-testid="builder-rule">
      {!content && (
        <select aria-label="Field" value={rule.field} onChange={e => onChange(retype(rule, { field: e.target.value }))} data-testid="rule-field">
          {WHERE_FIELDS.map(c => (
            <option key={c.name} value={c.name}>
              {c.caption}
            </option>
          ))}
        </select>
      )}
      {content && <span>Content</span>}
      <select
        aria-label="Operator"
        value={rule.operator}
        onChange={e => onChange(retype(rule, { operator: e.target.value as BuilderRule['operator'] }))}
        data-testid="rule-operator"
      >
        {OPERATORS[rule.type].map(o => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <ValueEditor rule={rule} set={set} />
      <button type="button" className="fx-icon-button" aria-label="Remove rule" onClick={onRemove}>
        <i className="pi pi-trash" aria-hidden="true" />
      </button>
      {!content && isClassificationColumn(rule.field) && <ClassificationThreshold objectId={store} compact />}
    </div>
  );
}

function ValueEditor({ rule, set }: { rule: BuilderRule; set(v: BuilderRule['value']): void }) {
  const v = rule.value;
  switch (rule.type) {
    case 'number':
      if (rule.operator === 'between') {
        const r = (v as RangeValue) ?? { first: 0, second: 0 };
        return (
          <>
            <input type="number" aria-label="From" value={r.first} onChange={e => set({ ...r, first: Number(e.target.value) })} data-testid="rule-value" />
            <span>and</span>
            <input type="number" aria-label="To" value={r.second} onChange={e => set({ ...r, second: Number(e.target.value) })} />
          </>
        );
      }
      return (
        <input type="number" aria-label="Value" value={typeof v === 'number' ? v : 0} onChange={e => set(Number(e.target.value))} data-testid="rule-value" />
      );
    case 'boolean':
      return (
        <select aria-label="Value" value={String(v === true)} onChange={e => set(e.target.value === 'true')} data-testid="rule-value">
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'date': {
      const d = v as DateValue;
      const patch = (p: Partial<DateValue>) => set({ ...d, ...p });
      return (
        <>
          <select
            aria-label="Date mode"
            value={d.mode}
            onChange={e => set(e.target.value === 'Exact' ? { mode: 'Exact', first: today() } : { mode: 'Relative', first: 30, unit: 'days' })}
            data-testid="rule-date-mode"
          >
            <option value="Exact">Exact</option>
            <option value="Relative">Relative</option>
          </select>
          {d.mode === 'Exact' ? (
            <>
              <input type="date" aria-label="Date" value={String(d.first ?? '')} onChange={e => patch({ first: e.target.value })} data-testid="rule-value" />
              {rule.operator === 'on' && (
                <>
                  <span>to</span>
                  <input type="date" aria-label="Second date" value={String(d.second ?? '')} onChange={e => patch({ second: e.target.value || undefined })} />
                </>
              )}
            </>
          ) : (
            <>
              <span>last</span>
              <input
                type="number"
                min={1}
                aria-label="Amount"
                value={Number(d.first)}
                onChange={e => patch({ first: Math.max(1, Number(e.target.value) || 1) })}
                data-testid="rule-value"
              />
              <select aria-label="Unit" value={d.unit ?? 'days'} onChange={e => patch({ unit: e.target.value as DateValue['unit'] })} data-testid="rule-unit">
                {RELATIVE_UNITS.map(u => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </>
          )}
        </>
      );
    }
    case 'content': {
      if (rule.operator === 'near' || rule.operator === 'notnear') {
        const n = (v as NearValue) ?? { words: [] };
        return (
          <>
            <input
              aria-label="Words"
              placeholder="two or more words"
              value={n.words.join(' ')}
              onChange={e => set({ ...n, words: splitWords(e.target.value) })}
              data-testid="rule-value"
            />
            <span>within</span>
            <input
              type="number"
              min={1}
              aria-label="Distance"
              value={n.distance ?? 10}
              onChange={e => set({ ...n, distance: Math.max(1, Number(e.target.value) || 1) })}
            />
          </>
        );
      }
      if (/any|all/.test(rule.operator)) {
        return (
          <input
            aria-label="Words"
            placeholder="words separated by spaces"
            defaultValue={words(v)}
            onChange={e => set(splitWords(e.target.value))}
            data-testid="rule-value"
          />
        );
      }
      return (
        <input
          aria-label="Text"
          placeholder={rule.operator.includes('phrase') ? 'exact words' : 'a word; word* for a prefix'}
          value={String(v ?? '')}
          onChange={e => set(e.target.value)}
          data-testid="rule-value"
        />
      );
    }
    default:
      return (
        <input
          aria-label="Value"
          placeholder={rule.operator.includes('like') ? '* any characters, ? one character' : 'text'}
          value={String(v ?? '')}
          onChange={e => set(e.target.value)}
          data-testid="rule-value"
        />
      );
  }
}
