import { ExtractionError, Extractors, type Extractor, type ServerPluginDefinition } from '@fathom/sdk/server';

/** A plugin contributing these extractors. */
const withExtractors = (id: string, extractors: Extractor[]): ServerPluginDefinition => ({
  id,
  register: r => extractors.forEach(e => r.contribute(Extractors, e)),
});
import { ExtractorRegistry, toFailure } from './registry';

const buf = (s: string) => Buffer.from(s, 'utf8');
const input = (path: string, content: string | Buffer, mimeType?: string) => ({
  path,
  buffer: Buffer.isBuffer(content) ? content : buf(content),
  extension: path.includes('.') ? path.slice(path.lastIndexOf('.') + 1) : '',
  mimeType,
});

const upper: Extractor = {
  id: 'upper',
  extensions: ['up'],
  async extract(i) {
    return { text: i.buffer.toString().toUpperCase() };
  },
};
const magic: Extractor = {
  id: 'magic',
  extensions: ['mg'],
  sniff: h => h.subarray(0, 4).toString() === 'MAG!',
  async extract(i) {
    return { text: `magic:${i.buffer.subarray(4).toString()}` };
  },
};
const plain: Extractor = {
  id: 'plain',
  extensions: ['txt'],
  mimeTypes: ['text/plain'],
  async extract(i) {
    return { text: i.buffer.toString() };
  },
};
const boxed: Extractor = {
  id: 'box',
  extensions: ['box'],
  async extract(i, ctx) {
    const inner = i.buffer.toString();
    const nested = await ctx.extractNested({
      path: `${i.path}!/inner.${inner.startsWith('BOX') ? 'box' : 'txt'}`,
      buffer: buf(inner.replace(/^BOX/, '')),
      extension: inner.startsWith('BOX') ? 'box' : 'txt',
    });
    return { text: `[${nested.text}]` };
  },
};
const plugins: ServerPluginDefinition[] = [withExtractors('p', [upper, magic, plain, boxed])];

describe('ExtractorRegistry', () => {
  const registry = new ExtractorRegistry(plugins);

  it('picks by extension, by magic bytes over a wrong extension, by MIME type, and falls back to text', async () => {
    expect(registry.pick(input('a.up', 'x'))?.id).toBe('upper');
    expect(registry.pick(input('renamed.up', 'MAG!data'))?.id).toBe('upper'); // no sniffer on .up: the extension decides
    expect(registry.pick(input('renamed.txt', 'MAG!data'))?.id).toBe('plain');
    expect(registry.pick(input('renamed.bin', 'MAG!data'))?.id).toBe('magic');
    expect(registry.pick(input('noext', 'hello', 'text/plain'))?.id).toBe('plain');
    expect(registry.pick(input('readme', 'just some words'))?.id).toBe('plain');
    expect(registry.pick(input('blob.bin', Buffer.from([0, 1, 2, 0, 255, 0])))).toBeUndefined();
  });

  it('returns text with the extractor that produced it', async () => {
    await expect(registry.extract(input('a.up', 'hello'))).resolves.toMatchObject({ ok: true, extractor: 'upper', text: 'HELLO', truncated: false });
  });

  it('names the reason instead of throwing: Unsupported, Empty', async () => {
    await expect(registry.extract(input('blob.bin', Buffer.from([0, 1, 2, 0, 255, 0])))).resolves.toEqual({
      ok: false,
      extractor: undefined,
      reason: 'Unsupported',
      message: 'no extractor for .bin files',
    });
    await expect(registry.extract(input('a.txt', '  \n\t '))).resolves.toMatchObject({ ok: false, reason: 'Empty' });
  });

  it('turns thrown errors into named reasons', async () => {
    const failing = (err: unknown): ServerPluginDefinition[] => [
      withExtractors('f', [
        {
          id: 'f',
          extensions: ['f'],
          async extract() {
            throw err;
          },
        },
      ]),
    ];
    const run = (err: unknown) => new ExtractorRegistry(failing(err)).extract(input('x.f', 'x'));
    await expect(run(new ExtractionError('Encrypted', 'locked'))).resolves.toMatchObject({ ok: false, reason: 'Encrypted', message: 'locked', extractor: 'f' });
    await expect(run(new Error('Incorrect password given'))).resolves.toMatchObject({ reason: 'Encrypted' });
    await expect(run(new TypeError('Cannot read properties of undefined'))).resolves.toMatchObject({
      reason: 'Corrupt',
      message: 'Cannot read properties of undefined',
    });
    await expect(run('a string')).resolves.toMatchObject({ reason: 'Corrupt', message: 'a string' });
    await expect(run(new RangeError('Array buffer allocation failed'))).resolves.toMatchObject({ reason: 'TooLarge' });
  });

  it('stops at the time limit with Timeout and aborts the signal the extractor sees', async () => {
    let seen: AbortSignal | undefined;
    const slow: ServerPluginDefinition[] = [
      withExtractors('s', [
        {
          id: 's',
          extensions: ['s'],
          extract: (_, ctx) => {
            seen = ctx.signal;
            return new Promise(() => undefined);
          },
        },
      ]),
    ];
    const outcome = await new ExtractorRegistry(slow).extract(input('x.s', 'x'), { timeoutMs: 30 });
    expect(outcome).toMatchObject({ ok: false, reason: 'Timeout' });
    expect(seen?.aborted).toBe(true);
  });

  it('drops soft hyphens and NULs from the text', async () => {
    await expect(registry.extract(input('a.up', 'opti\u00adonal\u0000 hyphen'))).resolves.toMatchObject({ ok: true, text: 'OPTIONAL HYPHEN' });
  });

  it('cuts text at maxTextChars and says so', async () => {
    await expect(registry.extract(input('a.txt', 'abcdefghij'), { maxTextChars: 4 })).resolves.toMatchObject({ ok: true, text: 'abcd', truncated: true });
  });

  it('extracts nested documents and enforces maxDepth', async () => {
    await expect(registry.extract(input('a.box', 'BOXBOXhello'))).resolves.toMatchObject({ ok: true, text: '[[[hello]]]' });
    const tooDeep = await registry.extract(input('a.box', 'BOXBOXhello'), { limits: { maxDepth: 2 } });
    expect(tooDeep).toMatchObject({ ok: false, reason: 'ZipBomb' });
    expect(!tooDeep.ok && tooDeep.message).toContain('maxDepth 2');
  });

  it('counts nested bytes against maxTotalBytes', async () => {
    const outcome = await registry.extract(input('a.box', `BOX${'x'.repeat(50)}`), { limits: { maxTotalBytes: 40 } });
    expect(outcome).toMatchObject({ ok: false, reason: 'ZipBomb' });
    expect(!outcome.ok && outcome.message).toContain('maxTotalBytes');
  });

  it('rejects two extractors with one id', () => {
    expect(() => new ExtractorRegistry([withExtractors('a', [upper]), withExtractors('b', [upper])])).toThrow('declared twice');
  });

  it('keeps reason and message of errors that crossed a thread boundary', () => {
    expect(toFailure({ reason: 'ZipBomb', message: 'too deep' })).toEqual({ reason: 'ZipBomb', message: 'too deep' });
    expect(toFailure({ reason: 'NotAReason', message: 'x' })).toEqual({ reason: 'Corrupt', message: '[object Object]' });
  });
});
