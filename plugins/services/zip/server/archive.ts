/** Reading a zip's central directory and one member's content with yauzl, without inflating anything else. */
import type { Readable } from 'node:stream';
import { open, type Entry, type ZipFile } from 'yauzl';

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))));
}

export interface ZipMember {
  /** '/'-separated, no trailing slash. */
  name: string;
  isDirectory: boolean;
  size: number;
  modifyTime: number;
  mode: string;
}

const BITS = 'rwxrwxrwx';
function modeOf(e: Entry): string {
  const unix = (e.externalFileAttributes >>> 16) & 0o777;
  if (!unix) return '';
  let s = '';
  for (let i = 0; i < 9; i++) s += unix & (1 << (8 - i)) ? BITS[i] : '-';
  return s;
}

/** Every member of the archive (directories included, also those only implied by member names). */
export async function listMembers(path: string): Promise<ZipMember[]> {
  const zip = await openZip(path);
  try {
    const members = new Map<string, ZipMember>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (e: Entry) => {
        const isDirectory = e.fileName.endsWith('/');
        const name = e.fileName.replace(/\\/g, '/').replace(/^\/+/, '').replace(/\/+$/, '');
        if (name && !name.split('/').includes('..')) {
          members.set(name, { name, isDirectory, size: isDirectory ? 0 : e.uncompressedSize, modifyTime: e.getLastModDate().getTime(), mode: modeOf(e) });
          // Folders implied by a member's name.
          for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
            const dir = name.slice(0, i);
            if (!members.has(dir)) members.set(dir, { name: dir, isDirectory: true, size: 0, modifyTime: 0, mode: '' });
          }
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
    return [...members.values()];
  } finally {
    zip.close();
  }
}

/** One member's content as a stream; the archive closes when the stream ends. */
export async function openMember(path: string, member: string): Promise<Readable> {
  const zip = await openZip(path);
  try {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      zip.on('entry', (e: Entry) => {
        if (e.fileName.replace(/\\/g, '/').replace(/^\/+/, '') === member) resolve(e);
        else zip.readEntry();
      });
      zip.on('end', () => resolve(null));
      zip.on('error', reject);
      zip.readEntry();
    });
    if (!entry) throw Object.assign(new Error(`${member} is not in ${path}`), { code: 'ENOENT' });
    const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
    stream.on('end', () => zip.close());
    stream.on('error', () => zip.close());
    return stream;
  } catch (err) {
    zip.close();
    throw err;
  }
}
