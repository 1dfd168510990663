/**
 * The text-output target: each file's extracted text (the caller hands the text, input 'text') written as UTF-8 to
 * '<storePath>/<path>.txt', through a temporary file renamed into place.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '@fathom/sdk/api';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { defineServerPlugin, ServiceTypes, Targets, type TargetConnector } from '@fathom/sdk/server';
import { contentChunks, targetRelativePath, targetStorePath } from '@fathom/sdk/server/target-kit';
import { TEXT_OUTPUT_TYPE } from '../descriptor';

export const TEXT_SUFFIX = '.txt';

function folderOf(params: Record<string, unknown>): string {
  const store = targetStorePath(params);
  if (!store || !isAbsolute(store))
    throw new ApiError(SERVICE_ERRORS.noSuchPath, 'The text output needs a store path: an absolute folder.', SERVICE_ERROR_STATUS.NoSuchPath);
  return store;
}

/** Where the text of a file goes: its path under the folder, '.txt' added. */
export function textFileOf(params: Record<string, unknown>, path: string): string {
  return join(folderOf(params), ...targetRelativePath(path).split('/')) + TEXT_SUFFIX;
}

function named(err: unknown, where: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new ApiError(SERVICE_ERRORS.accessDenied, `Access was denied to ${where}.`, SERVICE_ERROR_STATUS.AccessDenied);
  if (code === 'ENOTDIR' || code === 'EEXIST') return new ApiError(SERVICE_ERRORS.noSuchPath, `${where} is not a folder.`, SERVICE_ERROR_STATUS.NoSuchPath);
  return err;
}

export const textOutputTarget: TargetConnector = {
  type: 'text-output',
  input: 'text',
  async write(params, path, content, signal) {
    const file = textFileOf(params, path);
    const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.part`);
    try {
      await mkdir(dirname(file), { recursive: true });
      await pipeline(Readable.from(contentChunks(content)), createWriteStream(temp), { signal });
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw named(err, file);
    }
  },
  async read(params, path) {
    const file = textFileOf(params, path);
    await stat(file);
    return createReadStream(file);
  },
  async remove(params, path) {
    await rm(textFileOf(params, path), { force: true });
  },
  async validate(params) {
    const folder = folderOf(params);
    try {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
      return { entries: (await readdir(folder)).filter(n => !n.endsWith('.part')).slice(0, 20) };
    } catch (err) {
      throw named(err, `the folder ${folder}`);
    }
  },
};

export default defineServerPlugin({
  id: 'services-text-output',
  register(r) {
    r.contribute(Targets, textOutputTarget);
    r.contribute(ServiceTypes, TEXT_OUTPUT_TYPE);
  },
});
