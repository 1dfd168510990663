/**
 * The reports list: search, run, edit, create, delete (read-only reports are skipped), export the selected reports'
 * settings to a JSON file and import such a file. Without reporting in the licence, the upsell panel instead.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { NOT_LICENSED, REPORT_MESSAGES, type Report } from '../api';
import { LicenceUpsell } from './LicenceUpsell';
import { reportsApi, saveJson } from './reports-api';
import type { OpenReport } from './ReportsSection';

const SCOPE_LABEL = { global: 'Global', public: 'Public', private: 'Private' } as const;

export function ReportList({ node, open }: { node: TreeObject; open: OpenReport }) {
  const api = reportsApi(useService(ApiClient), node.objectId);
  const notify = useService(NotificationService);
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const fileInput = useRef<HTMLInputElement>(null);
  const key = ['reports', node.objectId, search];
  const list = useQuery({ queryKey: key, queryFn: () => api.list(search.trim() || undefined), retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: ['reports', node.objectId] });

  if (list.error && (list.error as { name?: string }).name === NOT_LICENSED) return <LicenceUpsell />;
  const reports = list.data?.reports ?? [];
  const chosen = reports.filter(r => selected.has(r.reportId));
  const toggle = (id: string) =>
    setSelected(s => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async () => {
    try {
      const answer = await api.remove(chosen.map(r => r.reportId));
      if (answer.deleted.length) notify.success(REPORT_MESSAGES.deleted(answer.deleted.length));
      if (answer.skipped.length) notify.info(`${answer.skipped.length} read-only report${answer.skipped.length === 1 ? ' was' : 's were'} skipped.`);
      setSelected(new Set());
      await refresh();
    } catch {
      // The client has shown the server's message.
    }
  };
  const exportSettings = async () => saveJson(await api.exportSettings(chosen.map(r => r.reportId)), 'reports.json');
  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      notify.error(REPORT_MESSAGES.noSettings);
      return;
    }
    try {
      const answer = await api.importFile(parsed);
      notify.success(`${answer.reports.length} report${answer.reports.length === 1 ? '' : 's'} imported`);
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <>
      <div className="fx-reports-toolbar">
        <h2 className="fx-reports-grow">Reports</h2>
        <input
          type="search"
          placeholder="Search reports"
          aria-label="Search reports"
          value={search}
          onChange={e => setSearch(e.target.value)}
          data-testid="reports-search"
        />
        <button type="button" className="fx-button" onClick={() => open('NEW')} data-testid="reports-new">
          <i className="pi pi-plus" /> New report
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={chosen.length === 0}
          onClick={() => void remove()}
          data-testid="reports-delete"
        >
          Delete
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={chosen.length === 0}
          onClick={() => void exportSettings()}
          data-testid="reports-export"
        >
          Export
        </button>
        <button type="button" className="fx-button fx-button--secondary" onClick={() => fileInput.current?.click()} data-testid="reports-import">
          Import
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="reports-import-file"
          onChange={e => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFile(f);
          }}
        />
      </div>
      {list.error ? <p className="fx-reports-error">{(list.error as Error).message}</p> : null}
      <div className="fx-reports-table-wrap">
        <table className="fx-reports-table" data-testid="reports-list">
          <thead>
            <tr>
              <th aria-label="Select" />
              <th>Name</th>
              <th>Scope</th>
              <th>Owner</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {reports.map((r: Report) => (
              <tr key={r.reportId} className={selected.has(r.reportId) ? 'is-selected' : undefined} data-testid="report-row" data-report-id={r.reportId}>
                <td>
                  <input type="checkbox" aria-label={`Select ${r.name}`} checked={selected.has(r.reportId)} onChange={() => toggle(r.reportId)} />
                </td>
                <td>
                  <button type="button" className="fx-link" onClick={() => open('RUN', r.reportId)} data-testid="report-name">
                    {r.name}
                  </button>
                  {r.readonly ? (
                    <span className="fx-tag fx-tag--secondary" style={{ marginLeft: '0.4rem' }}>
                      Read-only
                    </span>
                  ) : null}
                  {r.description ? <div className="fx-reports-desc">{r.description}</div> : null}
                </td>
                <td>{SCOPE_LABEL[r.scope]}</td>
                <td>{r.readonly ? 'Standard' : (r.ownerName ?? '')}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <button type="button" className="fx-icon-button" title="Run" aria-label={`Run ${r.name}`} onClick={() => open('RUN', r.reportId)}>
                    <i className="pi pi-play" />
                  </button>
                  <button
                    type="button"
                    className="fx-icon-button"
                    title={r.readonly ? 'Read-only: open it and save it as a new report' : r.canEdit ? 'Edit' : REPORT_MESSAGES.noEditPermission}
                    aria-label={`Edit ${r.name}`}
                    onClick={() => open('EDIT', r.reportId)}
                  >
                    <i className="pi pi-pencil" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.isLoading ? <p className="fx-reports-desc">Loading reports…</p> : null}
    </>
  );
}
