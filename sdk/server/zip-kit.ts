/**
 * Bounded ZIP reading for extractors (archives, OOXML, OpenDocument). Checks the limits of ctx.limits
 * before inflating anything: the entry count when opening, and for each member read its compression
 * ratio and the running total of inflated bytes; yauzl then verifies that each entry inflates to exactly its declared size, so a
 * lying header cannot slip past the limits.
 */
import * as yauzl from 'yauzl';
import { ExtractionError, type ExtractContext } from './index';

export interface ZipMember {
  name: string;
  size: number;
  compressedSize: number;
  encrypted: boolean;
  directory: boolean;
}
export interface OpenedZip {
  members: ZipMember[];
  read(member: ZipMember): Promise<Buffer>;
  close(): void;
}

/** Members at most this big are exempt from the ratio check: small runs of blanks compress 1000:1 legitimately. */
export const RATIO_CHECK_MIN_BYTES = 1 << 20;

const MB = 1024 * 1024;
const fmtBytes = (n: number) => (n >= MB ? `${Math.round(n / MB)} MB` : `${n} bytes`);

export async function openZip(buffer: Buffer, limits: ExtractContext['limits'], ratioMinBytes = RATIO_CHECK_MIN_BYTES): Promise<OpenedZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zf) => {
      if (err || !zf) reject(new ExtractionError('Corrupt', `not a readable zip: ${err?.message ?? 'unknown error'}`));
      else resolve(zf);
    });
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ExtractionError('ZipBomb', `archive has ${zip.entryCount} entries, over maxEntries ${limits.maxEntries}`);
  }
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (err: Error) => reject(new ExtractionError('Corrupt', `broken zip directory: ${err.message}`)));
    zip.readEntry();
  });
  const byMember = new Map<ZipMember, yauzl.Entry>();
  const members = entries.map(e => {
    const m: ZipMember = {
      name: e.fileName,
      size: e.uncompressedSize,
      compressedSize: e.compressedSize,
      // bit 0 of the general purpose flag: traditional or AES encryption
      encrypted: (e.generalPurposeBitFlag & 0x1) !== 0,
      directory: e.fileName.endsWith('/'),
    };
    byMember.set(m, e);
    return m;
  });
  // Size and ratio are checked for the members actually read: an office file may hold a huge, highly
  // compressible picture that nobody inflates.
  let inflated = 0;
  return {
    members,
    read(member) {
      const entry = byMember.get(member);
      if (!entry) return Promise.reject(new ExtractionError('Corrupt', `no member ${member.name}`));
      if (member.encrypted) return Promise.reject(new ExtractionError('Encrypted', `${member.name} is encrypted`));
      if (member.size > ratioMinBytes && member.size > limits.maxRatio * Math.max(1, member.compressedSize)) {
        const ratio = Math.round(member.size / Math.max(1, member.compressedSize));
        return Promise.reject(new ExtractionError('ZipBomb', `entry ${member.name} compresses ${ratio}:1, over maxRatio ${limits.maxRatio}:1`));
      }
      inflated += member.size;
      if (inflated > limits.maxTotalBytes) {
        return Promise.reject(new ExtractionError('ZipBomb', `archive expands to more than maxTotalBytes ${fmtBytes(limits.maxTotalBytes)}`));
      }
      return new Promise<Buffer>((resolve, reject) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) {
            const message = err?.message ?? 'no stream';
            reject(new ExtractionError(/unsupported compression/i.test(message) ? 'Unsupported' : 'Corrupt', `cannot read ${member.name}: ${message}`));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', (e: Error) => reject(new ExtractionError('Corrupt', `cannot inflate ${member.name}: ${e.message}`)));
        });
      });
    },
    close() {
      zip.close();
    },
  };
}

export function isZip(head: Buffer): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5 || head[2] === 7) &&
    (head[3] === 4 || head[3] === 6 || head[3] === 8)
  );
}

/** Compound File Binary (OLE2): .doc, .xls, .ppt, .msg and password-protected OOXML. */
export function isCompoundFile(head: Buffer): boolean {
  return head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0 && head.readUInt32BE(4) === 0xa1b11ae1;
}
