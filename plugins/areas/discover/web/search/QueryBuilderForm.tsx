/**
 * The query builder (spec 001 §3 Builder value): a where rule tree on file fields and a which rule tree on content,
 * each with and/or groups nested at will; result columns and order. Shows the statement it stands for, or why a rule
 * cannot become one.
 */
import { useMemo } from 'react';
import { BuilderRuleError, builderToText, isGroup, type BuilderGroup, type BuilderRule, type QueryBuilder } from '@fathom/sdk/api/search/builder';
import { DEFAULT_COLUMNS } from '@fathom/sdk/api/search/columns';
import { parseStatement, printStatement } from '@fathom/sdk/api/search/index';
import type { OrderField } from '@fathom/sdk/api/search-wire';
import { COLUMN_CHOICES, newWhereRule, newWhichRule } from './builder-model';
import { RuleEditor } from './RuleEditor';

export interface BuilderValue {
  builder: QueryBuilder;
  columns: string[];
  order: OrderField[];
}

export function initialBuilder(): BuilderValue {
  return {
    builder: { whereQuery: { condition: 'and', rules: [newWhereRule()] }, whichQuery: { condition: 'and', rules: [] } },
    columns: [...DEFAULT_COLUMNS],
    order: [{ field: 'parentPath', direction: 'asc' }],
  };
}

/** The display-form statement of a builder value, or the reason it has none. */
export function builderStatement(value: BuilderValue, store: string): { text: string | null; error: string | null } {
  try {
    return {
      text: printStatement(parseStatement(builderToText(value.builder, { store, columns: value.columns, orderBy: value.order })), { form: 'display' }),
      error: null,
    };
  } catch (e) {
    return { text: null, error: e instanceof BuilderRuleError ? e.message : (e as Error).message };
  }
}

function GroupEditor({
  group,
  onChange,
  onRemove,
  content,
  depth,
  store,
}: {
  group: BuilderGroup;
  onChange(g: BuilderGroup): void;
  onRemove?(): void;
  content: boolean;
  depth: number;
  store: string;
}) {
  const setRule = (i: number, r: BuilderRule | BuilderGroup | null) => {
    const rules = [...group.rules];
    if (r === null) rules.splice(i, 1);
    else rules[i] = r;
    onChange({ ...group, rules });
  };
  return (
    <div className="fx-discover-group" data-testid={`builder-group-${content ? 'which' : 'where'}-${depth}`}>
      <div className="fx-discover-actions">
        <span role="group" aria-label="Condition" className="fx-discover-segs">
          {(['and', 'or'] as const).map(c => (
            <button
              key={c}
              type="button"
              className={`fx-discover-seg${group.condition === c ? ' is-active' : ''}`}
              aria-pressed={group.condition === c}
              onClick={() => onChange({ ...group, condition: c })}
            >
              {c.toUpperCase()}
            </button>
          ))}
        </span>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          onClick={() => onChange({ ...group, rules: [...group.rules, content ? newWhichRule() : newWhereRule()] })}
          data-testid={`add-rule-${content ? 'which' : 'where'}`}
        >
          + Rule
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          onClick={() =>
            onChange({
              ...group,
              rules: [...group.rules, { condition: group.condition === 'and' ? 'or' : 'and', rules: [content ? newWhichRule() : newWhereRule()] }],
            })
          }
        >
          + Group
        </button>
        {onRemove && (
          <button type="button" className="fx-icon-button" aria-label="Remove group" onClick={onRemove}>
            <i className="pi pi-trash" aria-hidden="true" />
          </button>
        )}
      </div>
      {group.rules.map((r, i) =>
        isGroup(r) ? (
          <GroupEditor key={i} group={r} content={content} depth={depth + 1} store={store} onChange={g => setRule(i, g)} onRemove={() => setRule(i, null)} />
        ) : (
          <RuleEditor key={i} rule={r} content={content} store={store} onChange={x => setRule(i, x)} onRemove={() => setRule(i, null)} />
        ),
      )}
    </div>
  );
}

export function QueryBuilderForm({ value, onChange, store }: { value: BuilderValue; onChange(v: BuilderValue): void; store: string }) {
  const preview = useMemo(() => builderStatement(value, store), [value, store]);
  const toggleColumn = (name: string) =>
    onChange({ ...value, columns: value.columns.includes(name) ? value.columns.filter(c => c !== name) : [...value.columns, name] });
  const order = value.order[0] ?? { field: 'parentPath', direction: 'asc' };
  return (
    <div className="fx-discover-builder" data-testid="query-builder">
      <strong>Where</strong>
      <GroupEditor
        group={value.builder.whereQuery}
        content={false}
        depth={0}
        store={store}
        onChange={g => onChange({ ...value, builder: { ...value.builder, whereQuery: g } })}
      />
      <strong>Which contain</strong>
      <GroupEditor
        group={value.builder.whichQuery}
        content
        depth={0}
        store={store}
        onChange={g => onChange({ ...value, builder: { ...value.builder, whichQuery: g } })}
      />
      <details>
        <summary>Columns and order</summary>
        <div className="fx-discover-actions" style={{ margin: '0.4rem 0' }}>
          {COLUMN_CHOICES.map(c => (
            <label key={c.name}>
              <input type="checkbox" checked={value.columns.includes(c.name)} onChange={() => toggleColumn(c.name)} /> {c.caption}
            </label>
          ))}
        </div>
        <div className="fx-discover-actions">
          <label>
            Order by{' '}
            <select value={order.field} onChange={e => onChange({ ...value, order: [{ ...order, field: e.target.value }] })} data-testid="builder-order-field">
              {COLUMN_CHOICES.map(c => (
                <option key={c.name} value={c.name}>
                  {c.caption}
                </option>
              ))}
            </select>
          </label>
          <select
            aria-label="Direction"
            value={order.direction}
            onChange={e => onChange({ ...value, order: [{ ...order, direction: e.target.value as 'asc' | 'desc' }] })}
          >
            <option value="asc">ascending</option>
            <option value="desc">descending</option>
          </select>
        </div>
      </details>
      {preview.text && (
        <code className="fx-discover-status" data-testid="builder-statement">
          {preview.text}
        </code>
      )}
      {preview.error && (
        <p className="fx-discover-status fx-discover-status--error" role="alert" data-testid="builder-error">
          {preview.error}
        </p>
      )}
    </div>
  );
}
