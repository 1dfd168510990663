/** RUN: a saved report's rows on the active node, its chart, paging, PDF and Excel exports, edit and save as. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import { NOT_LICENSED, REPORT_MESSAGES, type PdfExportProperties } from '../api';
import { PdfExportDialog } from './ExportDialog';
import { LicenceUpsell } from './LicenceUpsell';
import { reportsApi, startDownload } from './reports-api';
import { ReportResults } from './ReportResults';
import type { OpenReport } from './ReportsSection';
import { useReportRun } from './useReportRun';

export function ReportRunner({ node, reportId, open }: { node: TreeObject; reportId: string; open: OpenReport }) {
  const api = reportsApi(useService(ApiClient), node.objectId);
  const report = useQuery({ queryKey: ['report', node.objectId, reportId], queryFn: () => api.get(reportId), retry: false });
  const state = useReportRun(api, node.objectId, report.data ? { reportId } : null, report.data?.grid.pageSize);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  if (report.error && (report.error as { name?: string }).name === NOT_LICENSED) return <LicenceUpsell />;
  if (report.error) return <p className="fx-reports-error">{(report.error as Error).message}</p>;
  const r = report.data;
  if (!r) return <p className="fx-reports-desc">Loading the report…</p>;

  const exportFile = async (format: 'pdf' | 'xlsx', pdf?: PdfExportProperties) => {
    setBusy(true);
    try {
      const answer = await api.file({ reportId, format, ...(pdf ? { pdfExportProperties: pdf } : {}) });
      startDownload(answer.downloadId, answer.fileName);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const columns = state.run.data?.columns.map(c => c.caption || c.name) ?? [];

  return (
    <>
      <div className="fx-reports-toolbar">
        <button
          type="button"
          className="fx-icon-button"
          aria-label="Back to the reports"
          title="Back to the reports"
          onClick={() => open(null)}
          data-testid="report-back"
        >
          <i className="pi pi-arrow-left" />
        </button>
        <h2 className="fx-reports-grow" data-testid="report-title">
          {r.name}
        </h2>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={busy || !state.run.data}
          onClick={() => setPdfOpen(true)}
          data-testid="report-pdf"
        >
          <i className="pi pi-file-pdf" /> PDF
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={busy || !state.run.data}
          onClick={() => void exportFile('xlsx')}
          data-testid="report-excel"
        >
          <i className="pi pi-file-excel" /> Excel
        </button>
        <button
          type="button"
          className="fx-button"
          onClick={() => open('EDIT', reportId)}
          title={r.readonly ? 'Read-only: edit and save it as a new report' : r.canEdit ? 'Edit' : REPORT_MESSAGES.noEditPermission}
          data-testid="report-edit"
        >
          <i className="pi pi-pencil" /> {r.readonly || !r.canEdit ? 'Copy and edit' : 'Edit'}
        </button>
      </div>
      {r.description ? <p className="fx-reports-desc">{r.description}</p> : null}
      <p className="fx-reports-statement" data-testid="report-statement">
        {state.run.data?.statement ?? r.query.statement}
      </p>
      <ReportResults state={state} grid={r.grid} />
      {pdfOpen ? (
        <PdfExportDialog
          initial={r.pdfExportProperties}
          columns={columns}
          onClose={() => setPdfOpen(false)}
          onExport={p => {
            setPdfOpen(false);
            void exportFile('pdf', p);
          }}
        />
      ) : null}
    </>
  );
}
