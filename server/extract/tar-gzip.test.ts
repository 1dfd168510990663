/**
 * gzip and tar archives written with tar-stream and zlib, extracted through the host's extractors in
 * worker threads: members come back through the registry (a docx in a .tar.gz), with bombs and broken
 * streams named.
 */
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { makeDocx } from '../../test/fixtures/generate';
import { ExtractionPool } from './pool';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';

async function makeTar(members: { name: string; data: string | Buffer }[]): Promise<Buffer> {
  const p = pack();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    p.on('data', (c: unknown) => chunks.push(c as Buffer));
    p.on('end', () => resolve(Buffer.concat(chunks)));
    p.on('error', reject);
  });
  p.entry({ name: 'docs/', type: 'directory' });
  for (const m of members) p.entry({ name: m.name }, m.data);
  p.finalize();
  return done;
}

describe('gzip and tar extraction', () => {
  let pool: ExtractionPool;
  beforeAll(() => {
    pool = new ExtractionPool({ pluginsEntry: SERVER_PLUGINS_ENTRY, size: 1 });
  });
  afterAll(() => pool.close());

  it('a .tar.gz holding a text file and a docx yields both texts with member paths', async () => {
    const tar = await makeTar([
      { name: 'docs/a.txt', data: 'alpha notes 4111 1111 1111 1111' },
      { name: 'docs/contract.docx', data: await makeDocx(['Contract of Jane Roe']) },
      { name: 'bin/blob.bin', data: Buffer.from([0, 1, 2, 0]) },
    ]);
    const o = await pool.extract({ path: 'bundle.tar.gz', buffer: gzipSync(tar) });
    expect(o).toMatchObject({ ok: true });
    if (!o.ok) return;
    expect(o.text).toContain('alpha notes 4111 1111 1111 1111');
    expect(o.text).toContain('Contract of Jane Roe');
    expect(o.embedded?.map(e => [e.path, e.ok])).toEqual([['bundle.tar.gz!/bundle.tar', true]]);
    const tarOnly = await pool.extract({ path: 'bundle.tar', buffer: tar });
    expect(tarOnly.ok && tarOnly.embedded?.map(e => [e.path, e.ok, e.reason])).toEqual([
      ['bundle.tar!/docs/a.txt', true, undefined],
      ['bundle.tar!/docs/contract.docx', true, undefined],
      ['bundle.tar!/bin/blob.bin', false, 'Unsupported'],
    ]);
  });

  it('a .csv.gz is read as csv, a .tgz as tar', async () => {
    const csv = await pool.extract({ path: 'people.csv.gz', buffer: gzipSync('name,email\nJane,jane@example.org\n') });
    expect(csv).toMatchObject({ ok: true, embedded: [{ path: 'people.csv.gz!/people.csv', ok: true }] });
    expect(csv.ok && csv.text).toContain('jane@example.org');
    const tgz = await pool.extract({ path: 'x.tgz', buffer: gzipSync(await makeTar([{ name: 'n.txt', data: 'in a tgz' }])) });
    expect(tgz.ok && tgz.text).toBe('in a tgz');
  });

  it('names bombs and broken streams', async () => {
    const zeros = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    await expect(pool.extract({ path: 'bomb.gz', buffer: zeros })).resolves.toMatchObject({ ok: false, reason: 'ZipBomb' });
    const big = gzipSync(Buffer.alloc(4000, 'a'));
    await expect(pool.extract({ path: 'big.txt.gz', buffer: big }, { limits: { maxTotalBytes: 1000 } })).resolves.toMatchObject({
      ok: false,
      reason: 'ZipBomb',
    });
    const many = await makeTar(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` })));
    await expect(pool.extract({ path: 'many.tar', buffer: many }, { limits: { maxEntries: 10 } })).resolves.toMatchObject({ ok: false, reason: 'ZipBomb' });
    const broken = gzipSync('some text that will be cut').subarray(0, 15);
    await expect(pool.extract({ path: 'broken.txt.gz', buffer: broken })).resolves.toMatchObject({ ok: false, reason: 'Corrupt' });
    const cut = (await makeTar([{ name: 'a.txt', data: 'x'.repeat(3000) }])).subarray(0, 1500);
    await expect(pool.extract({ path: 'cut.tar', buffer: cut })).resolves.toMatchObject({ ok: false, reason: 'Corrupt' });
  });
});
