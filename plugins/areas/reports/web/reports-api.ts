/** The report calls as the console makes them (paths and shapes from ../api). */
import { API_BASE } from '@fathom/sdk/api';
import type { ApiClient } from '@fathom/sdk/web';
import {
  REPORT_PATHS,
  type DeleteAnswer,
  type FileRequest,
  type Report,
  type ReportFileAnswer,
  type ReportList,
  type ReportQuery,
  type ReportRun,
  type ReportSettings,
  type ReportsFile,
  type SaveMode,
} from '../api';

export const reportsApi = (api: ApiClient, objectId: string) => ({
  list: (search?: string) => api.get<ReportList>(REPORT_PATHS.list, { objectId, ...(search ? { search } : {}) }, { suppressError: true }),
  get: (reportId: string) => api.get<Report>(REPORT_PATHS.report, { objectId, reportId }),
  create: (report: ReportSettings) => api.post<Report>(REPORT_PATHS.report, { objectId, report }),
  update: (reportId: string, report: ReportSettings, saveMode: SaveMode) => api.put<Report>(REPORT_PATHS.report, { objectId, reportId, report, saveMode }),
  remove: (reportIds: string[]) => api.delete<DeleteAnswer>(REPORT_PATHS.report, { objectId, reportIds }),
  exportSettings: (reportIds: string[]) => api.get<ReportsFile>(REPORT_PATHS.exportSettings, { objectId, reportIds }),
  importFile: (file: unknown) => api.post<ReportList>(REPORT_PATHS.importFile, { objectId, file }),
  run: (input: { reportId?: string; query?: ReportQuery }, offset: number, limit: number) =>
    api.post<ReportRun>(REPORT_PATHS.run, { objectId, ...input, offset, limit }, { suppressError: true }),
  file: (request: Omit<FileRequest, 'objectId'>) => api.post<ReportFileAnswer>(REPORT_PATHS.exportFile, { objectId, ...request }),
});
export type ReportsApi = ReturnType<typeof reportsApi>;

/** Starts the browser's download of a prepared file (a one-time id, so a plain link fetches it). */
export function startDownload(downloadId: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = `${API_BASE}${REPORT_PATHS.download}?downloadId=${encodeURIComponent(downloadId)}`;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves JSON as a file the browser downloads. */
export function saveJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
