/**
 * Running a report (spec 001 §2, §9): one page of 100, 150, 200 or 250 rows of its statement, through the core's
 * search engine (the same path as Discover's queries); and its rows as a PDF or Excel file (the engine's export,
 * with the report's name, the node and the date in the header and page numbers below), fetched once by a
 * one-time download id. STORE(HOME) in a report is the node it runs on.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { parseStatement, printStatement } from '@fathom/sdk/api/search';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchColumnInfo, type SearchObject } from '@fathom/sdk/api/search-wire';
import { OneTimeDownloads, type PlatformAccess, type PluginSession, type RouteModuleContribution } from '@fathom/sdk/server';
import {
  downloadSchema,
  fileSchema,
  formatReportNumber,
  REPORT_PATHS,
  REPORT_STORE,
  runSchema,
  type FileRequest,
  type ReportFileAnswer,
  type ReportGrid,
  type ReportQuery,
  type ReportRun,
  type RunRequest,
} from '../api';
import { activeNode, findReport, requireReporting } from './access';
import type { ReportDeps, ReportServices } from './services';

/** The statement text run on nodeId: STORE(HOME) becomes STORE('<nodeId>'); any other STORE stays. */
export function statementOn(statement: string, nodeId: string): string {
  const ast = parseStatement(statement);
  if (ast.store.trim().toUpperCase() !== REPORT_STORE) return statement;
  return printStatement({ ...ast, store: nodeId }, { form: 'machine' });
}

async function queryOf(platform: PlatformAccess, deps: ReportDeps, viewer: PluginSession, nodeId: string, p: { reportId?: string; query?: ReportQuery }) {
  if (p.reportId) {
    const r = await findReport(platform, deps, viewer, nodeId, p.reportId);
    return { name: r.name, query: r.query, grid: r.grid, pdf: r.pdfExportProperties, excel: r.excelExportProperties };
  }
  const statement = (p.query as { statement?: unknown }).statement;
  if (typeof statement !== 'string' || !statement.trim()) throw new ApiError(ERROR_NAMES.validation, 'query.statement is required.');
  return { name: undefined, query: p.query!, grid: undefined, pdf: undefined, excel: undefined };
}

const downloads = new OneTimeDownloads();

const pad = (n: number) => String(n).padStart(2, '0');
/** Spec 001 §9: YYYY-MM-DD HH:mm:ss (UTC, as scan times are). */
export function reportDate(d = new Date()): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A PDF shows sizes and counts as the console does; the columns become text so the engine prints them as given. */
function formatted(columns: SearchColumnInfo[], objects: SearchObject[], grid: ReportGrid | undefined) {
  const formats = grid?.formats ?? {};
  const named = columns.filter(c => formats[c.name]);
  if (named.length === 0) return { columns, objects };
  const rows = objects.map(o => {
    const out = { ...o };
    for (const c of named) if (typeof o[c.name] === 'number') out[c.name] = formatReportNumber(o[c.name] as number, formats[c.name]);
    return out;
  });
  return { columns: columns.map(c => (formats[c.name] ? { ...c, type: 'STRING' as const } : c)), objects: rows };
}

const fileStamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const safeName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _.-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-') || 'report';

export function runRoutes(services: ReportServices): RouteModuleContribution {
  return {
    id: 'reports.run',
    routes: [
      {
        method: 'POST',
        path: REPORT_PATHS.run,
        schema: runSchema as never,
        async handler(p: RunRequest, { session, platform }): Promise<ReportRun> {
          const deps = services(platform);
          await requireReporting(platform, deps);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const { query } = await queryOf(platform, deps, viewer, nodeId, p);
          const statement = statementOn(query.statement, nodeId);
          const page = await deps.search.queryPage(viewer, statement, nodeId, { offset: p.offset, limit: p.limit });
          return { ...page, statement: deps.search.validate(statement).statement };
        },
      },
      {
        method: 'POST',
        path: REPORT_PATHS.exportFile,
        schema: fileSchema as never,
        async handler(p: FileRequest, { session, platform }): Promise<ReportFileAnswer> {
          const deps = services(platform);
          await requireReporting(platform, deps);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const node = await platform.tree.getObject(viewer, nodeId);
          const report = await queryOf(platform, deps, viewer, nodeId, p);
          const statement = statementOn(report.query.statement, nodeId);
          const max = SEARCH_LIMITS.maxDocumentExportRows;
          const page = await deps.search.queryPage(viewer, statement, nodeId, { offset: 0, limit: max + 1 });
          if (page.objectCount > max) throw new ApiError(ERROR_NAMES.validation, SEARCH_MESSAGES.exportDisabled);
          const grid = p.grid ?? report.grid;
          const pdf = p.pdfExportProperties ?? report.pdf ?? { orientation: 'portrait' as const };
          const title = p.name ?? report.name ?? 'Report';
          const shown = p.format === 'pdf' ? formatted(page.columns, page.objects, grid) : page;
          const file = await deps.search.buildExport(p.format, {
            columns: shown.columns,
            objects: shown.objects,
            title,
            subtitle: `${node.name} · ${reportDate()}`,
            orientation: pdf.orientation,
            widths: pdf.widths,
            sheetName: report.excel?.sheetName ?? title,
          });
          const fileName = `${safeName(title)}-${fileStamp()}.${file.extension}`;
          const downloadId = downloads.keep({
            ownerId: viewer.userObjectId,
            fileName,
            contentType: file.contentType,
            buffer: file.buffer,
          });
          return { downloadId, fileName, size: file.buffer.length, rows: page.objects.length };
        },
      },
      {
        method: 'GET',
        path: REPORT_PATHS.download,
        public: true,
        schema: downloadSchema,
        async handler({ downloadId }: { downloadId: string }) {
          return downloads.take(downloadId);
        },
      },
    ],
  };
}
