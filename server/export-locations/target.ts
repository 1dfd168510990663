/**
 * The location half of POST /database/export: before the file is built, the request's locationId is looked up
 * among the locations in force on objectId (default HOME, which the caller must reach) and the file name is
 * checked; after, write() puts the bytes into the folder and answers {path, fileName, size, rows, locationId}.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { EXPORT_LOCATION_ERRORS, type ExportLocation, type ExportToLocationResponse } from '@fathom/sdk/api/export-locations';
import type { Session } from '../auth/session';
import type { ServerContext } from '../http/context';
import { boolParam, objectParam, optionalString, requiredString } from '../http/payload';
import { providerOwning } from '../tree/providers';
import { resolveExportLocations } from './resolve';
import { requireWritableFolder } from './writable';
import { exportFileName, writeExportFile } from './write';

export interface ExportTarget {
  location: ExportLocation;
  write(bytes: Buffer, extension: string, defaultName: string, rows: number): Promise<ExportToLocationResponse>;
}

/** The tree node whose settings apply to objectId: itself, or for an index entry the collector holding it. */
export async function settingsNodeOf(server: ServerContext, session: Session, objectId: string): Promise<string> {
  const id = server.tree.resolveId(session, objectId);
  await server.tree.getObject(session, id, 'basic'); // existence and reachability first
  const provider = providerOwning(id);
  if (!provider) return id;
  const found = await provider.getObject(id, { store: server.store, viewer: session });
  if (!found) throw new ApiError(ERROR_NAMES.objectNotFound, `Object ${id} was not found.`);
  return found.ownerNodeId;
}

/** Null when the request asks for a download (no locationId). */
export async function exportTargetOf(server: ServerContext, session: Session, payload: Record<string, unknown>): Promise<ExportTarget | null> {
  if (payload.locationId === undefined) return null;
  const locationId = requiredString(payload, 'locationId');
  const nodeId = await settingsNodeOf(server, session, optionalString(payload, 'objectId') ?? 'HOME');
  const { effective } = await resolveExportLocations(server.store, nodeId);
  const location = effective.find(l => l.id === locationId);
  if (!location) throw new ApiError(EXPORT_LOCATION_ERRORS.notFound, `Export location ${locationId} is not defined for this node.`, 404, { field: 'locationId' });
  const requested = optionalString(payload, 'fileName');
  const overwrite = boolParam(objectParam(payload, 'options'), 'overwrite');
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
