/** A collector's signs of life while a long scan makes no other call (the platform sets a silent collector offline). */
import { HEARTBEAT_MS } from '../tasks/collector-presence';
import type { UploadTarget } from './upload';

/**
 * Beats every HEARTBEAT_MS (with the program's version) until the returned function is called. A failing beat is reported once, not once
 * per beat, until a beat gets through again.
 */
export function startHeartbeat(platform: Pick<UploadTarget, 'post'>, report: (err: unknown) => void, version?: string): () => void {
  let failing = false;
  const timer = setInterval(() => {
    platform.post('/database/collector/heartbeat', version ? { version } : {}).then(
      () => {
        failing = false;
      },
      err => {
        if (!failing) report(err);
        failing = true;
      },
    );
  }, HEARTBEAT_MS);
  return () => clearInterval(timer);
}
