/**
 * The location half of POST /database/export: before the file is built, the request's locationId is looked up
 * among the locations in force on objectId (default HOME, which the caller must reach) and the file name is
 * checked; after, write() puts the bytes into the folder and answers {path, fileName, size, rows, locationId}.
 */
import { ApiError } from '@fathom/sdk/api';
import { EXPORT_LOCATION_ERRORS, type ExportLocation, type ExportToLocationResponse } from '@fathom/sdk/api/export-locations';
import type { NodeSettings, PluginSession } from '@fathom/sdk/server';
import { resolveExportLocations } from '@fathom/sdk/server';
import { requireWritableFolder } from './writable';
import { exportFileName, writeExportFile } from './write';

export interface ExportTarget {
  location: ExportLocation;
  write(bytes: Buffer, extension: string, defaultName: string, rows: number): Promise<ExportToLocationResponse>;
}

/** Where an export goes: its locationId, the node whose locations apply, the file name asked for and whether to overwrite. */
export interface TargetRequest {
  locationId?: string;
  objectId?: string;
  fileName?: string;
  overwrite: boolean;
}

/** Null when the request asks for a download (no locationId). */
export async function exportTargetOf(nodes: NodeSettings, session: PluginSession, request: TargetRequest): Promise<ExportTarget | null> {
  const { locationId, fileName: requested, overwrite } = request;
  if (locationId === undefined) return null;
  const nodeId = await nodes.settingsNodeOf(session, request.objectId ?? 'HOME');
  const { effective } = await resolveExportLocations(nodes, nodeId);
  const location = effective.find(l => l.id === locationId);
  if (!location)
    throw new ApiError(EXPORT_LOCATION_ERRORS.notFound, `Export location ${locationId} is not defined for this node.`, 404, { field: 'locationId' });
  // Checked now so a bad name fails before the file is built; write() applies the same check with the extension.
  if (requested !== undefined) exportFileName(requested, '', 'x');
  requireWritableFolder(location.path, `Location '${location.name}'`);
  return {
    location,
    async write(bytes, extension, defaultName, rows) {
      const written = await writeExportFile(location, exportFileName(requested, defaultName, extension), bytes, overwrite);
      return { ...written, rows, locationId: location.id };
    },
  };
}
