/** Worker thread: reads and hashes batches of files for a scan (parallel readers). */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import { hashLocal, hashOne, LOCAL_FILES, type HashRequest, type HashResult } from './hashing';
import { loadServerPlugins, sourceConnector } from './plugins';

export interface HashBatch {
  batchId: number;
  type: string;
  params: Record<string, unknown>;
  items: HashRequest[];
}

if (parentPort) {
  const port = parentPort;
  // Local files are read without their connector (hashing.ts): the plugins (tens of MB of heap per thread) are
  // loaded only when a batch of another source type comes.
  const { pluginsEntry } = workerData as { pluginsEntry: string };
  let plugins: ServerPluginDefinition[] | null = null;
  port.on('message', (batch: HashBatch) => {
    const results: HashResult[] =
      batch.type === LOCAL_FILES
        ? batch.items.map(hashLocal)
        : batch.items.map(item => hashOne(sourceConnector((plugins ??= loadServerPlugins(pluginsEntry)), batch.type), batch.params, item));
    const transfer = results.flatMap(r => (r.bytes ? [r.bytes.buffer as ArrayBuffer] : []));
    port.postMessage({ batchId: batch.batchId, results }, transfer);
  });
}
