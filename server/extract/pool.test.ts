import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THREAD_LIMITS } from '../runtime/thread-limits';
import { ExtractionPool } from './pool';

const text = (path: string, s: string) => ({ path, buffer: Buffer.from(s, 'utf8') });

describe('ExtractionPool', () => {
  let pool: ExtractionPool;
  beforeAll(() => {
    pool = new ExtractionPool({ pluginsEntry: 'server/extract/pool-test-plugins.ts', size: 2, maxFileSize: 1024, graceMs: 200 });
  });
  afterAll(() => pool.close());

  it('extracts in a worker thread', async () => {
    await expect(pool.extract(text('a.txt', 'hello from a worker'))).resolves.toMatchObject({ ok: true, text: 'hello from a worker', extractor: 'echo' });
  });

  it('stops a stuck extractor with Timeout, replaces the worker, and keeps serving', async () => {
    const before = pool.restarts;
    const [stuck, ok] = await Promise.all([pool.extract(text('a.spin', 'x'), { timeoutMs: 300 }), pool.extract(text('b.txt', 'still served'))]);
    expect(stuck).toMatchObject({ ok: false, reason: 'Timeout' });
    expect(ok).toMatchObject({ ok: true, text: 'still served' });
    expect(pool.restarts).toBe(before + 1);
    await expect(pool.extract(text('c.txt', 'after'))).resolves.toMatchObject({ ok: true, text: 'after' });
  });

  it('reports a worker that dies as Corrupt and recovers', async () => {
    const crashed = await pool.extract(text('a.crash', 'x'));
    expect(crashed).toMatchObject({ ok: false, reason: 'Corrupt' });
    expect(!crashed.ok && crashed.message).toContain('exit code 7');
    await expect(pool.extract(text('d.txt', 'recovered'))).resolves.toMatchObject({ ok: true, text: 'recovered' });
  });

  it('answers a job even when its extractor throws after returning, then replaces that worker', async () => {
    const before = pool.restarts;
    await expect(pool.extract(text('x.late', 'x'))).resolves.toMatchObject({ ok: true, text: 'answered first' });
    // the late error kills its thread (its state is suspect); wait for the replacement, however slow the machine
    while (pool.restarts === before) await new Promise(r => setTimeout(r, 10));
    await expect(pool.extract(text('e.txt', 'next'))).resolves.toMatchObject({ ok: true, text: 'next' });
  });

  it('refuses content over maxFileSize without reading it, and unreadable paths with ReadError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-pool-'));
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(2048));
    await expect(pool.extractFile(join(dir, 'big.txt'))).resolves.toMatchObject({
      ok: false,
      reason: 'TooLarge',
      message: 'file is 2048 bytes, over maxFileSize 1024 bytes',
    });
    await expect(pool.extract(text('big.txt', 'x'.repeat(2048)))).resolves.toMatchObject({ ok: false, reason: 'TooLarge' });
    await expect(pool.extractFile(join(dir, 'missing.txt'))).resolves.toMatchObject({ ok: false, reason: 'ReadError' });
    await expect(pool.extractFile(dir)).resolves.toMatchObject({ ok: false, reason: 'ReadError' });
  });

  it('cancels a job through its signal', async () => {
    const controller = new AbortController();
    const pending = pool.extract(text('a.spin', 'x'), { signal: controller.signal, timeoutMs: 60_000 });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: 'Timeout', message: 'extraction cancelled' });
  });

  it('runs its threads with a small young generation and the pool old-generation limit', async () => {
    const limited = new ExtractionPool({ pluginsEntry: 'server/extract/pool-test-plugins.ts', size: 1, memoryMb: 200 });
    try {
      const out = await limited.extract(text('a.limits', 'x'));
      const limits = JSON.parse(out.ok ? out.text : '{}') as Record<string, number>;
      expect(limits.maxYoungGenerationSizeMb).toBe(THREAD_LIMITS.extract.maxYoungGenerationSizeMb);
      expect(limits.maxOldGenerationSizeMb).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('moves a handed-over buffer to its thread instead of copying it; other buffers stay the caller', async () => {
    const given = Buffer.from(new Uint8Array(Buffer.from('moved, not copied')).buffer);
    await expect(pool.extract({ path: 'g.txt', buffer: given, handOver: true })).resolves.toMatchObject({ ok: true, text: 'moved, not copied' });
    expect(given.buffer.byteLength).toBe(0); // detached: the bytes live in the worker only
    const kept = Buffer.from(new Uint8Array(Buffer.from('still mine')).buffer);
    await expect(pool.extract({ path: 'k.txt', buffer: kept })).resolves.toMatchObject({ ok: true, text: 'still mine' });
    expect(kept.toString()).toBe('still mine');
  });
});
