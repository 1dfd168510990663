/**
 * The table of a PDF export laid out in characters (spec 001 §9: a line holds 93 characters in portrait, 159 in
 * landscape). Columns share the line by their content: a column of short values keeps what it needs and the rest
 * goes to the long ones (paths), which wrap at their separators instead of being cut to their first folder.
 * Values read as in the console: sizes '30.02 MB', dates 'YYYY-MM-DD HH:mm:ss'.
 */
import { formatSize } from '@fathom/sdk/api/format';
import type { SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { cellText } from './session-rows';

export const PDF_LINE_CHARS = { portrait: 93, landscape: 159 } as const;
/** Characters of the line each column gives to its cell padding. */
export const PDF_COLUMN_GAP = 2;
/** A cell wraps to at most this many lines; longer text ends with '…'. */
export const PDF_MAX_CELL_LINES = 6;
const MIN_COLUMN = 4;
const SIZE_COLUMNS = new Set(['size', 'storeSize']);

export interface PdfLayout {
  /** Characters per column, their sum (with a gap per column) within the line. */
  widths: number[];
  /** Header row, then one row per object; cells already wrapped ('\n' between lines). */
  body: string[][];
}

export function pdfCellText(value: unknown, column: SearchColumnInfo): string {
  if (SIZE_COLUMNS.has(column.name) && typeof value === 'number') return formatSize(value);
  return cellText(value, column);
}

/** Water-filling: every column gets what it needs up to an equal share, then the rest goes to those wanting more. */
export function shareLine(needs: readonly number[], line: number): number[] {
  const widths = needs.map(() => 0);
  let left = Math.max(needs.length * MIN_COLUMN, line);
  let open = needs.map((_, i) => i);
  while (open.length > 0 && left > 0) {
    const share = Math.max(1, Math.floor(left / open.length));
    for (const i of open) {
      const give = Math.min(share, needs[i] - widths[i], left);
      widths[i] += give;
      left -= give;
    }
    open = open.filter(i => widths[i] < needs[i]);
  }
  return widths.map(w => Math.max(MIN_COLUMN, w));
}

/** Text in lines of at most width characters, broken after a path separator, blank or dash where one is near. */
export function wrapCell(text: string, width: number, maxLines = PDF_MAX_CELL_LINES): string {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let rest = paragraph;
    while (rest.length > width) {
      const window = rest.slice(0, width + 1);
      let at = Math.max(window.lastIndexOf('/'), window.lastIndexOf('\\'), window.lastIndexOf(' '), window.lastIndexOf('-'), window.lastIndexOf('_'));
      at = at >= width / 3 ? at + 1 : width;
      lines.push(rest.slice(0, at).trimEnd());
      rest = rest.slice(at).replace(/^ +/, '');
    }
    lines.push(rest);
  }
  if (lines.length > maxLines) {
    const last = lines[maxLines - 1];
    return [...lines.slice(0, maxLines - 1), `${last.slice(0, Math.max(1, width - 1))}…`].join('\n');
  }
  return lines.join('\n');
}

/** `given`: characters per column chosen by the caller (a report's PDF settings), used instead of sharing the line. */
export function pdfLayout(columns: SearchColumnInfo[], objects: SearchObject[], orientation: keyof typeof PDF_LINE_CHARS, given?: number[]): PdfLayout {
  const headers = columns.map(c => c.caption || c.name);
  const rows = objects.map(o => columns.map(c => pdfCellText(o[c.name], c)));
  const longest = (i: number) => Math.max(...(rows.length ? rows.map(r => r[i].length) : [0]));
  // A header may wrap at its blanks; a value needs its whole length (what is beyond the share wraps).
  const needs = headers.map((h, i) => Math.max(MIN_COLUMN, ...h.split(' ').map(w => w.length), longest(i)));
  const widths =
    given && given.length === columns.length
      ? given.map(w => Math.max(MIN_COLUMN, w))
      : shareLine(needs, PDF_LINE_CHARS[orientation] - PDF_COLUMN_GAP * columns.length);
  return { widths, body: [headers.map((h, i) => wrapCell(h, widths[i])), ...rows.map(r => r.map((t, i) => wrapCell(t, widths[i])))] };
}
