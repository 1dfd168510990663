/** Whether the server can create files in a location's folder: it must exist, be a folder, and accept a new file. */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '@fathom/sdk/api';
import { EXPORT_LOCATION_ERRORS } from '@fathom/sdk/api/export-locations';

export function notWritable(what: string, path: string, why: string): ApiError {
  return new ApiError(EXPORT_LOCATION_ERRORS.notWritable, `${what}: the folder ${path} ${why}.`, 400, { path });
}

/**
 * Throws LocationNotWritable unless a file can be created in folder. A probe file is created and removed, because
 * permission bits alone miss read-only mounts and say nothing when the server runs as an administrator.
 */
export function requireWritableFolder(folder: string, what: string): void {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(folder).isDirectory();
  } catch {
    throw notWritable(what, folder, 'does not exist on the server');
  }
  if (!isDirectory) throw notWritable(what, folder, 'is not a folder');
  const probe = join(folder, `.fathom-write-check-${randomBytes(6).toString('hex')}`);
  try {
    closeSync(openSync(probe, 'wx'));
  } catch (e) {
    throw notWritable(what, folder, `does not accept new files (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    unlinkSync(probe);
  } catch {
    /* the probe is empty; a leftover does no harm */
  }
}
