import { parseOle10Native } from './embedded';

/** An \x01Ole10Native stream as Office writes it for a packaged file. */
function nativeStream(label: string, source: string, data: Buffer): Buffer {
  const temp = Buffer.from('C:\\Temp\\x.tmp\0', 'latin1');
  const body = Buffer.concat([
    Buffer.from([2, 0]),
    Buffer.from(`${label}\0`, 'latin1'),
    Buffer.from(`${source}\0`, 'latin1'),
    Buffer.from([0, 0, 3, 0]),
    u32(temp.length),
    temp,
    u32(data.length),
    data,
  ]);
  return Buffer.concat([u32(body.length), body]);
}
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

describe('Ole10Native', () => {
  it('gives the packaged file with its original name', () => {
    const data = Buffer.from('name,email\nJane,jane@example.org\n');
    expect(parseOle10Native(nativeStream('people.csv', 'C:\\Users\\jane\\people.csv', data))).toEqual({ name: 'people.csv', data });
  });
  it('falls back to the whole stream when the header lies about the size, and refuses garbage', () => {
    const stream = nativeStream('x.txt', '', Buffer.from('hello'));
    stream.writeUInt32LE(0xffffff, stream.length - 9); // data length past the end
    expect(parseOle10Native(stream)?.name).toBe('x.txt');
    expect(parseOle10Native(Buffer.from([1, 2, 3]))).toBeNull();
  });
});
