/**
 * The smb target: files written under a folder of the share (storePath, e.g. /archive) through smbclient, like the
 * source reads. The stored form (LZ4 and encryption unless turned off, target-kit) is written to a private temporary
 * file first and put on the share in one smbclient run that also makes the missing folders.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import type { TargetConnector } from '@fathom/sdk/server';
import { restoredContent, storedContent, targetRelativePath, targetStorePath } from '@fathom/sdk/server/target-kit';
import { parseListLine } from './listing';
import { quoted, readFileStream, runCommands, smbTarget, type SmbTarget } from './smbclient';

/** The folder on the share ('' for its top), '/'-separated without slashes around it. */
function folderOf(params: Record<string, unknown>): string {
  const store = targetStorePath(params);
  // A store path may also be written as the share itself: //server/share/folder.
  const t = smbTarget(params);
  const share = `//${t.server}/${t.shareName}`.toLowerCase();
  const inShare = store.toLowerCase().startsWith(share) ? store.slice(share.length) : store;
  return inShare.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The file's path on the share. */
export function shareFileOf(params: Record<string, unknown>, path: string): string {
  return [folderOf(params), targetRelativePath(path)].filter(Boolean).join('/');
}

/** Every folder from the top down to `rel` (each made when missing). */
function foldersDownTo(rel: string): string[] {
  const steps = rel.split('/').filter(Boolean);
  return steps.map((_, i) => steps.slice(0, i + 1).join('/'));
}

/** smbclient prints nothing on a successful put; any status but a folder that already exists is a failure. */
const FAILED = /NT_STATUS_(?!OBJECT_NAME_COLLISION)\w+/;

/** The named failure for a status smbclient printed while writing. */
function writeFailure(t: SmbTarget, rel: string, output: string): ApiError {
  const where = `//${t.server}/${t.shareName}/${rel}`;
  const status = FAILED.exec(output)?.[0] ?? 'no answer';
  if (/ACCESS_DENIED|MEDIA_WRITE_PROTECTED|NETWORK_ACCESS_DENIED/.test(status))
    return new ApiError(SERVICE_ERRORS.accessDenied, `Access denied: ${where} cannot be written (${status}).`, SERVICE_ERROR_STATUS.AccessDenied);
  if (/OBJECT_PATH_NOT_FOUND|OBJECT_NAME_NOT_FOUND|NOT_A_DIRECTORY/.test(status))
    return new ApiError(
      SERVICE_ERRORS.noSuchPath,
      `${where} cannot be written: a folder on the way is missing or is a file (${status}).`,
      SERVICE_ERROR_STATUS.NoSuchPath,
    );
  return new ApiError(SERVICE_ERRORS.hostUnreachable, `${where} could not be written: ${status}.`, SERVICE_ERROR_STATUS.HostUnreachable);
}

export const smbTargetConnector: TargetConnector = {
  type: 'smb',
  async write(params, path, content, signal) {
    const t = smbTarget(params);
    const rel = shareFileOf(params, path);
    const local = await mkdtemp(join(tmpdir(), 'smb-put-'));
    try {
      const file = join(local, 'content');
      await pipeline(Readable.from(storedContent(params, content)), createWriteStream(file, { mode: 0o600 }), { signal });
      const folders = foldersDownTo(rel.split('/').slice(0, -1).join('/'));
      const out = (await runCommands(t, [...folders.map(f => `mkdir ${quoted(f)}`), `put "${file}" ${quoted(rel)}`], signal)).join('\n');
      if (FAILED.test(out)) throw writeFailure(t, rel, out);
    } finally {
      await rm(local, { recursive: true, force: true });
    }
  },
  async read(params, path, signal) {
    return restoredContent(params, readFileStream(smbTarget(params), shareFileOf(params, path), signal));
  },
  async remove(params, path) {
    const t = smbTarget(params);
    const rel = shareFileOf(params, path);
    const out = (await runCommands(t, [`del ${quoted(rel)}`])).join('\n');
    if (/NT_STATUS_/.test(out) && !/NT_STATUS_(NO_SUCH_FILE|OBJECT_NAME_NOT_FOUND)/.test(out)) throw writeFailure(t, rel, out);
  },
  /** Connects, makes the store path's folders when missing, proves a file can be put there and lists it. */
  async validate(params, signal) {
    const t = smbTarget(params);
    const folder = folderOf(params);
    const probe = [folder, `.fathom-write-test-${process.pid}`].filter(Boolean).join('/');
    const local = await mkdtemp(join(tmpdir(), 'smb-test-'));
    try {
      const file = join(local, 'probe');
      await pipeline(Readable.from([Buffer.alloc(0)]), createWriteStream(file, { mode: 0o600 }));
      const out = (
        await runCommands(
          t,
          [
            ...foldersDownTo(folder).map(f => `mkdir ${quoted(f)}`),
            `put "${file}" ${quoted(probe)}`,
            `del ${quoted(probe)}`,
            `ls ${quoted(folder ? `${folder}/*` : '*')}`,
          ],
          signal,
        )
      ).join('\n');
      if (FAILED.test(out)) throw writeFailure(t, probe, out);
      const names = out
        .split('\n')
        .map(l => parseListLine(l)?.name)
        .filter((n): n is string => !!n && n !== '.' && n !== '..' && !n.startsWith('.fathom-write-test-'));
      return { entries: names.slice(0, 20) };
    } finally {
      await rm(local, { recursive: true, force: true });
    }
  },
};
