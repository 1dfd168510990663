/**
 * Verifying one indexed file: the stored signature must be this platform's over the row's record (hash, size,
 * node, service, path, time), and the file, read again through its source connector, must still hash to the
 * signed hash. Files of remote collectors are on another machine: only their signature is checked.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { parseStoredSignature, type VerifyReason, type VerifyResult } from '@fathom/sdk/api/signing';
import type { ServerContext } from '../http/context';
import { fullPath, type EntryRow } from '../index/children';
import { sourceConnector, UnknownSourceTypeError } from '../scan/plugins';
import { nodeServices } from '../tasks/sources';
import { parseTags } from '../tree/objects';
import { loadSigningKey } from './keys';
import { checkSignature } from './record';
import { rehash, RereadError } from './rehash';

export async function verifyEntry(server: Pick<ServerContext, 'store' | 'settings' | 'plugins' | 'secrets'>, row: EntryRow): Promise<VerifyResult> {
  const stored = parseStoredSignature(row.signature);
  const answer = (reason: VerifyReason, contentChecked: boolean): VerifyResult => ({
    objectId: `e${row.entry_id}`,
    valid: reason === 'ok',
    reason,
    signedAt: stored?.signedAt ?? null,
    keyId: stored?.keyId ?? null,
    contentChecked,
  });
  if (row.signature === null) return answer('NotSigned', false);
  const path = fullPath(row);
  const key = loadSigningKey(server.settings.dataDir);
  if (
    !stored ||
    !row.content_hash ||
    !checkSignature(key, stored, { nodeId: row.node_id, service: row.service, path, contentHash: row.content_hash, size: row.size })
  ) {
    return answer('SignatureInvalid', false);
  }
  const node = await server.store.db.selectFrom('objects').select('tags').where('object_id', '=', row.node_id).executeTakeFirst();
  if (node && parseTags(node.tags).remote === true) return answer('ok', false);

  const service = (await nodeServices(server.store, row.node_id, server.secrets)).find(s => s.name === row.service);
  if (!service) throw new ApiError(ERROR_NAMES.conflict, `The source '${row.service}' of this file is no longer configured, so the file cannot be read again.`);
  let connector;
  try {
    connector = sourceConnector(server.plugins, service.type);
  } catch (err) {
    if (err instanceof UnknownSourceTypeError)
      throw new ApiError(ERROR_NAMES.conflict, `This server cannot read '${service.type}' sources, so the file cannot be read again.`);
    throw err;
  }
  try {
    const now = await rehash(connector, service.parameters ?? {}, path);
    if (now.missing) return answer('FileMissing', false);
    return answer(now.hash === row.content_hash ? 'ok' : 'ContentChanged', true);
  } catch (err) {
    if (err instanceof RereadError) throw new ApiError(ERROR_NAMES.conflict, err.message);
    throw err;
  }
}
