/**
 * The azure target: block blobs under a folder of one container (storePath, e.g. /archive), uploaded as they stream
 * in blocks, LZ4-compressed and encrypted unless turned off (target-kit).
 */
import { Readable } from 'node:stream';
import { ApiError } from '@fathom/sdk/api/wire';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { CONNECTION_MESSAGES } from '@fathom/sdk/api/service-forms';
import type { TargetConnector } from '@fathom/sdk/server';
import { restoredContent, storedContent, targetRelativePath, targetStorePath } from '@fathom/sdk/server/target-kit';
import { azureError, azureParams, containerClient } from '.';

/** Blocks of 4 MiB, two uploading at once. */
const BLOCK_BYTES = 4 * 1024 * 1024;
const UPLOADS_AT_ONCE = 2;

/** The folder in the container (no slashes around it; '' for the container's top). */
function folderOf(params: Record<string, unknown>): string {
  return targetStorePath(params).replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The blob a written file becomes. */
export function targetBlobName(params: Record<string, unknown>, path: string): string {
  return [folderOf(params), targetRelativePath(path)].filter(Boolean).join('/');
}

export const azureTarget: TargetConnector = {
  type: 'azure',
  async write(params, path, content, signal) {
    const name = targetBlobName(params, path);
    const body = Readable.from(storedContent(params, content));
    try {
      await containerClient(params).getBlockBlobClient(name).uploadStream(body, BLOCK_BYTES, UPLOADS_AT_ONCE, { abortSignal: signal });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if ((err as { statusCode?: number }).statusCode === undefined && (err as Error).name !== 'RestError') throw err; // the content's own failure
      throw azureError(err, azureParams(params));
    }
  },
  async read(params, path, signal) {
    const name = targetBlobName(params, path);
    try {
      const res = await containerClient(params).getBlobClient(name).download(0, undefined, { abortSignal: signal });
      if (!res.readableStreamBody) throw new Error(`${path} has no content`);
      return restoredContent(params, res.readableStreamBody as AsyncIterable<Uint8Array>);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) throw Object.assign(new Error(`${name} does not exist`), { code: 'ENOENT' });
      throw err;
    }
  },
  async remove(params, path) {
    await containerClient(params).getBlobClient(targetBlobName(params, path)).deleteIfExists();
  },
  /** The container exists and the key is accepted; answers the first names under the store path. */
  async validate(params, signal) {
    const p = azureParams(params);
    const folder = folderOf(params);
    const prefix = folder ? `${folder}/` : '';
    const client = containerClient(params, 1);
    try {
      if (!(await client.exists({ abortSignal: signal })))
        throw new ApiError(
          SERVICE_ERRORS.noSuchContainer,
          CONNECTION_MESSAGES.noSuchContainer(p.container, p.accountName),
          SERVICE_ERROR_STATUS.NoSuchContainer,
        );
      const pages = client.listBlobsByHierarchy('/', { prefix, abortSignal: signal }).byPage({ maxPageSize: 20 });
      const { segment } = (await pages.next()).value ?? { segment: { blobPrefixes: [], blobItems: [] } };
      return { entries: [...(segment.blobPrefixes ?? []), ...segment.blobItems].map(b => b.name.slice(prefix.length).replace(/\/$/, '')) };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw azureError(err, p);
    }
  },
};
