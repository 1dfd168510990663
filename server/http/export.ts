/**
 * Export of search results (spec 001 §2, §8, §9): POST /database/export builds an Excel, PDF, CSV or JSON file of a
 * search (from startOffset, resultCount rows, or only the selected objectIds, in the shown order) and answers a
 * downloadId; GET /database/download?downloadId=… sends the file once. The id is a one-time random capability
 * that lapses after SEARCH_LIMITS.downloadTtlMs, so a browser can fetch it by plain navigation.
 * Excel and PDF are refused past 25,000 rows ('Export disabled due to too large number of results.'); CSV and
 * JSON of a search holding only its first 25,000 rows run the statement again to reach the rest. Every file is
 * refused past the 100 MB download limit. With a locationId the same file is written into that export location's
 * folder instead (server/export-locations), under the same limits.
 */
import { randomBytes } from 'node:crypto';
import { SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_PATHS, type ExportFormat, type ExportResponse, type SearchObject } from '@fathom/sdk/api/search-wire';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import { exportTargetOf } from '../export-locations/target';
import { buildExport, tooLarge } from '../search/session-export';
import { layoutOf, rowObject } from '../search/session-rows';
import { sessionsFor } from '../search/session-registry';
import { sessionOf, type RouteModule } from './context';
import { openRows } from './query';
import { intParam, invalid, optionalString, requiredString, stringListParam } from './payload';
import { orderParam } from './search';

const FORMATS: ExportFormat[] = ['xlsx', 'pdf', 'csv', 'json'];
const MAX_PENDING_DOWNLOADS = 20;

interface Download { ownerId: string; fileName: string; contentType: string; buffer: Buffer; expires: number }
const downloads = new Map<string, Download>();

function keepDownload(d: Download): string {
  const now = Date.now();
  for (const [id, x] of downloads) if (x.expires < now) downloads.delete(id);
  while (downloads.size >= MAX_PENDING_DOWNLOADS) downloads.delete(downloads.keys().next().value as string);
  const id = randomBytes(24).toString('hex');
  downloads.set(id, d);
  return id;
}

export function exportDisabled(): ApiError { return new ApiError(ERROR_NAMES.validation, SEARCH_MESSAGES.exportDisabled); }

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const exportRoutes: RouteModule = server => [
  {
    method: 'POST', path: SEARCH_PATHS.export,
    handler: async (payload, call) => {
      const viewer = sessionOf(call);
      const format = requiredString(payload, 'format') as ExportFormat;
      if (!FORMATS.includes(format)) throw invalid(`format must be one of ${FORMATS.join(', ')}.`, 'format');
      const orientation = payload.orientation === undefined ? 'portrait' : payload.orientation;
      if (orientation !== 'portrait' && orientation !== 'landscape') throw invalid('orientation must be portrait or landscape.', 'orientation');
      const sessions = sessionsFor(server);
      const s = sessions.get(viewer, requiredString(payload, 'searchId'));
      if (!s.isComplete) throw new ApiError(ERROR_NAMES.conflict, 'The search is still running; export it once it is complete.');
      const start = intParam(payload, 'startOffset', { fallback: 0, min: 0 });
      const count = intParam(payload, 'resultCount', { min: 0 });
      const selected = stringListParam(payload, 'objectIds');
      const wanted = payload.columns === undefined ? null : new Set(stringListParam(payload, 'columns') ?? []);
      const columns = wanted ? s.columns.filter(c => wanted.has(c.name)) : s.columns;
      if (columns.length === 0) throw invalid('columns names none of the result columns.', 'columns');
      const truncated = (s.totalCount ?? s.rows.length) > s.rows.length;
      const end = count === undefined ? Infinity : start + count;
      const documentFormat = format === 'xlsx' || format === 'pdf';
      const title = optionalString(payload, 'title') ?? 'Search results';
      // With a locationId the file goes into that export location's folder instead of a download.
      const target = await exportTargetOf(server, viewer, payload);

      let objects: SearchObject[];
      if (truncated && !selected && end > s.rows.length) {
        if (documentFormat) throw exportDisabled();
        // The rest lies past the rows held: run the statement again, in its own order.
        const { cursor } = await openRows(server, viewer, s.statement, { offset: start, limit: count });
        const layout = layoutOf(s.columns, await cursor.columns());
        objects = [];
        try {
          for (let batch; (batch = await cursor.next(2000)); ) {
            for (const r of batch) objects.push(rowObject(r, layout));
            if (objects.length > SEARCH_LIMITS.downloadMaxBytes / 16) throw tooLarge();
          }
        } finally { cursor.close(); }
      } else {
        let positions = s.orderOf(sessions.resolveOrder(s, orderParam(payload)));
        if (selected) {
          const keep = new Set(selected);
          const layout = layoutOf(s.columns, s.names);
          positions = positions.filter(p => keep.has(String(rowObject(s.rows[p], layout).objectId)));
        }
        positions = positions.slice(start, end);
        if (documentFormat && positions.length > SEARCH_LIMITS.maxDocumentExportRows) throw exportDisabled();
        const layout = layoutOf(s.columns, s.names);
        objects = positions.map(p => rowObject(s.rows[p], layout));
      }
      if (documentFormat && objects.length > SEARCH_LIMITS.maxDocumentExportRows) throw exportDisabled();
      const file = await buildExport(format, { columns, objects, title, orientation });
      const fileName = `results-${stamp()}.${file.extension}`;
      if (target) return target.write(file.buffer, file.extension, fileName, objects.length);
      const downloadId = keepDownload({ ownerId: viewer.userObjectId, fileName, contentType: file.contentType, buffer: file.buffer, expires: Date.now() + SEARCH_LIMITS.downloadTtlMs });
      const answer: ExportResponse = { downloadId, fileName, size: file.buffer.length, rows: objects.length };
      return answer;
    },
  },
  {
    method: 'GET', path: SEARCH_PATHS.download, public: true,
    handler: async (payload, call) => {
      const id = requiredString(payload, 'downloadId');
      const d = downloads.get(id);
      downloads.delete(id);
      if (!d || d.expires < Date.now()) throw new ApiError(ERROR_NAMES.objectNotFound, 'The download has expired or was already fetched; export again.');
      call.reply.hijack();
      call.reply.raw.writeHead(200, {
        'content-type': d.contentType, 'content-length': String(d.buffer.length), 'cache-control': 'no-store',
        'content-disposition': `attachment; filename="${d.fileName}"`,
      });
      call.reply.raw.end(d.buffer);
      return call.reply;
    },
  },
];
