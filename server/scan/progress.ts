/** A scan's progress as a task reports it: which stage runs, how far the second stage is, the time left. */
import { SCAN_STAGE_LABELS, type TaskProgress } from '@fathom/sdk/api/tasks';
import type { ScanCounters } from './scan-job';

/** The fields of a task's progress that say which stage a scan is in and how far its second stage is. */
export function stageProgress(c: ScanCounters, phase: string): Pick<TaskProgress, 'phase' | 'stage' | 'contentFiles' | 'contentDone'> {
  const stage = SCAN_STAGE_LABELS[phase];
  return {
    phase,
    ...(stage ? { stage } : {}),
    ...(c.contentFiles !== undefined && phase !== 'walk' ? { contentFiles: c.contentFiles, contentDone: c.contentDone ?? 0 } : {}),
  };
}

/**
 * Seconds left of a scan: in its second stage from the contents read since that stage began, else from the
 * files looked at against those expected (the last scan's count).
 */
export class ScanEta {
  private content: { at: number; done: number } | null = null;
  constructor(
    private readonly expectedFiles: number | null,
    private readonly startedAt: number,
  ) {}

  eta(c: ScanCounters, phase: string, now = Date.now()): number | null {
    if (phase === 'content' && c.contentFiles) {
      const done = c.contentDone ?? 0;
      this.content ??= { at: now, done };
      const rate = (done - this.content.done) / Math.max(0.001, (now - this.content.at) / 1000);
      return rate > 0 && c.contentFiles > done ? Math.round((c.contentFiles - done) / rate) : null;
    }
    const rate = c.files / Math.max(0.001, (now - this.startedAt) / 1000);
    return this.expectedFiles && rate > 0 && this.expectedFiles > c.files ? Math.round((this.expectedFiles - c.files) / rate) : null;
  }
}
