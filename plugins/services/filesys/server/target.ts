/**
 * The filesys target: files written under a folder of the collector's machine (storePath), LZ4-compressed and
 * encrypted unless turned off (target-kit). A file is written to a temporary name beside it and renamed into place,
 * so a reader never sees half a file and a failed write leaves the previous one.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import type { TargetConnector } from '@fathom/sdk/server';
import { restoredContent, storedContent, targetRelativePath, targetStorePath, type TargetContent } from '@fathom/sdk/server/target-kit';

/** The folder of a target: its absolute store path (a named NoSuchPath when there is none). */
export function storeFolder(params: Record<string, unknown>): string {
  const store = targetStorePath(params);
  if (!store || !isAbsolute(store))
    throw new ApiError(SERVICE_ERRORS.noSuchPath, 'The target needs a store path: an absolute folder.', SERVICE_ERROR_STATUS.NoSuchPath);
  return store;
}

function namedFsError(err: unknown, where: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new ApiError(SERVICE_ERRORS.accessDenied, `Access was denied to ${where}.`, SERVICE_ERROR_STATUS.AccessDenied);
  if (code === 'ENOTDIR' || code === 'EEXIST') return new ApiError(SERVICE_ERRORS.noSuchPath, `${where} is not a folder.`, SERVICE_ERROR_STATUS.NoSuchPath);
  return err;
}

/** Writes a stream to a file through a temporary name beside it (same folder, so the rename is atomic). */
export async function writeFileAtomically(file: string, body: AsyncIterable<Uint8Array>, signal?: AbortSignal): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.part`);
  try {
    await pipeline(Readable.from(body), createWriteStream(temp, { mode: 0o600 }), { signal });
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Writes one file under a folder: the target-kit's stored form (or as given, for storage: both off). */
export async function writeUnder(folder: string, path: string, body: AsyncIterable<Uint8Array>, signal?: AbortSignal): Promise<string> {
  const file = join(folder, ...targetRelativePath(path).split('/'));
  try {
    await writeFileAtomically(file, body, signal);
  } catch (err) {
    throw namedFsError(err, file);
  }
  return file;
}

/** 'Test connection': the folder exists (or can be made) and takes new files; answers the first names in it. */
export async function testWritableFolder(folder: string): Promise<{ entries: string[] }> {
  try {
    await mkdir(folder, { recursive: true });
    if (!(await stat(folder)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    await access(folder, constants.W_OK);
    return { entries: (await readdir(folder)).filter(n => !n.endsWith('.part')).slice(0, 20) };
  } catch (err) {
    throw namedFsError(err, `the folder ${folder}`);
  }
}

export const filesysTarget: TargetConnector = {
  type: 'filesys',
  async write(params, path, content: TargetContent, signal) {
    await writeUnder(storeFolder(params), path, storedContent(params, content), signal);
  },
  async read(params, path) {
    const file = join(storeFolder(params), ...targetRelativePath(path).split('/'));
    await stat(file); // ENOENT before any byte is promised
    return restoredContent(params, createReadStream(file));
  },
  async remove(params, path) {
    await rm(join(storeFolder(params), ...targetRelativePath(path).split('/')), { force: true });
  },
  validate: async params => testWritableFolder(storeFolder(params)),
};
