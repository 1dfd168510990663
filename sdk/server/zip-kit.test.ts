import { makeZip } from '../../test/fixtures/generate/zip';
import { isCompoundFile, isZip, openZip } from './zip-kit';

const limits = { maxDepth: 3, maxTotalBytes: 200 * 1024 * 1024, maxRatio: 100, maxEntries: 10_000 };

describe('openZip', () => {
  it('lists members and reads them', async () => {
    const zip = await openZip(
      await makeZip([
        { name: 'a/b.txt', data: 'hello' },
        { name: 'c.txt', data: 'world', compress: false },
      ]),
      limits,
    );
    expect(zip.members.map(m => [m.name, m.size, m.encrypted])).toEqual([
      ['a/b.txt', 5, false],
      ['c.txt', 5, false],
    ]);
    expect((await zip.read(zip.members[1])).toString()).toBe('world');
    zip.close();
  });

  it('names the limit a bomb breaks, before inflating', async () => {
    await expect(
      openZip(
        await makeZip([
          { name: '1', data: 'x' },
          { name: '2', data: 'y' },
        ]),
        { ...limits, maxEntries: 1 },
      ),
    ).rejects.toMatchObject({ reason: 'ZipBomb', message: 'archive has 2 entries, over maxEntries 1' });
    const zeros = await openZip(await makeZip([{ name: 'z', data: Buffer.alloc(4096) }]), limits, 1024);
    await expect(zeros.read(zeros.members[0])).rejects.toMatchObject({ reason: 'ZipBomb' });
    const total = await openZip(
      await makeZip([
        { name: 'a', data: 'a'.repeat(60) },
        { name: 'b', data: 'b'.repeat(60) },
      ]),
      { ...limits, maxTotalBytes: 100 },
    );
    await expect(total.read(total.members[0])).resolves.toHaveLength(60);
    await expect(total.read(total.members[1])).rejects.toMatchObject({ reason: 'ZipBomb', message: 'archive expands to more than maxTotalBytes 100 bytes' });
  });

  it('names broken archives Corrupt, and sniffs zip and compound files', async () => {
    await expect(openZip(Buffer.from('PK\x03\x04 not really a zip'), limits)).rejects.toMatchObject({ reason: 'Corrupt' });
    expect(isZip(await makeZip([{ name: 'a', data: 'b' }]))).toBe(true);
    expect(isCompoundFile(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe(true);
    expect(isZip(Buffer.from('%PDF-1.4'))).toBe(false);
  });
});
