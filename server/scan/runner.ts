/**
 * Runs a scan in its own worker thread, so walking, hashing and index writes never block the API's event
 * loop. stop() ends it after in-flight work is written (cancel, pause); kill() terminates it (abort).
 */
import { Worker } from 'node:worker_threads';
import { compiledEntry } from '../runtime/compile-entry';
import { threadLimits } from '../runtime/thread-limits';
import { scanTrace } from './trace';
import type { ScanCounters, ScanOutcome, ScanSpec } from './scan-job';
import type { ScanWorkerMessage } from './scan-worker';

export class ScanFailedError extends Error {
  constructor(
    message: string,
    readonly causeName = 'Error',
  ) {
    super(message);
    this.name = 'ScanFailed';
  }
}
export class ScanKilledError extends Error {
  constructor() {
    super('The scan was terminated');
    this.name = 'ScanKilled';
  }
}

export interface RunningScan {
  done: Promise<ScanOutcome>;
  stop(): void;
  kill(): Promise<void>;
}

export function startScan(spec: ScanSpec, onProgress: (counters: ScanCounters, phase: string) => void): RunningScan {
  const entry = compiledEntry('server/scan/scan-worker.ts');
  scanTrace('thread compiled');
  const worker = new Worker(entry, { workerData: spec, resourceLimits: threadLimits('scan') });
  let settled = false;
  let killed = false;
  let lastPhase = '';
  const done = new Promise<ScanOutcome>((resolve, reject) => {
    worker.on('online', () => scanTrace('thread online'));
    worker.on('message', (m: ScanWorkerMessage) => {
      if (m.type === 'progress') {
        if (m.phase !== lastPhase) scanTrace(`progress ${m.phase} received`);
        lastPhase = m.phase;
        onProgress(m.counters, m.phase);
      } else if (m.type === 'done') {
        settled = true;
        resolve({ counters: m.counters, stopped: m.stopped, messages: m.messages });
      } else if (m.type === 'error') {
        settled = true;
        reject(new ScanFailedError(m.message, m.name));
      }
    });
    worker.on('error', err => {
      if (!settled) {
        settled = true;
        reject(new ScanFailedError(err.message, err.name));
      }
    });
    worker.on('exit', code => {
      if (settled) return;
      settled = true;
      reject(killed ? new ScanKilledError() : new ScanFailedError(`The scan thread stopped unexpectedly (exit code ${code})`));
    });
  });
  return {
    done,
    stop: () => worker.postMessage({ type: 'stop' }),
    kill: async () => {
      killed = true;
      await worker.terminate();
    },
  };
}
