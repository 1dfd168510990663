/**
 * Reports (spec 001 §2): /reports is the list; /reports/{state}?reportId= opens one report in mode RUN (its rows,
 * chart and exports), EDIT (builder or statement) or NEW. The node the page shows is where reports run
 * (STORE(HOME) in a report is that node). /reports/NEW?statement=… starts a report from a statement (a Discover
 * search saved as a report).
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SectionProps } from '@fathom/sdk/web';
import { REPORT_MODES, type ReportMode } from '../api';
import { ReportEditor } from './ReportEditor';
import { ReportList } from './ReportList';
import { ReportRunner } from './ReportRunner';
import './reports.css';

export type OpenReport = (mode: ReportMode | null, reportId?: string) => void;

export default function ReportsSection({ node, tab }: SectionProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reportId = params.get('reportId') ?? undefined;
  const mode = (REPORT_MODES as readonly string[]).includes(tab ?? '') ? (tab as ReportMode) : null;
  const open: OpenReport = useCallback(
    (m, id) => {
      const q = new URLSearchParams({ activeNodeId: node.objectId });
      if (id) q.set('reportId', id);
      navigate(`/reports${m ? `/${m}` : ''}?${q.toString()}`);
    },
    [navigate, node.objectId],
  );
  return (
    <div data-testid="section-reports" className="fx-reports">
      {mode === 'RUN' && reportId ? (
        <ReportRunner key={`${node.objectId}-${reportId}`} node={node} reportId={reportId} open={open} />
      ) : mode === 'EDIT' || mode === 'NEW' ? (
        <ReportEditor
          key={`${node.objectId}-${mode}-${reportId}`}
          node={node}
          reportId={mode === 'EDIT' ? reportId : undefined}
          statement={mode === 'NEW' ? (params.get('statement') ?? undefined) : undefined}
          open={open}
        />
      ) : (
        <ReportList node={node} open={open} />
      )}
    </div>
  );
}
