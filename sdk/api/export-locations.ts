/**
 * Export locations (spec 001 §2 'export to a location'): PID_SYSEXPORT_LOCATIONS on a container node lists the
 * places a search export may be written to instead of downloaded. Like the policy sections, a node either holds
 * its own list or inherits the list in force on its parent (inherited: true). The console's manager dialog and
 * the server validate with the same rules below.
 *
 * Permissions: reading the list needs 'get' on the node; changing it needs 'adm', because a location names a
 * folder on the platform's own machine that the server process will write into.
 */
import * as yup from 'yup';
import type { ExportRequest } from './search-wire';
import { isValidPath, MESSAGES, objectNameSchema } from './validation';

export const EXPORT_LOCATIONS_PROPERTY = 'PID_SYSEXPORT_LOCATIONS';

/** 'filesys' is a folder on the platform's machine. smb and objstore locations join the union with their own fields. */
export const EXPORT_LOCATION_TYPES = ['filesys'] as const;
export type ExportLocationType = (typeof EXPORT_LOCATION_TYPES)[number];
export const EXPORT_LOCATION_TYPE_LABELS: Record<ExportLocationType, string> = { filesys: 'Folder on the platform server' };

interface ExportLocationBase {
  /** Stable id, unique within the node's list; an export names the location by it. */
  id: string;
  name: string;
  description: string;
}
export interface FilesysExportLocation extends ExportLocationBase {
  type: 'filesys';
  path: string;
}
export type ExportLocation = FilesysExportLocation;

/** What a node stores and what POST sends. */
export interface ExportLocationsSection {
  inherited: boolean;
  locations: ExportLocation[];
}

/** What GET answers. */
export interface ExportLocationsAnswer extends ExportLocationsSection {
  /** The tree node holding this list (for an index entry, its collector); POST to it. */
  nodeId: string;
  /** The nearest ancestor whose own list is in force, or null (nothing above defines one). */
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedLocations: ExportLocation[];
  /** In force on this node: inheritedLocations when inherited, else locations. Exports choose from these. */
  effective: ExportLocation[];
  /** The top node has no parent to inherit from. */
  isTop: boolean;
}

export const EXPORT_LOCATION_ERRORS = {
  /** The folder does not exist, is not a folder, or the server cannot create files in it. */
  notWritable: 'LocationNotWritable',
  /** The locationId is not in force on the node. */
  notFound: 'LocationNotFound',
  /** The file name tries to leave the location's folder (separators, '..'). */
  pathTraversal: 'PathTraversal',
  /** A file of that name exists and options.overwrite was not set. */
  fileExists: 'FileExists',
} as const;

export const EXPORT_LOCATIONS_MAX = 100;
export const EXPORT_LOCATION_DESCRIPTION_MAX = 1024;
export const EXPORT_LOCATION_PATH_MAX = 1024;
export const EXPORT_FILE_NAME_MAX = 200;

/** Absolute on the server's machine: '/srv/exports' or 'D:\exports'. */
export function isAbsoluteLocationPath(path: string): boolean {
  return /^\//.test(path) || /^[A-Za-z]:[\\/]/.test(path);
}

export const exportLocationPathSchema = yup
  .string()
  .required(MESSAGES.required)
  .test('not-blank', MESSAGES.required, v => !!v && v.trim().length > 0)
  .max(EXPORT_LOCATION_PATH_MAX, MESSAGES.max(EXPORT_LOCATION_PATH_MAX))
  .test('path', MESSAGES.path, v => !v || (isValidPath(v) && isAbsoluteLocationPath(v) && !v.includes('\0')));

/** One location as the manager's form edits it (id is assigned by the console when missing). */
export const exportLocationSchema = yup.object({
  id: yup.string().default(''),
  name: objectNameSchema,
  type: yup
    .string()
    .oneOf([...EXPORT_LOCATION_TYPES], 'Type is not supported.')
    .required(MESSAGES.required),
  path: exportLocationPathSchema,
  description: yup.string().default('').max(EXPORT_LOCATION_DESCRIPTION_MAX, MESSAGES.max(EXPORT_LOCATION_DESCRIPTION_MAX)),
});

export interface ExportLocationFieldError {
  index: number;
  field: string;
  message: string;
}

/** Names compare trimmed and without regard to case: two 'Archive' entries would be indistinguishable in a list. */
export const locationNameKey = (name: string) =>
  String(name ?? '')
    .trim()
    .toLowerCase();

/** Every problem of a list: each entry by exportLocationSchema, then unique names ('Field must be unique.') and ids. */
export function validateExportLocations(list: readonly unknown[]): ExportLocationFieldError[] {
  const errors: ExportLocationFieldError[] = [];
  if (list.length > EXPORT_LOCATIONS_MAX)
    errors.push({ index: -1, field: 'locations', message: `A node may have at most ${EXPORT_LOCATIONS_MAX} export locations.` });
  const names = new Map<string, number>();
  const ids = new Set<string>();
  list.forEach((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ index, field: '', message: `Location #${index + 1} must be an object.` });
      return;
    }
    try {
      exportLocationSchema.validateSync(item, { abortEarly: false, strict: true });
    } catch (e) {
      for (const inner of (e as yup.ValidationError).inner.length ? (e as yup.ValidationError).inner : [e as yup.ValidationError]) {
        errors.push({ index, field: inner.path ?? '', message: inner.message });
      }
    }
    const l = item as Partial<ExportLocation>;
    if (typeof l.name === 'string') {
      const key = locationNameKey(l.name);
      if (names.has(key)) errors.push({ index, field: 'name', message: MESSAGES.unique });
      else names.set(key, index);
    }
    if (typeof l.id === 'string' && l.id) {
      if (ids.has(l.id)) errors.push({ index, field: 'id', message: 'Location ids must be unique.' });
      ids.add(l.id);
    }
  });
  return errors;
}

/**
 * Checks a file name asked for by an export: one plain name inside the location's folder. Returns the error name
 * and message, or null. Separators and '..' are traversal; other unusable names are validation errors.
 */
export function checkExportFileName(name: string): { name: typeof EXPORT_LOCATION_ERRORS.pathTraversal | 'ValidationError'; message: string } | null {
  if (/[\\/]/.test(name) || name === '..' || name === '.' || /^[A-Za-z]:/.test(name)) {
    return {
      name: EXPORT_LOCATION_ERRORS.pathTraversal,
      message: "The file name must not contain folders, separators or '..'; it is written inside the location.",
    };
  }
  if (!name.trim()) return { name: 'ValidationError', message: 'The file name is blank.' };
  if (name.length > EXPORT_FILE_NAME_MAX) return { name: 'ValidationError', message: `The file name must be at most ${EXPORT_FILE_NAME_MAX} characters.` };
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\u0000-\u001f]/.test(name)) return { name: 'ValidationError', message: 'The file name must not contain < > : " | ? * or control characters.' };
  return null;
}

/** POST /database/export with locationId: the file is written into the location instead of being downloaded. */
export interface ExportToLocationRequest extends ExportRequest {
  locationId: string;
  /** The node whose export locations are in force (default HOME); the console sends the active node. */
  objectId?: string;
  /** Default results-<time>.<ext>; the format's extension is added when missing. */
  fileName?: string;
  options?: { overwrite?: boolean };
}
export interface ExportToLocationResponse {
  path: string;
  fileName: string;
  size: number;
  rows: number;
  locationId: string;
}
