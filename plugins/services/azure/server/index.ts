/** The azure source (blobs of one Azure Blob container, listed page by page and read as streams) and target (target.ts). */
import type { ContainerClient } from '@azure/storage-blob';
import { ApiError } from '@fathom/sdk/api/wire';
import { defineServerPlugin, distinctRootsOf, ServiceTypes, Sources, Targets, type SourceConnector } from '@fathom/sdk/server';
import { azureTarget } from './target';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '@fathom/sdk/api/services';
import { azureBlobEndpoint, CONNECTION_MESSAGES, type AzureParameters } from '@fathom/sdk/api/service-forms';
import { AZURE_TYPE } from '../descriptor';
import { walkAzure } from './walk';
import { blobName, containerRoot, locateBlob } from './paths';

type AzureBlob = typeof import('@azure/storage-blob');
let azureLib: AzureBlob | undefined;
/** Loaded on the first Azure source used: the server and scan threads of other sources never hold it. */
const azureBlob = (): AzureBlob => (azureLib ??= require('@azure/storage-blob') as AzureBlob); // eslint-disable-line @typescript-eslint/no-require-imports

export function azureParams(params: Record<string, unknown>): AzureParameters {
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  return {
    accountName: text('accountName'),
    accountKey: typeof params.accountKey === 'string' ? params.accountKey : '',
    container: text('container'),
    endpointSuffix: text('endpointSuffix') || undefined,
    endpoint: text('endpoint') || undefined,
  };
}

const clients = new Map<string, ContainerClient>();
/** One client per account and container (clients keep their connections); `tries` 1 for a connection test. */
export function containerClient(params: Record<string, unknown>, tries = 3): ContainerClient {
  const p = azureParams(params);
  const key = JSON.stringify([p, tries]);
  let c = clients.get(key);
  if (!c) {
    const { BlobServiceClient, StorageSharedKeyCredential } = azureBlob();
    const service = new BlobServiceClient(azureBlobEndpoint(p), new StorageSharedKeyCredential(p.accountName, p.accountKey), {
      retryOptions: { maxTries: tries, tryTimeoutInMs: 30_000 },
    });
    c = service.getContainerClient(p.container);
    if (clients.size > 32) clients.clear();
    clients.set(key, c);
  }
  return c;
}

/** The named failure for an error of the Azure client. */
export function azureError(err: unknown, p: AzureParameters): ApiError {
  const e = err as { statusCode?: number; code?: string; message?: string };
  const host = new URL(azureBlobEndpoint(p)).host;
  if (e.statusCode === 404 || e.code === 'ContainerNotFound')
    return new ApiError(SERVICE_ERRORS.noSuchContainer, CONNECTION_MESSAGES.noSuchContainer(p.container, p.accountName), SERVICE_ERROR_STATUS.NoSuchContainer);
  if (e.statusCode === 403 || e.statusCode === 401)
    return new ApiError(SERVICE_ERRORS.accessDenied, CONNECTION_MESSAGES.accessDenied(`the account ${p.accountName}`), SERVICE_ERROR_STATUS.AccessDenied);
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' || e.code === 'ETIMEDOUT' || e.code === 'ECONNRESET' || !e.statusCode)
    return new ApiError(SERVICE_ERRORS.hostUnreachable, CONNECTION_MESSAGES.hostUnreachable(host), SERVICE_ERROR_STATUS.HostUnreachable);
  return new ApiError(SERVICE_ERRORS.hostUnreachable, `${host} answered ${e.statusCode}: ${e.code ?? e.message}`, SERVICE_ERROR_STATUS.HostUnreachable);
}

/** Names a connection test answers per folder. */
const TEST_NAMES = 20;

/**
 * 'Test connection': lists the container's top (or each include folder in it) and answers the first names there;
 * a refused key, a missing container or an unreachable endpoint is named (azureError).
 */
export async function testAzureConnection(params: Record<string, unknown>, include: string[], signal?: AbortSignal): Promise<{ entries: string[] }> {
  const p = azureParams(params);
  const container = `//${p.accountName}/${p.container}`;
  const roots = distinctRootsOf(include.map(containerRoot));
  const places = roots.map(root => {
    const where = locateBlob(root, p);
    if (!where) throw new ApiError(SERVICE_ERRORS.noSuchPath, `${root} is not in the container ${container}.`, SERVICE_ERROR_STATUS.NoSuchPath);
    return { root, prefix: where.rel ? `${where.rel}/` : '' };
  });
  if (places.length === 0) places.push({ root: '', prefix: '' });
  const entries: string[] = [];
  const client = containerClient(params, 1);
  for (const { root, prefix } of places) {
    let names: string[];
    let isBlob = false;
    try {
      const pages = client.listBlobsByHierarchy('/', { prefix, abortSignal: signal }).byPage({ maxPageSize: TEST_NAMES });
      const { segment } = (await pages.next()).value ?? { segment: { blobPrefixes: [], blobItems: [] } };
      names = [...(segment.blobPrefixes ?? []), ...segment.blobItems].map(b => b.name.slice(prefix.length).replace(/\/$/, ''));
      // An include path may name one blob.
      if (prefix && names.length === 0) isBlob = await client.getBlobClient(prefix.slice(0, -1)).exists({ abortSignal: signal });
    } catch (err) {
      throw azureError(err, p);
    }
    if (isBlob) entries.push(root);
    else if (prefix && names.length === 0)
      throw new ApiError(SERVICE_ERRORS.noSuchPath, CONNECTION_MESSAGES.noSuchPath(`${container}/${prefix.slice(0, -1)}`), SERVICE_ERROR_STATUS.NoSuchPath);
    for (const name of names) entries.push(root ? `${root}/${name}` : name);
  }
  return { entries };
}

/** A blob's content as chunks of bytes. */
async function* bytesOf(body: NodeJS.ReadableStream): AsyncGenerator<Uint8Array> {
  for await (const c of body) yield typeof c === 'string' ? Buffer.from(c) : c;
}

async function openBlob(params: Record<string, unknown>, path: string, signal?: AbortSignal): Promise<AsyncIterable<Uint8Array>> {
  const p = azureParams(params);
  const name = blobName(path, p);
  try {
    const res = await containerClient(params).getBlobClient(name).download(0, undefined, { abortSignal: signal });
    if (!res.readableStreamBody) throw new Error(`${path} has no content`);
    return bytesOf(res.readableStreamBody);
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { statusCode?: number };
    if (e.statusCode === 404) throw Object.assign(new Error(`${path} does not exist`), { code: 'ENOENT' });
    throw err;
  }
}

/** Blobs read at once during a scan (one HTTP request each). */
export const AZURE_READ_CONCURRENCY = 8;

export const azureConnector: SourceConnector = {
  type: 'azure',
  readConcurrency: AZURE_READ_CONCURRENCY,
  walk: (params, include, exclude, signal) => walkAzure(containerClient(params), azureParams(params), include, exclude, signal),
  async read(params, path) {
    const chunks: Buffer[] = [];
    for await (const c of await openBlob(params, path)) chunks.push(Buffer.from(c));
    return Buffer.concat(chunks);
  },
  readStream: openBlob,
  validate: testAzureConnection,
};

export default defineServerPlugin({
  id: 'services-azure',
  register(r) {
    r.contribute(Sources, azureConnector);
    r.contribute(Targets, azureTarget);
    r.contribute(ServiceTypes, AZURE_TYPE);
  },
});
