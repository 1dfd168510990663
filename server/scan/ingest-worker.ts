/** Thread entry of IngestThread (ingest-thread.ts): writes each batch it is sent through its own index connection. */
import { parentPort, workerData } from 'node:worker_threads';
import { openIndexDb } from '../store/index-db';
import { ingestSigning, type IngestSigningPlan } from '../signing/ingest-signer';
import { applyIngest, type IngestBatch } from './ingest';

export interface IngestRequest {
  id: number;
  nodeId: string;
  taskId: number | null;
  batch: IngestBatch;
  signing: IngestSigningPlan | null;
}
export type IngestAnswer = { id: number; ok: true; result: { written: number; deleted: number } } | { id: number; ok: false; message: string; name: string };

if (parentPort) {
  const port = parentPort;
  const db = openIndexDb({ dbFile: '', databaseUrl: (workerData as { databaseUrl: string }).databaseUrl });
  port.on('message', (m: IngestRequest) => {
    let answer: IngestAnswer;
    try {
      answer = { id: m.id, ok: true, result: applyIngest(db, m.nodeId, m.taskId, m.batch, m.signing && ingestSigning(m.signing)) };
    } catch (e) {
      const err = e as Error;
      answer = { id: m.id, ok: false, message: err?.message ?? String(e), name: err?.name ?? 'Error' };
    }
    port.postMessage(answer);
  });
}
