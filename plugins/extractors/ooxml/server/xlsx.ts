/** Excel workbooks: cell text per sheet (tab-separated rows) through exceljs, with an XML fallback. */
import { ExtractionError, type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import { decodeEntities, throwIfAborted, xmlToText } from '@fathom/sdk/server/text-kit';
import type { OpenedZip } from '@fathom/sdk/server/zip-kit';
import { byPartNumber, DRAWINGML_TEXT, embeddedText, findMember, partsText } from './parts';

type ExcelJs = typeof import('exceljs');
let excelLib: ExcelJs | undefined;
/** Loaded on the first workbook (tens of MB per thread), so a thread that meets none never holds it. */
const excelJs = (): ExcelJs => (excelLib ??= require('exceljs') as ExcelJs); // eslint-disable-line @typescript-eslint/no-require-imports

/** Drawings: text boxes and shapes; the anchors' cell positions and offsets are numbers, not text. */
const SHEET_DRAWING_TEXT = {
  ...DRAWINGML_TEXT,
  skip: [...DRAWINGML_TEXT.skip, 'from', 'to', 'pos', 'ext', 'xfrm', 'clientData', 'nvSpPr', 'nvPicPr', 'nvGrpSpPr', 'nvGraphicFramePr', 'spPr', 'style'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as shown: dates as ISO dates (with the time when there is one), percentages with their sign, otherwise exceljs' text. */
export function cellText(cell: { value: unknown; text: string; numFmt?: string }): string {
  const v = cell.value;
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    const date = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    const h = v.getUTCHours(),
      m = v.getUTCMinutes(),
      sec = v.getUTCSeconds();
    return h || m || sec ? `${date} ${pad(h)}:${pad(m)}:${pad(sec)}` : date;
  }
  if (typeof v === 'number' && cell.numFmt && /%/.test(cell.numFmt.replace(/"[^"]*"|\\./g, ''))) {
    const decimals = /0\.(0+)%/.exec(cell.numFmt)?.[1].length ?? 0;
    return `${(v * 100).toFixed(decimals)}%`;
  }
  return cell.text;
}

async function withExcelJs(buffer: Buffer, ctx: ExtractContext): Promise<string> {
  const wb = new (excelJs().Workbook)();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets: string[] = [];
  for (const ws of wb.worksheets) {
    throwIfAborted(ctx);
    const lines: string[] = [ws.name];
    ws.eachRow({ includeEmpty: false }, row => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, cell => {
        const t = cellText(cell);
        if (t) cells.push(t);
        const note = cell.note;
        if (note) cells.push(typeof note === 'string' ? note : (note.texts ?? []).map(x => x.text).join(''));
      });
      if (cells.length) lines.push(cells.join('\t'));
    });
    sheets.push(lines.join('\n'));
  }
  return sheets.join('\n\n');
}

/** Reads shared strings and sheet cells directly (strict OOXML, files exceljs rejects). */
async function withXml(zip: OpenedZip, ctx: ExtractContext): Promise<string> {
  const sstMember = findMember(zip, 'xl/sharedStrings.xml');
  const shared: string[] = [];
  if (sstMember) {
    const xml = (await zip.read(sstMember)).toString('utf8');
    for (const si of xml.split(/<(?:\w{1,20}:)?si>/).slice(1)) shared.push(xmlToText(si.replace(/<(?:\w{1,20}:)?rPh\b[\s\S]*?<\/(?:\w{1,20}:)?rPh>/g, '')));
  }
  const sheets: string[] = [];
  for (const m of zip.members.filter(x => /^xl\/worksheets\/sheet\d*\.xml$/i.test(x.name)).sort(byPartNumber)) {
    throwIfAborted(ctx);
    const xml = (await zip.read(m)).toString('utf8');
    const rows: string[] = [];
    for (const rowXml of xml.split(/<\/(?:\w{1,20}:)?row>/)) {
      const cells: string[] = [];
      for (const cell of rowXml.split(/<(?:\w{1,20}:)?c\b/).slice(1)) {
        const type = /^[^>]*?\bt="(\w+)"/.exec(cell)?.[1];
        const v = /<(?:\w{1,20}:)?v>([^<]*)</.exec(cell)?.[1];
        if (type === 's' && v !== undefined) cells.push(shared[Number(v)] ?? '');
        else if (type === 'inlineStr') cells.push(xmlToText(cell.slice(cell.indexOf('>') + 1)));
        else if (v !== undefined) cells.push(decodeEntities(v));
      }
      if (cells.some(Boolean)) rows.push(cells.filter(Boolean).join('\t'));
    }
    sheets.push(rows.join('\n'));
  }
  return sheets.join('\n\n');
}

/**
 * Text of a header or footer definition: &L, &C and &R start its sections, &P page numbers, &D dates,
 * &"font,style", &12 sizes, &K colours and the other codes are formatting; && is an ampersand.
 */
export function headerFooterText(def: string): string {
  return def
    .replace(/&&|&"[^"]*"|&K[0-9A-Fa-f]{6}|&K\d{2}[+-]\d{3}|&\d{1,3}|&[LCR]|&[PNDTFAZGBIUESXYHO]/g, m => (m === '&&' ? '&' : /^&[LCR]$/.test(m) ? '\t' : ''))
    .split('\t')
    .map(x => x.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\t');
}

/** Page headers and footers of every sheet, once each. */
async function headersFooters(zip: OpenedZip, ctx: ExtractContext): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of zip.members.filter(x => /^xl\/worksheets\/sheet\d*\.xml$/i.test(x.name)).sort(byPartNumber)) {
    throwIfAborted(ctx);
    const xml = (await zip.read(m)).toString('utf8');
    const block = /<(?:\w{1,20}:)?headerFooter\b[^>]*>([\s\S]*?)<\/(?:\w{1,20}:)?headerFooter>/.exec(xml)?.[1];
    if (!block) continue;
    for (const def of block.matchAll(/<(?:\w{1,20}:)?(?:odd|even|first)(?:Header|Footer)\b[^>]*>([^<]*)</g)) {
      const text = headerFooterText(decodeEntities(def[1]));
      if (text) seen.add(text);
    }
  }
  return [...seen];
}

export async function xlsxText(zip: OpenedZip, buffer: Buffer, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  if (!zip.members.some(m => /^xl\/workbook\d*\.xml$/i.test(m.name))) throw new ExtractionError('Corrupt', 'not an Excel workbook: xl/workbook.xml is missing');
  let cells: string;
  try {
    cells = await withExcelJs(buffer, ctx);
  } catch (err) {
    if ((err as { reason?: string }).reason) throw err;
    cells = await withXml(zip, ctx);
  }
  const drawings = await partsText(zip, /^xl\/drawings\/drawing\d*\.xml$/i, SHEET_DRAWING_TEXT, ctx);
  const pageTexts = await headersFooters(zip, ctx);
  const { texts, embedded } = await embeddedText(zip, path, ctx);
  return { text: [cells, pageTexts.join('\n'), ...drawings, ...texts].filter(Boolean).join('\n\n'), embedded };
}
