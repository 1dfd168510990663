/**
 * The report builder: columns for a list, or groupings with measures for a summary, conditions in the query
 * builder's rule shape, an order and a limit, turned into one statement of the search language (through the
 * sdk's builder for the conditions, so they mean what they mean in Discover). STORE(HOME): the node it runs on.
 */
import { builderToStatement, emptyGroup, findColumn, printStatement, type BuilderRule, type Expr, type SelectItem } from '@fathom/sdk/api/search';
import { REPORT_STORE, type BuilderMeasure, type ColumnFormat, type ReportBuilderValue, type ReportChart } from '../api';

export const MEASURE_FUNCTIONS = ['COUNT', 'SUM', 'AVG', 'MIN', 'MAX'] as const;

export function emptyBuilder(): ReportBuilderValue {
  return { columns: ['name', 'parentPath', 'size', 'modifyTime'], groupBy: [], measures: [{ fn: 'COUNT' }], where: emptyGroup() };
}

export function measureCaption(m: BuilderMeasure): string {
  if (m.caption) return m.caption;
  if (m.fn === 'COUNT') return 'Files';
  const caption = findColumn(m.column ?? '')?.caption ?? m.column ?? '';
  const word = { SUM: 'Total', AVG: 'Average', MIN: 'Lowest', MAX: 'Highest' }[m.fn];
  return `${word} ${caption.toLowerCase()}`;
}

const column = (name: string): Expr => ({ type: 'column', name });

function measureExpr(m: BuilderMeasure): Expr {
  if (m.fn === 'COUNT') return { type: 'call', name: 'COUNT', args: [], star: true };
  return { type: 'call', name: m.fn, args: [column(m.column ?? 'size')] };
}

/** The statement the builder's value stands for (display form); BuilderRuleError for a condition it cannot say. */
export function builderStatement(b: ReportBuilderValue): string {
  const grouped = b.groupBy.length > 0;
  const base = builderToStatement({ whereQuery: b.where, whichQuery: emptyGroup() }, { store: REPORT_STORE, columns: grouped ? b.groupBy : b.columns });
  const items: SelectItem[] = grouped
    ? [
        ...b.groupBy.map(g => ({ type: 'expr', expr: column(g), alias: findColumn(g)?.caption ?? g }) as SelectItem),
        ...b.measures.map(m => ({ type: 'expr', expr: measureExpr(m), alias: measureCaption(m) }) as SelectItem),
      ]
    : b.columns.length
      ? b.columns.map(c => ({ type: 'expr', expr: column(c), alias: findColumn(c)?.caption ?? c }) as SelectItem)
      : [{ type: 'star' }];
  const orderBy = b.orderBy
    ? [{ expr: { type: 'alias', name: b.orderBy.field } as Expr, direction: b.orderBy.direction }]
    : grouped
      ? b.groupBy.map((_, i) => ({ expr: { type: 'literal', value: i + 1 } as Expr, direction: 'asc' as const }))
      : [];
  const statement = { ...base, columns: items, groupBy: grouped ? b.groupBy.map(column) : [], orderBy, ...(b.limit ? { limit: b.limit } : {}) };
  return printStatement(statement, { form: 'display' });
}

/** Sizes read as sizes: a grouped size measure, or the size column itself. */
export function builderFormats(b: ReportBuilderValue): Record<string, ColumnFormat> {
  const out: Record<string, ColumnFormat> = {};
  for (const m of b.groupBy.length ? b.measures : [])
    if (m.fn !== 'COUNT' && (m.column === 'size' || m.column === 'storeSize')) out[measureCaption(m)] = 'size';
  if (!b.groupBy.length && b.columns.includes('size')) out[findColumn('size')!.caption] = 'size';
  return out;
}

/** A grouped report's chart: the first grouping by the first measure, stacked by a second grouping. */
export function builderChart(b: ReportBuilderValue): ReportChart | undefined {
  if (!b.groupBy.length || !b.measures.length) return undefined;
  const label = (g: string) => findColumn(g)?.caption ?? g;
  return {
    chartType: b.groupBy.length > 1 ? 'stackedBar' : 'verticalBar',
    labelColumn: label(b.groupBy[0]),
    valueColumn: measureCaption(b.measures[0]),
    ...(b.groupBy.length > 1 ? { seriesColumn: label(b.groupBy[1]) } : {}),
  };
}

/** A new condition on a field, with an operator and value its type takes. */
export function newRule(field: string): BuilderRule {
  const type = findColumn(field)?.type ?? 'string';
  if (type === 'number') return { field, type, operator: 'greater', value: 0 };
  if (type === 'date') return { field, type, operator: 'less', value: { mode: 'Relative', first: 1, unit: 'years' } };
  if (type === 'boolean') return { field, type, operator: 'equal', value: true };
  return { field, type, operator: 'like', value: '*' };
}
