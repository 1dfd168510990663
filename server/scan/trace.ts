/**
 * FATHOM_SCAN_TRACE=1: each step of a scan task (request, claim, thread start, walk, index build, contents, end)
 * is written to stderr with its wall-clock time, so the time around a scan's stages can be broken down.
 */
import { threadId } from 'node:worker_threads';

const on = process.env.FATHOM_SCAN_TRACE === '1';

export function scanTrace(step: string): void {
  if (on) process.stderr.write(`scan-trace ${(performance.timeOrigin + performance.now()).toFixed(1)} t${threadId} ${step}\n`);
}
