/**
 * Export of search results (spec 001 §2, §8, §9): POST /database/export builds an Excel, PDF, CSV or JSON file of a
 * search (from startOffset, resultCount rows, or only the selected objectIds, in the shown order) and answers a
 * downloadId; GET /database/download?downloadId=… sends the file once. The id is a one-time random capability
 * that lapses after SEARCH_LIMITS.downloadTtlMs, so a browser can fetch it by plain navigation.
 * Excel and PDF are refused past 25,000 rows ('Export disabled due to too large number of results.'); CSV and
 * JSON of a search holding only its first 25,000 rows run the statement again to reach the rest. Every file is
 * refused past the 100 MB download limit. With a locationId the same file is written into that export location's
 * folder instead (export-locations/), under the same limits.
 */
import { flagOf } from '@fathom/sdk/api/payload-fields';
import { SEARCH_LIMITS, SEARCH_PATHS, type ExportResponse } from '@fathom/sdk/api/search-wire';
import { OneTimeDownloads, type RouteModuleContribution } from '@fathom/sdk/server';
import { downloadSchema, exportSchema, type ExportRequest } from '../../api';
import { exportTargetOf } from '../export-locations/target';
import type { DiscoverServices } from '../services';

const downloads = new OneTimeDownloads();

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export function exportRoutes(services: DiscoverServices): RouteModuleContribution {
  return {
    id: 'discover.export',
    routes: [
      {
        method: 'POST',
        path: SEARCH_PATHS.export,
        schema: exportSchema,
        async handler(payload: ExportRequest, { session, platform }) {
          const { search, nodes } = services(platform);
          const viewer = session!;
          const { format, orientation } = payload;
          const documentFormat = format === 'xlsx' || format === 'pdf';
          const selection = await search.selectForExport(viewer, {
            searchId: payload.searchId,
            startOffset: payload.startOffset,
            resultCount: payload.resultCount,
            objectIds: payload.objectIds,
            columns: payload.columns,
            orderBy: payload.orderBy ?? null,
            documentFormat,
          });
          const title = payload.title ?? 'Search results';
          // With a locationId the file goes into that export location's folder instead of a download.
          const target = await exportTargetOf(nodes, viewer, {
            locationId: payload.locationId,
            objectId: payload.objectId,
            fileName: payload.fileName,
            overwrite: flagOf(payload.options?.overwrite) ?? false,
          });
          const objects = await selection.objects();
          const file = await search.buildExport(format, { columns: selection.columns, objects, title, orientation });
          const fileName = `results-${stamp()}.${file.extension}`;
          if (target) return target.write(file.buffer, file.extension, fileName, objects.length);
          const downloadId = downloads.keep({
            ownerId: viewer.userObjectId,
            fileName,
            contentType: file.contentType,
            buffer: file.buffer,
          });
          const answer: ExportResponse = { downloadId, fileName, size: file.buffer.length, rows: objects.length };
          return answer;
        },
      },
      {
        method: 'GET',
        path: SEARCH_PATHS.download,
        public: true,
        schema: downloadSchema,
        async handler({ downloadId }: { downloadId: string }) {
          return downloads.take(downloadId);
        },
      },
    ],
  };
}
