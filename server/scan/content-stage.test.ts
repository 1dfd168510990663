import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceConnector } from '@fathom/sdk/server';
import { ContentStage, type ContentOutcome } from './content-stage';

const filesys = { type: 'filesys', walk: () => [], read: async () => Buffer.alloc(0), readSync: () => Buffer.alloc(0) } as unknown as SourceConnector;

describe('ContentStage read threads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-stage-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hash local files without loading the server plugins (a thread holds only what it reads)', async () => {
    const file = join(dir, 'a.txt');
    writeFileSync(file, 'local bytes');
    const outcomes: ContentOutcome[] = [];
    const stage = new ContentStage({
      pluginsEntry: 'server/scan/unloadable-plugins.test-entry.ts',
      connector: filesys,
      params: {},
      threads: 1,
      maxFileSizeBytes: 1024,
      onResult: (_job, out) => outcomes.push(out),
    });
    try {
      await stage.push({ jobId: 1, path: file, size: 11, extension: 'txt', index: false, classify: false, ocr: false });
      await stage.drain();
    } finally {
      await stage.close();
    }
    expect(outcomes).toEqual([{ hash: createHash('sha256').update('local bytes').digest('hex'), bytesRead: 11 }]);
  });
});
