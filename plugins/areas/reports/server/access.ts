/**
 * Who sees which report, what they may do with it, and the licence gate (spec 001 §3, §6):
 * - the standard reports and global reports show on every node, to everyone;
 * - a public report shows on the node it was saved on and every node below it;
 * - a private report shows to its owner only, on every node.
 * Every call first checks the licence: a licence that says enableReporting: false refuses with FeatureNotLicensed.
 */
import type { Licence } from '@fathom/sdk/api';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { PlatformAccess, PluginSession } from '@fathom/sdk/server';
import { NOT_LICENSED, REPORT_MESSAGES, type Report, type ReportViewer } from '../api';
import { STANDARD_REPORTS } from '../standard-reports';
import type { ReportDeps } from './services';
import { reportsTable, toReport, type ReportRow } from './table';

export async function requireReporting(platform: PlatformAccess, deps: ReportDeps): Promise<void> {
  const rootId = await deps.settings.rootObjectId();
  const licence = rootId ? await platform.properties.read<Licence>(rootId, 'PID_LICENSE') : undefined;
  if (licence?.enableReporting === false) throw new ApiError(NOT_LICENSED, REPORT_MESSAGES.notLicensed, 403);
}

/** The codes the viewer holds on a node ([] when it is out of their reach). */
export async function codesOn(platform: PlatformAccess, viewer: PluginSession, nodeId: string | null): Promise<string[]> {
  if (!nodeId) return [];
  try {
    return [...((await platform.tree.getObject(viewer, nodeId)).permissions ?? [])];
  } catch {
    return [];
  }
}

export async function viewerOn(platform: PlatformAccess, viewer: PluginSession, nodeId: string | null): Promise<ReportViewer> {
  return { userObjectId: viewer.userObjectId, isRoot: viewer.isRoot, codes: await codesOn(platform, viewer, nodeId) };
}

/** The active node (aliases resolved), ObjectNotFound unless the viewer reaches it. */
export async function activeNode(platform: PlatformAccess, viewer: PluginSession, objectId: string): Promise<string> {
  const id = platform.tree.resolveId(viewer, objectId);
  await platform.tree.getObject(viewer, id);
  return id;
}

export function standardReports(): Report[] {
  return STANDARD_REPORTS.map(s => ({ ...s, readonly: true, ownerId: null, nodeId: null, createdAt: 0, updatedAt: 0, canEdit: false, canDelete: false }));
}

async function toReports(platform: PlatformAccess, viewer: PluginSession, rows: ReportRow[]): Promise<Report[]> {
  const codes = new Map<string, ReportViewer>();
  const out: Report[] = [];
  for (const r of rows) {
    if (!codes.has(r.node_id)) codes.set(r.node_id, await viewerOn(platform, viewer, r.node_id));
    out.push(toReport(r, codes.get(r.node_id)!));
  }
  return out;
}

/** Every report shown on nodeId: standard first, then by name. */
export async function visibleReports(platform: PlatformAccess, deps: ReportDeps, viewer: PluginSession, nodeId: string): Promise<Report[]> {
  const chain = (await deps.nodes.chainOf(nodeId)).map(n => n.id);
  const rows = (await reportsTable(platform.store.db)
    .where(eb =>
      eb.or([
        eb('scope', '=', 'global'),
        eb.and([eb('scope', '=', 'public'), eb('node_id', 'in', chain)]),
        eb.and([eb('scope', '=', 'private'), eb('owner_id', '=', viewer.userObjectId)]),
      ]),
    )
    .orderBy('name')
    .execute()) as ReportRow[];
  return [...standardReports(), ...(await toReports(platform, viewer, rows))];
}

/** One report shown on nodeId; ObjectNotFound when it is not there or not shown to the viewer. */
export async function findReport(platform: PlatformAccess, deps: ReportDeps, viewer: PluginSession, nodeId: string, reportId: string): Promise<Report> {
  const found = (await visibleReports(platform, deps, viewer, nodeId)).find(r => r.reportId === reportId);
  if (!found) throw new ApiError(ERROR_NAMES.objectNotFound, REPORT_MESSAGES.notFound(reportId));
  return found;
}
