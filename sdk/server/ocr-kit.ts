/**
 * Optical character recognition for extractors (images, scanned PDFs) with tesseract.js, entirely
 * offline: the English model comes from the @tesseract.js-data/eng package (without langPath the library
 * fetches it from the network and its worker dies with an error nobody can catch). One recognizer per
 * thread, created on first use and stopped after a minute of idleness.
 */
import { ExtractionError } from './index';

interface Recognizer {
  recognize(image: Buffer): Promise<{ data: { text: string } }>;
  terminate(): Promise<unknown>;
}

const IDLE_MS = 60_000;
let recognizer: Promise<Recognizer> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function createRecognizer(): Promise<Recognizer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createWorker } = require('tesseract.js') as typeof import('tesseract.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  const worker = await createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
    // without a handler, a failed job is rethrown inside a message callback: an uncaught error
    errorHandler: () => undefined,
  });
  return worker as unknown as Recognizer;
}

function scheduleStop(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    void stopOcr();
  }, IDLE_MS);
  idleTimer.unref();
}

/** Stops the thread's recognizer (tests, shutdown). */
export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const r = recognizer;
  recognizer = undefined;
  if (r) await r.then(w => w.terminate()).catch(() => undefined);
}

/** Text in an image (PNG, JPEG, BMP, TIFF, WebP). Calls are serialised: one recognizer, one image at a time. */
export function recognizeText(image: Buffer): Promise<string> {
  const job = queue.then(async () => {
    recognizer ??= createRecognizer();
    let worker: Recognizer;
    try {
      worker = await recognizer;
    } catch (err) {
      recognizer = undefined;
      throw new ExtractionError('Unsupported', `OCR engine unavailable: ${(err as Error)?.message ?? err}`);
    }
    try {
      const { data } = await worker.recognize(image);
      return data.text;
    } catch (err) {
      throw new ExtractionError('Corrupt', `OCR could not read the image: ${(err as Error)?.message ?? err}`);
    } finally {
      scheduleStop();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}
