/**
 * Writing members into a zip archive in place, one at a time, without rewriting what is already there: the new
 * member (deflated as it streams, its CRC-32 and sizes in a data descriptor after it) is written where the central
 * directory began, then the central directory, with the new member in place of an older one of the same name, and
 * the end record. A failure while the member streams puts the previous central directory back. Writes to one
 * archive take turns within the process. Archives past the 4 GiB and 65,535-member limits of the classic format
 * (ZIP64) are refused with a named error.
 */
import { createDeflateRaw, crc32 } from 'node:zlib';
import { open, mkdir, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DESCRIPTOR = 0x08074b50;
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;
const LIMIT_32 = 0xffffffff;
const MAX_MEMBERS = 0xffff;

interface CentralRecord {
  name: string;
  /** The whole central directory record, as read or made. */
  record: Buffer;
}
interface Directory {
  records: CentralRecord[];
  /** Where the central directory begins: new members are written from there. */
  offset: number;
}

export class ZipTargetError extends ApiError {
  constructor(message: string) {
    super(ERROR_NAMES.validation, message);
  }
}

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** The central directory of an archive (empty for a new, empty file). */
async function readDirectory(fh: FileHandle, archive: string): Promise<Directory> {
  const { size } = await fh.stat();
  if (size === 0) return { records: [], offset: 0 };
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await fh.read(tail, 0, tailLength, size - tailLength);
  let at = -1;
  for (let i = tailLength - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === END && i + 22 + tail.readUInt16LE(i + 20) === tailLength) {
      at = i;
      break;
    }
  if (at < 0) throw new ZipTargetError(`${archive} is not a zip archive.`);
  const count = tail.readUInt16LE(at + 10);
  const cdSize = tail.readUInt32LE(at + 12);
  const cdOffset = tail.readUInt32LE(at + 16);
  if (count === MAX_MEMBERS || cdSize === LIMIT_32 || cdOffset === LIMIT_32)
    throw new ZipTargetError(`${archive} is a ZIP64 archive, which is not written to.`);
  const cd = Buffer.alloc(cdSize);
  await fh.read(cd, 0, cdSize, cdOffset);
  const records: CentralRecord[] = [];
  for (let p = 0, i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new ZipTargetError(`${archive} has a damaged central directory.`);
    const nameLength = cd.readUInt16LE(p + 28);
    const length = 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    records.push({ name: cd.subarray(p + 46, p + 46 + nameLength).toString('utf8'), record: Buffer.from(cd.subarray(p, p + length)) });
    p += length;
  }
  return { records, offset: cdOffset };
}

function endRecord(records: CentralRecord[], offset: number): Buffer {
  const cd = Buffer.concat(records.map(r => r.record));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([cd, end]);
}

/** Writes the central directory and end record at offset and cuts the file there. */
async function writeDirectory(fh: FileHandle, records: CentralRecord[], offset: number): Promise<void> {
  const tail = endRecord(records, offset);
  await fh.write(tail, 0, tail.length, offset);
  await fh.truncate(offset + tail.length);
}

const turns = new Map<string, Promise<unknown>>();
/** Runs work on an archive once the work already queued on it has ended. */
function inTurn<T>(archive: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(archive) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(archive, settled);
  void settled.then(() => {
    if (turns.get(archive) === settled) turns.delete(archive);
  });
  return mine;
}

/** Writes (or replaces) one member, deflated, streaming its content; answers the member's uncompressed size. */
export function writeMember(archive: string, name: string, content: AsyncIterable<Uint8Array>, signal?: AbortSignal): Promise<number> {
  return inTurn(archive, async () => {
    await mkdir(dirname(archive), { recursive: true });
    const fh = await open(archive, 'a+')
      .then(f => f.close())
      .then(() => open(archive, 'r+'));
    try {
      const dir = await readDirectory(fh, archive);
      const kept = dir.records.filter(r => r.name !== name);
      if (kept.length + 1 >= MAX_MEMBERS) throw new ZipTargetError(`${archive} holds the most members a zip archive can (${MAX_MEMBERS - 1}).`);
      const nameBytes = Buffer.from(name, 'utf8');
      const { time, date } = dosDateTime(new Date());
      const flags = FLAG_DESCRIPTOR | FLAG_UTF8;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(LOCAL, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(DEFLATE, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt16LE(nameBytes.length, 26);
      let at = dir.offset;
      const put = async (b: Buffer) => {
        await fh.write(b, 0, b.length, at);
        at += b.length;
      };
      let crc = 0;
      let size = 0;
      let compressed = 0;
      try {
        await put(Buffer.concat([local, nameBytes]));
        const counted = (async function* () {
          for await (const c of content) {
            crc = crc32(c, crc);
            size += c.length;
            yield c;
          }
        })();
        const deflate = createDeflateRaw();
        // pipeline hands a failure of the content to the deflater, whose reading below then throws it.
        pipeline(Readable.from(counted), deflate, () => undefined);
        signal?.throwIfAborted();
        for await (const c of deflate as AsyncIterable<Buffer>) {
          signal?.throwIfAborted();
          compressed += c.length;
          await put(c);
        }
        if (size > LIMIT_32 - 1 || at > LIMIT_32 - 1) throw new ZipTargetError(`${name} would take ${archive} past 4 GiB, the limit of a classic zip archive.`);
      } catch (err) {
        await writeDirectory(fh, dir.records, dir.offset); // the archive as it was
        throw err;
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(DESCRIPTOR, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
      await put(descriptor);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(CENTRAL, 0);
      central.writeUInt16LE(0x031e, 4); // made on Unix, format 3.0
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(flags, 8);
      central.writeUInt16LE(DEFLATE, 10);
      central.writeUInt16LE(time, 12);
      central.writeUInt16LE(date, 14);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(compressed, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(nameBytes.length, 28);
      central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      central.writeUInt32LE(dir.offset, 42);
      await writeDirectory(fh, [...kept, { name, record: Buffer.concat([central, nameBytes]) }], at);
      return size;
    } finally {
      await fh.close();
    }
  });
}

/** Takes a member out of the central directory (its bytes stay until the archive is written again from scratch). */
export function removeMember(archive: string, name: string): Promise<boolean> {
  return inTurn(archive, async () => {
    let fh: FileHandle;
    try {
      fh = await open(archive, 'r+');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    try {
      const dir = await readDirectory(fh, archive);
      const kept = dir.records.filter(r => r.name !== name);
      if (kept.length === dir.records.length) return false;
      await writeDirectory(fh, kept, dir.offset);
      return true;
    } finally {
      await fh.close();
    }
  });
}
