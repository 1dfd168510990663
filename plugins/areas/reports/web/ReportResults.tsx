/** A report's results: the chart (grouped reports), the pager with its page sizes, and the table. */
import { lazy, Suspense } from 'react';
import { REPORT_PAGE_SIZES, type ReportGrid } from '../api';
import { ReportTable } from './ReportTable';
import type { useReportRun } from './useReportRun';

const ReportChartView = lazy(() => import('./ReportChartView'));

export function ReportResults({ state, grid }: { state: ReturnType<typeof useReportRun>; grid?: ReportGrid }) {
  const { run, page, pages, pageSize } = state;
  if (run.error)
    return (
      <p className="fx-reports-error" role="alert" data-testid="report-error">
        {(run.error as Error).message}
      </p>
    );
  if (!run.data) return <p className="fx-reports-desc">Running…</p>;
  const { columns, objects, objectCount } = run.data;
  return (
    <>
      {grid?.chart && objects.length > 0 ? (
        <Suspense fallback={<div className="fx-reports-chart" />}>
          <ReportChartView chart={grid.chart} objects={objects} formats={grid.formats} />
        </Suspense>
      ) : null}
      <div className="fx-reports-pager" data-testid="report-pager">
        <span data-testid="report-count">
          {objectCount} row{objectCount === 1 ? '' : 's'}
        </span>
        <button type="button" className="fx-icon-button" aria-label="Previous page" disabled={page === 0} onClick={() => state.setPage(page - 1)}>
          <i className="pi pi-angle-left" />
        </button>
        <span data-testid="report-page">
          Page {page + 1} of {pages}
        </span>
        <button type="button" className="fx-icon-button" aria-label="Next page" disabled={page + 1 >= pages} onClick={() => state.setPage(page + 1)}>
          <i className="pi pi-angle-right" />
        </button>
        <label>
          Rows per page{' '}
          <select value={pageSize} onChange={e => state.setPageSize(Number(e.target.value))} data-testid="report-page-size">
            {REPORT_PAGE_SIZES.map(n => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportTable columns={columns} objects={objects} formats={grid?.formats} />
    </>
  );
}
