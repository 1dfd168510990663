/** Worker thread entry of one scan (or reclassification): runs the job and reports progress; 'stop' ends it gracefully. */
import { parentPort, workerData } from 'node:worker_threads';
import { runScanJob, type ScanCounters, type ScanSpec } from './scan-job';
import { runReclassifyJob } from './reclassify-job';

export type ScanWorkerMessage =
  | { type: 'progress'; counters: ScanCounters; phase: string }
  | { type: 'done'; counters: ScanCounters; stopped: boolean; messages: string[] }
  | { type: 'error'; message: string; name: string };

if (parentPort) {
  const port = parentPort;
  let stop = false;
  port.on('message', (m: { type: string }) => {
    if (m?.type === 'stop') stop = true;
  });
  let last = 0;
  const spec = workerData as ScanSpec;
  (spec.reclassify ? runReclassifyJob : runScanJob)(spec, {
    shouldStop: () => stop,
    progress(counters, phase) {
      const now = Date.now();
      if (now - last < 200 && phase !== 'done' && phase !== 'stopped') return;
      last = now;
      port.postMessage({ type: 'progress', counters, phase } satisfies ScanWorkerMessage);
    },
  })
    .then(
      out => port.postMessage({ type: 'done', ...out } satisfies ScanWorkerMessage),
      (err: Error) => port.postMessage({ type: 'error', message: err?.message ?? String(err), name: err?.name ?? 'Error' } satisfies ScanWorkerMessage),
    )
    .finally(() => port.close());
}
