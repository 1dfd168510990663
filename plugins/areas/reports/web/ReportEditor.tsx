/**
 * NEW and EDIT: a report's name, description and scope, and its query from the builder or as a statement (checked as
 * it is typed). Run shows the rows before saving; Save overwrites (never a read-only report, never without the
 * right), Save as makes a new report.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import { validateStatement } from '@fathom/sdk/api/search';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import {
  DEFAULT_REPORT_NAME,
  REPORT_SCOPES,
  type Report,
  type ReportBuilderValue,
  type ReportQuery,
  type ReportScope,
  type ReportSettings,
  type SaveMode,
} from '../api';
import { builderChart, builderFormats, builderStatement, emptyBuilder } from './builder-model';
import { reportsApi } from './reports-api';
import { ReportBuilder } from './ReportBuilder';
import { ReportResults } from './ReportResults';
import type { OpenReport } from './ReportsSection';
import { useReportRun } from './useReportRun';

function statementOf(mode: ReportQuery['queryMode'], builder: ReportBuilderValue, text: string): { statement: string; error: string | null } {
  if (mode === 'bySELECT') {
    const detail = validateStatement(text);
    return { statement: text, error: detail ? `Query validation error. Line ${detail.line}, column ${detail.column}: expected ${detail.expected}` : null };
  }
  try {
    return { statement: builderStatement(builder), error: null };
  } catch (e) {
    return { statement: '', error: (e as Error).message };
  }
}

function Editor({ node, report, statement: given, open }: { node: TreeObject; report: Report | null; statement?: string; open: OpenReport }) {
  const api = reportsApi(useService(ApiClient), node.objectId);
  const notify = useService(NotificationService);
  const client = useQueryClient();
  const [name, setName] = useState(report ? report.name : DEFAULT_REPORT_NAME);
  const [description, setDescription] = useState(report?.description ?? '');
  const [scope, setScope] = useState<ReportScope>(report && !report.readonly ? report.scope : 'private');
  const [mode, setMode] = useState<ReportQuery['queryMode']>(report ? report.query.queryMode : given ? 'bySELECT' : 'byBuilder');
  const [builder, setBuilder] = useState<ReportBuilderValue>(report?.query.builder ?? emptyBuilder());
  const [text, setText] = useState(report?.query.statement ?? given ?? '');
  const [preview, setPreview] = useState<ReportQuery | null>(null);
  const { statement, error } = useMemo(() => statementOf(mode, builder, text), [mode, builder, text]);
  const query: ReportQuery = mode === 'byBuilder' ? { queryMode: mode, statement, builder } : { queryMode: mode, statement };
  const grid =
    mode === 'byBuilder'
      ? { pageSize: report?.grid.pageSize ?? 100, formats: builderFormats(builder), ...(builderChart(builder) ? { chart: builderChart(builder) } : {}) }
      : (report?.grid ?? { pageSize: 100 as const });
  const run = useReportRun(api, node.objectId, preview ? { query: preview } : null, grid.pageSize);
  const canSave = !!report && !report.readonly && report.canEdit;

  const settings = (): ReportSettings => ({
    name: name.trim(),
    ...(description.trim() ? { description: description.trim() } : {}),
    scope,
    query,
    grid: grid as ReportSettings['grid'],
    pdfExportProperties: report?.pdfExportProperties ?? { orientation: 'portrait' },
    excelExportProperties: report?.excelExportProperties ?? {},
  });
  const save = async (saveMode: SaveMode) => {
    try {
      const saved = report ? await api.update(report.reportId, settings(), saveMode) : await api.create(settings());
      // The list and the saved report are read again wherever they show.
      await client.invalidateQueries({ queryKey: ['reports', node.objectId] });
      await client.invalidateQueries({ queryKey: ['report', node.objectId] });
      notify.success('Changes saved');
      open('RUN', saved.reportId);
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <>
      <div className="fx-reports-toolbar">
        <button
          type="button"
          className="fx-icon-button"
          aria-label="Back to the reports"
          title="Back to the reports"
          onClick={() => open(null)}
          data-testid="editor-back"
        >
          <i className="pi pi-arrow-left" />
        </button>
        <h2 className="fx-reports-grow">{report ? `Edit: ${report.name}` : 'New report'}</h2>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={!!error || !statement}
          onClick={() => setPreview(query)}
          data-testid="editor-run"
        >
          <i className="pi pi-play" /> Run
        </button>
        {report ? (
          <button
            type="button"
            className="fx-button fx-button--secondary"
            disabled={!!error || !canSave || report.readonly}
            title={report.readonly ? 'A read-only report cannot be overwritten' : undefined}
            onClick={() => void save('SAVE')}
            data-testid="editor-save"
          >
            Save
          </button>
        ) : null}
        <button
          type="button"
          className="fx-button"
          disabled={!!error || !name.trim()}
          onClick={() => void save(report ? 'SAVE_AS' : 'SAVE')}
          data-testid="editor-save-as"
        >
          {report ? 'Save as new report' : 'Save'}
        </button>
      </div>
      <div className="fx-reports-form">
        <label htmlFor="report-name">Name</label>
        <input id="report-name" type="text" value={name} onChange={e => setName(e.target.value)} data-testid="editor-name" />
        <label htmlFor="report-description">Description</label>
        <input id="report-description" type="text" value={description} onChange={e => setDescription(e.target.value)} />
        <label htmlFor="report-scope">Scope</label>
        <select id="report-scope" value={scope} onChange={e => setScope(e.target.value as ReportScope)} data-testid="editor-scope">
          {REPORT_SCOPES.map(s => (
            <option key={s} value={s}>
              {s === 'global' ? 'Global (everyone, every node)' : s === 'public' ? 'Public (this node and below)' : 'Private (only me)'}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label="Query mode" className="fx-reports-toolbar">
        {(
          [
            ['byBuilder', 'Builder'],
            ['bySELECT', 'Statement'],
          ] as const
        ).map(([m, label]) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`fx-button${mode === m ? '' : ' fx-button--secondary'}`}
            onClick={() => {
              if (m === 'bySELECT' && !text.trim() && mode === 'byBuilder') setText(statement);
              setMode(m);
            }}
            data-testid={`editor-mode-${m}`}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === 'byBuilder' ? (
        <>
          <ReportBuilder value={builder} onChange={setBuilder} />
          <p className="fx-reports-statement" data-testid="editor-statement">
            {statement}
          </p>
        </>
      ) : (
        <textarea value={text} onChange={e => setText(e.target.value)} aria-label="Statement" spellCheck={false} data-testid="editor-text" />
      )}
      {error ? (
        <p className="fx-reports-error" data-testid="editor-error">
          {error}
        </p>
      ) : null}
      {preview ? <ReportResults state={run} grid={grid as ReportSettings['grid']} /> : null}
    </>
  );
}

export function ReportEditor({ node, reportId, statement, open }: { node: TreeObject; reportId?: string; statement?: string; open: OpenReport }) {
  const api = reportsApi(useService(ApiClient), node.objectId);
  const report = useQuery({ queryKey: ['report', node.objectId, reportId], queryFn: () => api.get(reportId!), enabled: !!reportId, retry: false });
  if (reportId && report.error) return <p className="fx-reports-error">{(report.error as Error).message}</p>;
  if (reportId && !report.data) return <p className="fx-reports-desc">Loading the report…</p>;
  return <Editor node={node} report={report.data ?? null} statement={statement} open={open} />;
}
