/** Worker thread entry of one scan (or reclassification): runs the job and reports progress; 'stop' ends it gracefully. */
import { parentPort, workerData } from 'node:worker_threads';
import { runScanJob, type ScanCounters, type ScanSpec } from './scan-job';
import { runReclassifyJob } from './reclassify-job';
import { scanTrace } from './trace';

export type ScanWorkerMessage =
  | { type: 'progress'; counters: ScanCounters; phase: string }
  | { type: 'done'; counters: ScanCounters; stopped: boolean; messages: string[] }
  | { type: 'error'; message: string; name: string };

scanTrace('thread running');
if (parentPort) {
  const port = parentPort;
  let stop = false;
  port.on('message', (m: { type: string }) => {
    if (m?.type === 'stop') stop = true;
  });
  let last = 0;
  let lastPhase = '';
  const spec = workerData as ScanSpec;
  (spec.reclassify ? runReclassifyJob : runScanJob)(spec, {
    shouldStop: () => stop,
    progress(counters, phase) {
      const now = Date.now();
      // A new stage is told at once: the names stage ends (the index is searchable) when the API says so.
      if (now - last < 200 && phase === lastPhase) return;
      last = now;
      lastPhase = phase;
      port.postMessage({ type: 'progress', counters, phase } satisfies ScanWorkerMessage);
    },
  })
    .then(
      out => port.postMessage({ type: 'done', ...out } satisfies ScanWorkerMessage),
      (err: Error) => port.postMessage({ type: 'error', message: err?.message ?? String(err), name: err?.name ?? 'Error' } satisfies ScanWorkerMessage),
    )
    .finally(() => port.close());
}
