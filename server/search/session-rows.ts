/**
 * Result rows as the wire and the export files show them: objects keyed by column name (plus objectId and classId of
 * the entry), CSV lines (RFC 4180, dates as 'YYYY-MM-DD HH:mm:ss' UTC) and JSON streams.
 *
 * - streamRows(cursor, columns, names, format, { offset, limit }): an async generator of text chunks.
 * - rowObject(row, at): one SearchObject.
 */
import type { SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { CLASS_KEY, ENTRY_KEY } from './session';
import type { RowCursor } from './session-cursor';

export interface RowLayout {
  columns: SearchColumnInfo[];
  at: number[];
  entryAt: number;
  classAt: number;
}

export function layoutOf(columns: SearchColumnInfo[], names: string[]): RowLayout {
  return { columns, at: columns.map(c => names.indexOf(c.name)), entryAt: names.indexOf(ENTRY_KEY), classAt: names.indexOf(CLASS_KEY) };
}

export function rowObject(row: unknown[], layout: RowLayout): SearchObject {
  const o: SearchObject = {};
  layout.columns.forEach((c, i) => {
    o[c.name] = row[layout.at[i]];
  });
  if (layout.entryAt >= 0) {
    o.objectId ??= `e${row[layout.entryAt]}`;
    o.classId ??= row[layout.classAt] as string;
  }
  return o;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' (UTC) of epoch seconds (spec 001 §9 date format). */
export function formatDate(epochSeconds: unknown): string {
  if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds)) return '';
  const d = new Date(epochSeconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A cell as text: dates formatted, null empty. */
export function cellText(value: unknown, column: SearchColumnInfo): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'DATE') return formatDate(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function csvField(text: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet: prefix a quote (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** Rows of a cursor from `offset`, at most `limit`, as CSV or JSON text chunks; the cursor is closed at the end. */
export async function* streamRows(
  cursor: RowCursor,
  columns: SearchColumnInfo[],
  format: 'csv' | 'json',
  range: { offset: number; limit?: number },
): AsyncGenerator<string> {
  try {
    const layout = layoutOf(columns, await cursor.columns());
    let skip = range.offset,
      left = range.limit ?? Infinity,
      count = 0;
    yield format === 'csv' ? csvLine(columns.map(c => c.caption || c.name)) : `{"columns":${JSON.stringify(columns)},"objects":[`;
    for (let batch; left > 0 && (batch = await cursor.next(1000));) {
      let rows = batch;
      if (skip > 0) {
        const n = Math.min(skip, rows.length);
        rows = rows.slice(n);
        skip -= n;
      }
      if (rows.length > left) rows = rows.slice(0, left);
      left -= rows.length;
      if (rows.length === 0) continue;
      const text =
        format === 'csv'
          ? rows.map(r => csvLine(columns.map((c, i) => cellText(r[layout.at[i]], c)))).join('')
          : rows.map((r, i) => `${count + i === 0 ? '' : ','}\n${JSON.stringify(rowObject(r, layout))}`).join('');
      count += rows.length;
      yield text;
    }
    if (format === 'json') yield `\n],"objectCount":${count}}\n`;
  } finally {
    cursor.close();
  }
}
