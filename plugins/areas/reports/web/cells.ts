/** How a report's values read: sizes and counts by the report's formats, dates as YYYY-MM-DD HH:mm:ss. */
import { formatDate } from '@fathom/sdk/api/format';
import type { SearchColumnInfo } from '@fathom/sdk/api/search-wire';
import { formatReportNumber, type ColumnFormat } from '../api';

const KNOWN_TYPES = new Set(['STRING', 'NUMBER', 'DATE']);

/** The first column the table cannot show (an unknown type, or a value that is not of its type), or null. */
export function unknownColumn(columns: readonly SearchColumnInfo[], objects: readonly Record<string, unknown>[]): string | null {
  for (const c of columns) {
    if (!KNOWN_TYPES.has(c.type)) return c.name;
    const bad = objects.some(o => {
      const v = o[c.name];
      if (v === null || v === undefined) return false;
      return c.type === 'STRING' ? typeof v === 'object' : typeof v !== 'number';
    });
    if (bad) return c.name;
  }
  return null;
}

export function cellText(value: unknown, column: SearchColumnInfo, format?: ColumnFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (format) return formatReportNumber(value, format);
    if (column.type === 'DATE') return formatDate(new Date(value * 1000), 'YYYY-MM-DD HH:mm:ss', { utc: true });
    return Number.isInteger(value) ? String(value) : value.toFixed(2);
  }
  return String(value);
}
