/**
 * The report calls (spec 001 §3, §4, §8): list (with a search), get, create, SAVE / SAVE_AS, delete (read-only
 * reports are skipped), and the settings of reports exported to and imported from a JSON file. Every call checks
 * the licence first; a statement is checked by the search engine before it is saved.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { PlatformAccess, PluginSession, RouteModuleContribution } from '@fathom/sdk/server';
import {
  createSchema,
  deleteRefusal,
  deleteSchema,
  editRefusal,
  exportSettingsSchema,
  getSchema,
  importSchema,
  listSchema,
  REPORT_MESSAGES,
  REPORT_PATHS,
  reportSettingsSchema,
  scopeRefusal,
  updateSchema,
  type CreateRequest,
  type DeleteAnswer,
  type DeleteRequest,
  type ListRequest,
  type Report,
  type ReportList,
  type ReportSettings,
  type ReportsFile,
  type UpdateRequest,
} from '../api';
import { activeNode, findReport, requireReporting, viewerOn, visibleReports } from './access';
import type { ReportDeps, ReportServices } from './services';
import { reportsTable, rowOf, TABLE, toReport, type ReportRow } from './table';

const APP_VERSION = '1.0';
const refuse = (message: string) => new ApiError(ERROR_NAMES.noPermission, message);

/** The services, after the licence check. */
async function gate(services: ReportServices, platform: PlatformAccess): Promise<ReportDeps> {
  const deps = services(platform);
  await requireReporting(platform, deps);
  return deps;
}

/** Saves a new report on nodeId after checking its scope and its statement. */
async function insert(platform: PlatformAccess, deps: ReportDeps, viewer: PluginSession, nodeId: string, s: ReportSettings): Promise<Report> {
  const who = await viewerOn(platform, viewer, nodeId);
  const refusal = scopeRefusal(s.scope, who);
  if (refusal) throw refuse(refusal);
  deps.search.validate(s.query.statement);
  const row = rowOf(s, { ownerId: viewer.userObjectId, ownerName: viewer.name, nodeId });
  await platform.store.db.insertInto(TABLE).values(row).execute();
  return toReport(row, who);
}

const portable = (r: Report): ReportSettings => ({
  name: r.name,
  ...(r.description ? { description: r.description } : {}),
  scope: r.scope,
  query: r.query,
  grid: r.grid,
  pdfExportProperties: r.pdfExportProperties,
  excelExportProperties: r.excelExportProperties,
});

export function reportRoutes(services: ReportServices): RouteModuleContribution {
  return {
    id: 'reports',
    routes: [
      {
        method: 'GET',
        path: REPORT_PATHS.list,
        schema: listSchema,
        async handler(p: ListRequest, { session, platform }): Promise<ReportList> {
          const deps = await gate(services, platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const words = (p.search ?? '').trim().toLowerCase();
          const all = await visibleReports(platform, deps, session!, nodeId);
          const reports = words ? all.filter(r => `${r.name}\n${r.description ?? ''}`.toLowerCase().includes(words)) : all;
          return { reports };
        },
      },
      {
        method: 'GET',
        path: REPORT_PATHS.report,
        schema: getSchema,
        async handler(p: { objectId: string; reportId: string }, { session, platform }) {
          const deps = await gate(services, platform);
          return findReport(platform, deps, session!, await activeNode(platform, session!, p.objectId), p.reportId);
        },
      },
      {
        method: 'POST',
        path: REPORT_PATHS.report,
        schema: createSchema as never,
        async handler(p: CreateRequest, { session, platform }) {
          const deps = await gate(services, platform);
          return insert(platform, deps, session!, await activeNode(platform, session!, p.objectId), p.report);
        },
      },
      {
        method: 'PUT',
        path: REPORT_PATHS.report,
        schema: updateSchema as never,
        async handler(p: UpdateRequest, { session, platform }) {
          const deps = await gate(services, platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const current = await findReport(platform, deps, viewer, nodeId, p.reportId);
          // SAVE_AS: a new report from this one, whoever may read it.
          if (p.saveMode === 'SAVE_AS') return insert(platform, deps, viewer, nodeId, p.report);
          const who = await viewerOn(platform, viewer, current.nodeId);
          const refusal = editRefusal(current, who);
          if (refusal) throw current.readonly ? new ApiError(ERROR_NAMES.conflict, refusal) : refuse(refusal);
          if (p.report.scope !== current.scope) {
            const scope = scopeRefusal(p.report.scope, who);
            if (scope) throw refuse(scope);
          }
          deps.search.validate(p.report.query.statement);
          const row = rowOf(p.report, { ownerId: current.ownerId!, ownerName: current.ownerName ?? '', nodeId: current.nodeId! }, current.reportId);
          const { created_at: _created, owner_id: _owner, owner_name: _ownerName, node_id: _node, ...changes } = row;
          await platform.store.db.updateTable(TABLE).set(changes).where('report_id', '=', current.reportId).execute();
          const saved = (await reportsTable(platform.store.db).where('report_id', '=', current.reportId).executeTakeFirstOrThrow()) as ReportRow;
          return toReport(saved, who);
        },
      },
      {
        method: 'DELETE',
        path: REPORT_PATHS.report,
        schema: deleteSchema as never,
        async handler(p: DeleteRequest, { session, platform }): Promise<DeleteAnswer> {
          const deps = await gate(services, platform);
          const viewer = session!;
          const nodeId = await activeNode(platform, viewer, p.objectId);
          const reports = await Promise.all([...new Set(p.reportIds)].map(id => findReport(platform, deps, viewer, nodeId, id)));
          // All or nothing: one refusal refuses the call before anything is deleted.
          for (const r of reports) {
            const refusal = deleteRefusal(r, await viewerOn(platform, viewer, r.nodeId));
            if (refusal) throw refuse(refusal);
          }
          const skipped = reports.filter(r => r.readonly).map(r => r.reportId);
          const deleted = reports.filter(r => !r.readonly).map(r => r.reportId);
          if (deleted.length) await platform.store.db.deleteFrom(TABLE).where('report_id', 'in', deleted).execute();
          return { deleted, skipped };
        },
      },
      {
        method: 'GET',
        path: REPORT_PATHS.exportSettings,
        schema: exportSettingsSchema as never,
        async handler(p: DeleteRequest, { session, platform }): Promise<ReportsFile> {
          const deps = await gate(services, platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const reports = await Promise.all(p.reportIds.map(id => findReport(platform, deps, session!, nodeId, id)));
          return { reports: reports.map(portable), exportInfo: { time: new Date().toISOString(), appVersion: APP_VERSION } };
        },
      },
      {
        method: 'POST',
        path: REPORT_PATHS.importFile,
        schema: importSchema,
        async handler(p: { objectId: string; file: unknown }, { session, platform }): Promise<ReportList> {
          const deps = await gate(services, platform);
          const nodeId = await activeNode(platform, session!, p.objectId);
          const file = p.file as { reports?: unknown } | null;
          if (!file || typeof file !== 'object' || !Array.isArray(file.reports) || file.reports.length === 0)
            throw new ApiError(ERROR_NAMES.validation, REPORT_MESSAGES.noSettings);
          // Every report is checked before any is saved: a file is imported whole or not at all.
          const settings: ReportSettings[] = [];
          const who = await viewerOn(platform, session!, nodeId);
          for (const [i, r] of file.reports.entries()) {
            try {
              settings.push((await reportSettingsSchema.validate(r, { abortEarly: true })) as ReportSettings);
            } catch (e) {
              throw new ApiError(ERROR_NAMES.validation, `Report ${i + 1}: ${(e as Error).message}`);
            }
            const refusal = scopeRefusal(settings[i].scope, who);
            if (refusal) throw refuse(refusal);
            deps.search.validate(settings[i].query.statement);
          }
          const reports: Report[] = [];
          for (const s of settings) reports.push(await insert(platform, deps, session!, nodeId, s));
          return { reports };
        },
      },
    ],
  };
}
