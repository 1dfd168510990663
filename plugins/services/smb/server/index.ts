/** The smb source: SMB2/3 file shares with NTLMv2, listed and read through smbclient. */
import { defineServerPlugin, ServiceTypes, Sources, type SourceConnector } from '@fathom/sdk/server';
import { ApiError } from '@fathom/sdk/api';
import { CONNECTION_ERRORS, validateSmbParameters } from '@fathom/sdk/api/service-forms';
import { SMB_TYPE } from '../descriptor';
import { locate, shareRoot } from './paths';
import { readFileStream, smbTarget } from './smbclient';
import { listDirectories, walkSmb } from './walk';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function relOf(params: Record<string, unknown>, path: string): string {
  const t = smbTarget(params);
  const where = locate(shareRoot(path), t);
  if (!where || !where.rel) throw Object.assign(new Error(`${path} is not a file on //${t.server}/${t.shareName}`), { code: 'ENOENT' });
  return where.rel;
}

/** Connects, authenticates, opens the share and lists its top: what 'Test connection' checks. */
export async function testSmbConnection(params: Record<string, unknown>): Promise<void> {
  const errors = validateSmbParameters(params);
  const first = Object.entries(errors)[0];
  if (first) throw new ApiError('ValidationError', `${first[0]}: ${first[1]}`);
  const t = smbTarget(params);
  const [listed] = await listDirectories(t, ['']);
  if (listed.error === 'NT_STATUS_ACCESS_DENIED')
    throw new ApiError(CONNECTION_ERRORS.accessDenied, `Access denied to //${t.server}/${t.shareName}: the share cannot be listed.`, 403);
}

export const smbConnector: SourceConnector = {
  type: 'smb',
  walk: (params, include, exclude, signal) => walkSmb(smbTarget(params), include, exclude, signal),
  read: async (params, path) => collect(readFileStream(smbTarget(params), relOf(params, path))),
  openRead: async (params, path, signal) => readFileStream(smbTarget(params), relOf(params, path), signal),
  test: params => testSmbConnection(params),
};

export default defineServerPlugin({
  id: 'services-smb',
  register(r) {
    r.contribute(Sources, smbConnector);
    r.contribute(ServiceTypes, SMB_TYPE);
  },
});
