/**
 * Writing an export file into a location's folder. The name is one plain file name (no separators, no '..'),
 * the format's extension is added when missing, and the final path must lie directly in the folder. An existing
 * file is kept unless overwrite is asked for: without it the file is created exclusively (O_EXCL), so two
 * exports racing for one name cannot both win; with it the bytes go to a temporary file that is renamed over
 * the old one, so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { checkExportFileName, EXPORT_LOCATION_ERRORS, type ExportLocation } from '@fathom/sdk/api/export-locations';
import { notWritable, requireWritableFolder } from './writable';

export interface WrittenExport {
  path: string;
  fileName: string;
  size: number;
}

/** The checked file name, with the extension added when the name lacks it. */
export function exportFileName(requested: string | undefined, fallback: string, extension: string): string {
  if (requested === undefined) return fallback;
  const problem = checkExportFileName(requested);
  if (problem) throw new ApiError(problem.name, problem.message, 400, { field: 'fileName' });
  const name = requested.trim();
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

export async function writeExportFile(location: ExportLocation, fileName: string, bytes: Buffer, overwrite: boolean): Promise<WrittenExport> {
  const folder = resolve(location.path);
  const target = join(folder, fileName);
  // Belt and braces after checkExportFileName: whatever the name, the file lands directly in the folder.
  if (dirname(target) !== folder || basename(target) !== fileName) {
    throw new ApiError(EXPORT_LOCATION_ERRORS.pathTraversal, 'The file name must name a file inside the location.', 400, { field: 'fileName' });
  }
  requireWritableFolder(folder, `Location '${location.name}'`);
  if (overwrite) {
    const temporary = join(folder, `.${fileName}.${randomBytes(6).toString('hex')}.part`);
    try {
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
    } catch (e) {
      await fs.rm(temporary, { force: true });
      throw failure(location, target, e);
    }
  } else {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(target, 'wx');
    } catch (e) {
      throw failure(location, target, e);
    }
    try {
      await handle.writeFile(bytes);
    } catch (e) {
      await handle.close().catch(() => undefined);
      await fs.rm(target, { force: true });
      throw failure(location, target, e);
    }
    await handle.close();
  }
  return { path: target, fileName, size: bytes.length };
}

function failure(location: ExportLocation, target: string, e: unknown): ApiError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EEXIST')
    return new ApiError(
      EXPORT_LOCATION_ERRORS.fileExists,
      `${basename(target)} already exists in '${location.name}'; choose another name or overwrite it.`,
      409,
      { path: target },
    );
  if (code === 'EISDIR')
    return new ApiError(EXPORT_LOCATION_ERRORS.fileExists, `${basename(target)} is a folder in '${location.name}'; choose another name.`, 409, {
      path: target,
    });
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new ApiError(ERROR_NAMES.conflict, `There is no space left in '${location.name}' for ${basename(target)}.`);
  return notWritable(`Location '${location.name}'`, location.path, `refused ${basename(target)} (${code ?? 'error'})`);
}
