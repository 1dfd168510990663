/** The smb source and target: SMB2/3 file shares with NTLMv2, listed, read and written (target.ts) through smbclient. */
import { defineServerPlugin, distinctRootsOf, ServiceTypes, Sources, Targets, type SourceConnector } from '@fathom/sdk/server';
import { smbTargetConnector } from './target';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { CONNECTION_MESSAGES } from '@fathom/sdk/api/service-forms';
import { SMB_TYPE } from '../descriptor';
import { locate, shareRoot } from './paths';
import { smbTarget } from './smbclient';
import { smbSessions } from './sessions';
import { listDirectories, walkSmb } from './walk';

/**
 * Reads at once during a scan. They go to a few long-lived smbclient sessions per share (sessions.ts), queued
 * there so that each session goes from one file to the next without waiting for the scan.
 */
export const SMB_READ_CONCURRENCY = 8;
/** Names a connection test answers per folder. */
const TEST_NAMES = 20;

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

function relOf(params: Record<string, unknown>, path: string): string {
  const t = smbTarget(params);
  const where = locate(shareRoot(path), t);
  if (!where || !where.rel) throw Object.assign(new Error(`${path} is not a file on //${t.server}/${t.shareName}`), { code: 'ENOENT' });
  return where.rel;
}

/**
 * 'Test connection': connects, authenticates, opens the share and lists its top (or each include folder on it),
 * answering the first names there. Connection failures are named by smbclient's output (HostUnreachable,
 * AccessDenied, NoSuchShare); a folder that is missing or cannot be listed is named here.
 */
export async function testSmbConnection(params: Record<string, unknown>, include: string[], signal?: AbortSignal): Promise<{ entries: string[] }> {
  const t = smbTarget(params);
  const share = `//${t.server}/${t.shareName}`;
  const roots = distinctRootsOf(include.map(shareRoot));
  const places = roots.map(root => {
    const where = locate(root, t);
    if (!where) throw new ApiError(SERVICE_ERRORS.noSuchPath, `${root} is not on the share ${share}.`, SERVICE_ERROR_STATUS.NoSuchPath);
    return { root, rel: where.rel };
  });
  if (places.length === 0) places.push({ root: '', rel: '' });
  const listed = await listDirectories(
    t,
    places.map(p => p.rel),
    signal,
  );
  const entries: string[] = [];
  places.forEach(({ root, rel }, i) => {
    const l = listed[i];
    const where = rel ? `${share}/${rel}` : share;
    if (l.missing) throw new ApiError(SERVICE_ERRORS.noSuchPath, CONNECTION_MESSAGES.noSuchPath(where), SERVICE_ERROR_STATUS.NoSuchPath);
    if (l.error === 'NT_STATUS_ACCESS_DENIED')
      throw new ApiError(SERVICE_ERRORS.accessDenied, `Access denied to ${where}: the folder cannot be listed.`, SERVICE_ERROR_STATUS.AccessDenied);
    if (l.error) throw new ApiError(SERVICE_ERRORS.hostUnreachable, `${where} cannot be listed: ${l.error}`, SERVICE_ERROR_STATUS.HostUnreachable);
    for (const e of l.entries.slice(0, TEST_NAMES)) entries.push(root ? `${root}/${e.name}` : e.name);
  });
  return { entries };
}

export const smbConnector: SourceConnector = {
  type: 'smb',
  readConcurrency: SMB_READ_CONCURRENCY,
  walk: (params, include, exclude, signal) => walkSmb(smbTarget(params), include, exclude, signal),
  read: async (params, path) => collect(await smbSessions.read(smbTarget(params), relOf(params, path))),
  readStream: async (params, path, signal) => smbSessions.read(smbTarget(params), relOf(params, path), signal),
  validate: testSmbConnection,
};

export default defineServerPlugin({
  id: 'services-smb',
  register(r) {
    r.contribute(Sources, smbConnector);
    r.contribute(Targets, smbTargetConnector);
    r.contribute(ServiceTypes, SMB_TYPE);
  },
});
