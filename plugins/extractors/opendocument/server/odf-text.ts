/**
 * OpenDocument XML to plain text in one linear pass. Paragraphs and headings end lines; a table row is one
 * line with its cells separated by tabs (the paragraphs of one cell joined by a space), cells repeated by
 * number-columns-repeated written as often as they repeat (up to a bound; empty ones not at all), and a
 * spreadsheet's tables headed by their names.
 */
import { decodeEntities } from '@fathom/sdk/server/text-kit';

/** Elements whose content is not document text. */
const SKIP = new Set([
  'tracked-changes',
  'sequence-decls',
  'variable-decls',
  'user-field-decls',
  'forms',
  'scripts',
  'font-face-decls',
  'automatic-styles',
  'table-columns',
  'table-column',
]);
const LINE_END = new Set(['p', 'h', 'list-item', 'frame', 'creator']);
/** Repeated non-empty cells are written at most this often: a filled range should not swell the text. */
export const MAX_REPEAT = 32;

interface Cell {
  parts: string[];
  repeat: number;
}
interface Row {
  cells: string[];
}

export function odfXmlToText(xml: string, opts: { sheetNames?: boolean } = {}): string {
  const out: string[] = [];
  const rows: Row[] = [];
  const cells: Cell[] = [];
  let skipping: string | undefined;
  let skipDepth = 0;
  const emit = (s: string) => {
    if (cells.length) cells[cells.length - 1].parts.push(s);
    else out.push(s);
  };
  let i = 0;
  const n = xml.length;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i && !skipping) emit(decodeEntities(xml.slice(i, end)));
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const c = xml.indexOf('-->', lt + 4);
      i = c < 0 ? n : c + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt + 1);
    if (gt < 0) break;
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag[0] === '?' || tag[0] === '!') continue;
    const closing = tag[0] === '/';
    const selfClosing = tag[tag.length - 1] === '/';
    const name = /^\/?([^\s/>]{1,200})/.exec(tag)?.[1];
    if (!name) continue;
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (skipping) {
      if (name === skipping) {
        if (closing) skipDepth--;
        else if (!selfClosing) skipDepth++;
        if (skipDepth === 0) skipping = undefined;
      }
      continue;
    }
    // dc:date is a comment's date (text:date, a date field, is text); the comment's author and text are kept
    if (!closing && !selfClosing && (SKIP.has(local) || name === 'dc:date')) {
      skipping = name;
      skipDepth = 1;
      continue;
    }
    const inCell = cells.length > 0;
    switch (local) {
      case 's':
        if (!closing) emit(' '.repeat(Math.min(Number(/\bc="(\d{1,4})"/.exec(tag)?.[1] ?? 1), 100)));
        break;
      case 'tab':
        if (!closing) emit(inCell ? ' ' : '\t');
        break;
      case 'line-break':
        if (!closing) emit(inCell ? ' ' : '\n');
        break;
      case 'table':
        if (!closing && opts.sheetNames && !inCell) {
          const t = /\bname="([^"]*)"/.exec(tag)?.[1];
          if (t) out.push(`${decodeEntities(t)}\n`);
        }
        if (closing || selfClosing) emit('\n');
        break;
      case 'table-row':
        if (!closing) rows.push({ cells: [] });
        if (closing || selfClosing) {
          const row = rows.pop();
          while (row && row.cells.length && !row.cells[row.cells.length - 1]) row.cells.pop();
          if (row?.cells.length) emit(`${row.cells.join('\t')}\n`);
        }
        break;
      case 'table-cell':
      case 'covered-table-cell':
        if (!closing) cells.push({ parts: [], repeat: Math.max(1, Math.min(Number(/\bnumber-columns-repeated="(\d{1,7})"/.exec(tag)?.[1] ?? 1), 1_000_000)) });
        if (closing || selfClosing) {
          const cell = cells.pop()!;
          const text = cell.parts
            .join('')
            .replace(/\s*\n\s*/g, ' ')
            .trim();
          const row = rows[rows.length - 1];
          if (row) {
            // empty cells count only while something follows them: they are trimmed at the row's end
            for (let k = 0; k < Math.min(cell.repeat, MAX_REPEAT); k++) row.cells.push(text);
          } else if (text) emit(`${text}\n`);
        }
        break;
      case 'annotation':
        emit(inCell ? ' ' : '\n');
        break;
      default:
        if (LINE_END.has(local) && (closing || selfClosing)) emit('\n');
    }
  }
  return out.join('');
}
