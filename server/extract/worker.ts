/**
 * Worker thread entry: loads the extractor plugins from the compiled module the pool names, and answers
 * one extraction request at a time. Built by compiledEntry(), so a real dynamic import() works here
 * (pdfjs is ESM-only).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import type { ExtractOptions } from './options';
import { ExtractorRegistry, toFailure } from './registry';

export interface WorkerRequest {
  id: number;
  input: { path: string; extension: string; mimeType?: string; bytes: Uint8Array };
  options: Omit<ExtractOptions, 'signal'>;
}

function loadPlugins(modulePath: string): ServerPluginDefinition[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(modulePath) as {
    serverPlugins?: ServerPluginDefinition[];
    extractorPlugins?: ServerPluginDefinition[];
    default?: ServerPluginDefinition[];
  };
  const list = mod.serverPlugins ?? mod.extractorPlugins ?? mod.default;
  if (!Array.isArray(list)) throw new Error(`${modulePath} exports no extractorPlugins list`);
  return list;
}

// A library promise rejected after its job ended (pdfjs font loading, tesseract) must not kill the thread
// and the next job with it; the job itself already has its outcome.
process.on('unhandledRejection', () => undefined);

if (parentPort) {
  const port = parentPort;
  const registry = new ExtractorRegistry(loadPlugins((workerData as { pluginsModule: string }).pluginsModule));
  port.on('message', async (req: WorkerRequest) => {
    const { bytes, ...rest } = req.input;
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    try {
      const outcome = await registry.extract({ ...rest, buffer }, req.options);
      port.postMessage({ id: req.id, outcome });
    } catch (err) {
      port.postMessage({ id: req.id, outcome: { ok: false, ...toFailure(err) } });
    }
  });
}
