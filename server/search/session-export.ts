/**
 * Export files of search results (spec 001 §2 Export results, §9): Excel (exceljs), PDF (pdfmake 0.3, portrait or
 * landscape), CSV and JSON. Each is built in memory and refused past the 100 MB download limit.
 *
 * - buildExport(format, { columns, objects, title, orientation }): { buffer, contentType, extension }.
 * PDF columns share the characters a line holds, 93 in portrait and 159 in landscape (spec 001 §9), by their
 * content, and long values wrap (pdf-layout.ts).
 */
import { dirname, join, resolve } from 'node:path';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type ExportFormat, type SearchColumnInfo, type SearchObject } from '@fathom/sdk/api/search-wire';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import type { ExportInput } from '@fathom/sdk/server';
import { cellText, csvLine } from './session-rows';
import { pdfLayout, PDF_LINE_CHARS } from './pdf-layout';

type ExcelJs = typeof import('exceljs');
let excelLib: ExcelJs | undefined;
/** Loaded on the first workbook export: tens of MB the server would otherwise hold from its start. */
const excelJs = (): ExcelJs => (excelLib ??= require('exceljs') as ExcelJs); // eslint-disable-line @typescript-eslint/no-require-imports

export { PDF_LINE_CHARS };

export type { ExportInput } from '@fathom/sdk/server';
export interface ExportFile {
  buffer: Buffer;
  contentType: string;
  extension: string;
}

export function tooLarge(): ApiError {
  return new ApiError(ERROR_NAMES.payloadTooLarge, SEARCH_MESSAGES.downloadTooLarge, 413);
}

/** Columns a file can show: search hits and objects are left out. */
const plainColumns = (columns: SearchColumnInfo[]) => columns.filter(c => c.type !== 'SEARCHHITS' && c.type !== 'OBJECT');

async function excel(input: ExportInput): Promise<Buffer> {
  const wb = new (excelJs().Workbook)();
  wb.creator = 'Fathom';
  // Excel refuses sheet names past 31 characters or holding : \\ / ? * [ ].
  const sheet = wb.addWorksheet((input.sheetName ?? 'Results').replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Results');
  const columns = plainColumns(input.columns);
  sheet.columns = columns.map(c => ({ header: c.caption || c.name, key: c.name, width: Math.min(60, Math.max(10, (c.caption || c.name).length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  for (const o of input.objects) {
    sheet.addRow(
      columns.map(c => {
        const v = o[c.name];
        if (v === null || v === undefined) return null;
        if (c.type === 'DATE' && typeof v === 'number') return new Date(v * 1000);
        if (c.type === 'NUMBER' && typeof v === 'number') return v;
        return cellText(v, c);
      }),
    );
  }
  columns.forEach((c, i) => {
    if (c.type === 'DATE') sheet.getColumn(i + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface PdfMake {
  createPdf(doc: unknown): { getBuffer(): Promise<Uint8Array> };
}
let pdfReady: PdfMake | null = null;
function pdfMake(): PdfMake {
  if (pdfReady) return pdfReady;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pdfmake = require('pdfmake');
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Reports never fetch anything: no URLs, and local reads only of the bundled fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => resolve(path).startsWith(fontDir));
  pdfReady = pdfmake;
  return pdfmake;
}

/** A4 width in points less the page margins, by orientation; each column's cell padding is 8 points. */
const PAGE_POINTS = { portrait: 595.28 - 48, landscape: 841.89 - 48 } as const;
const CELL_PADDING_POINTS = 8;

async function pdf(input: ExportInput): Promise<Buffer> {
  const columns = plainColumns(input.columns);
  const layout = pdfLayout(columns, input.objects, input.orientation, input.widths);
  const total = layout.widths.reduce((s, w) => s + w, 0);
  const content = PAGE_POINTS[input.orientation] - CELL_PADDING_POINTS * columns.length;
  const widths = layout.widths.map(w => Math.max(8, (content * w) / total));
  const body = [layout.body[0].map(text => ({ text, bold: true })), ...layout.body.slice(1)];
  const doc = {
    pageOrientation: input.orientation,
    pageSize: 'A4',
    pageMargins: [24, 32, 24, 32],
    defaultStyle: { font: 'Roboto', fontSize: input.orientation === 'landscape' ? 7 : 6.5 },
    info: { title: input.title, creator: 'Fathom' },
    footer: (page: number, pages: number) => ({ text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7, margin: [24, 8, 24, 0] }),
    content: [
      { text: input.title, fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
      ...(input.subtitle ? [{ text: input.subtitle, fontSize: 8, margin: [0, 0, 0, 2] }] : []),
      { text: `${input.objects.length} results`, fontSize: 8, margin: [0, 0, 0, 8] },
      { table: { headerRows: 1, widths, body }, layout: 'lightHorizontalLines' },
    ],
  };
  return Buffer.from(await pdfMake().createPdf(doc).getBuffer());
}

/** Text formats are built chunk by chunk so the size limit stops them early. */
function textFile(chunks: Iterable<string>): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks) {
    const b = Buffer.from(chunk, 'utf8');
    size += b.length;
    if (size > SEARCH_LIMITS.downloadMaxBytes) throw tooLarge();
    parts.push(b);
  }
  return Buffer.concat(parts);
}

function* csvChunks(input: ExportInput): Generator<string> {
  const columns = plainColumns(input.columns);
  yield `\ufeff${csvLine(columns.map(c => c.caption || c.name))}`; // BOM: spreadsheets then read UTF-8
  for (const o of input.objects) yield csvLine(columns.map(c => cellText(o[c.name], c)));
}

function* jsonChunks(input: ExportInput): Generator<string> {
  yield `{"columns":${JSON.stringify(input.columns)},"objects":[`;
  for (let i = 0; i < input.objects.length; i++) yield `${i ? ',' : ''}\n${JSON.stringify(input.objects[i])}`;
  yield `\n],"objectCount":${input.objects.length}}\n`;
}

const TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export async function buildExport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  const buffer =
    format === 'xlsx' ? await excel(input) : format === 'pdf' ? await pdf(input) : textFile(format === 'csv' ? csvChunks(input) : jsonChunks(input));
  if (buffer.length > SEARCH_LIMITS.downloadMaxBytes) throw tooLarge();
  return { buffer, contentType: TYPES[format], extension: format };
}
