import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SourceConnector } from '@fathom/sdk/server';
import { hashOneAsync } from './hashing';

const content = Buffer.from('x'.repeat(100_000));
const streaming: SourceConnector = {
  type: 'remote',
  walk: () => [],
  read: async () => {
    throw new Error('the whole file is read only when its bytes are kept');
  },
  readStream: async () => Readable.from([content.subarray(0, 60_000), content.subarray(60_000)]),
};

test('a file whose bytes are not kept is hashed from the connector stream', async () => {
  const r = await hashOneAsync(streaming, {}, { id: 1, path: '/f', size: content.length, keepBytes: false });
  expect(r).toEqual({ id: 1, hash: createHash('sha256').update(content).digest('hex'), bytesRead: content.length });
  const kept = await hashOneAsync(streaming, {}, { id: 2, path: '/f', size: content.length, keepBytes: true });
  expect(kept.error).toMatch(/only when its bytes are kept/);
});
