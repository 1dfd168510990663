/** Worker thread: reads and hashes batches of files for a scan (parallel readers). */
import { parentPort, workerData } from 'node:worker_threads';
import { hashOne, type HashRequest, type HashResult } from './hashing';
import { loadServerPlugins, sourceConnector } from './plugins';

export interface HashBatch {
  batchId: number;
  type: string;
  params: Record<string, unknown>;
  items: HashRequest[];
}

if (parentPort) {
  const port = parentPort;
  const plugins = loadServerPlugins((workerData as { pluginsEntry: string }).pluginsEntry);
  port.on('message', (batch: HashBatch) => {
    const connector = sourceConnector(plugins, batch.type);
    const results: HashResult[] = batch.items.map(item => hashOne(connector, batch.params, item));
    const transfer = results.flatMap(r => (r.bytes ? [r.bytes.buffer as ArrayBuffer] : []));
    port.postMessage({ batchId: batch.batchId, results }, transfer);
  });
}
