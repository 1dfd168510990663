/** The azure source: blobs of one Azure Blob container, listed page by page and read as streams. */
import { BlobServiceClient, StorageSharedKeyCredential, type ContainerClient } from '@azure/storage-blob';
import { ApiError } from '@fathom/sdk/api';
import { defineServerPlugin, ServiceTypes, Sources, type SourceConnector } from '@fathom/sdk/server';
import { azureBlobEndpoint, CONNECTION_ERRORS, CONNECTION_MESSAGES, validateAzureParameters, type AzureParameters } from '@fathom/sdk/api/service-forms';
import { AZURE_TYPE } from '../descriptor';
import { walkAzure } from './walk';
import { blobName } from './paths';

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
    return new ApiError(CONNECTION_ERRORS.noSuchContainer, CONNECTION_MESSAGES.noSuchContainer(p.container, p.accountName), 404);
  if (e.statusCode === 403 || e.statusCode === 401)
    return new ApiError(CONNECTION_ERRORS.accessDenied, CONNECTION_MESSAGES.accessDenied(`the account ${p.accountName}`), 403);
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' || e.code === 'ETIMEDOUT' || e.code === 'ECONNRESET' || !e.statusCode)
    return new ApiError(CONNECTION_ERRORS.hostUnreachable, CONNECTION_MESSAGES.hostUnreachable(host), 502);
  return new ApiError(CONNECTION_ERRORS.hostUnreachable, `${host} answered ${e.statusCode}: ${e.code ?? e.message}`, 502);
}

export async function testAzureConnection(params: Record<string, unknown>): Promise<void> {
  const first = Object.entries(validateAzureParameters(params))[0];
  if (first) throw new ApiError('ValidationError', `${first[0]}: ${first[1]}`);
  const p = azureParams(params);
  try {
    await containerClient(params, 1).listBlobsFlat().byPage({ maxPageSize: 1 }).next();
  } catch (err) {
    throw azureError(err, p);
  }
}

async function openBlob(params: Record<string, unknown>, path: string, signal?: AbortSignal): Promise<NodeJS.ReadableStream> {
  const p = azureParams(params);
  const name = blobName(path, p);
  try {
    const res = await containerClient(params).getBlobClient(name).download(0, undefined, { abortSignal: signal });
    if (!res.readableStreamBody) throw new Error(`${path} has no content`);
    return res.readableStreamBody;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { statusCode?: number };
    if (e.statusCode === 404) throw Object.assign(new Error(`${path} does not exist`), { code: 'ENOENT' });
    throw err;
  }
}

export const azureConnector: SourceConnector = {
  type: 'azure',
  walk: (params, include, exclude, signal) => walkAzure(containerClient(params), azureParams(params), include, exclude, signal),
  async read(params, path) {
    const chunks: Buffer[] = [];
    for await (const c of await openBlob(params, path)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  },
  openRead: openBlob,
  test: params => testAzureConnection(params),
};

export default defineServerPlugin({
  id: 'services-azure',
  register(r) {
    r.contribute(Sources, azureConnector);
    r.contribute(ServiceTypes, AZURE_TYPE);
  },
});
