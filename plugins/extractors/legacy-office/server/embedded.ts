/**
 * Objects embedded in legacy Office files (OLE): Word keeps them under ObjectPool/_N, Excel in MBD…
 * storages at the root, PowerPoint in ExOleObjStg records (zlib) of its document stream. Each object is
 * read by what it holds — a CONTENTS stream (often a PDF), a 'package' stream (an OOXML file), an
 * \x01Ole10Native stream (any file, with its name), or a whole Word, Excel or PowerPoint storage — and
 * its bytes go back through the registry.
 */
import type * as CFB from 'cfb';
import { inflateSync } from 'node:zlib';
import { type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted } from '@fathom/sdk/server/text-kit';

type Container = ReturnType<typeof CFB.read>;

let cfbModule: typeof CFB | undefined;
/** Loaded on the first compound file, so a thread (or the server) that meets none never holds it. */
export const cfbLib = (): typeof CFB => (cfbModule ??= require('cfb') as typeof CFB); // eslint-disable-line @typescript-eslint/no-require-imports
type Embedded = NonNullable<ExtractResult['embedded']>;
export interface OleObject {
  name: string;
  buffer: Buffer;
  extension: string;
}

const DOCUMENT_STREAMS: Record<string, string> = { worddocument: 'doc', workbook: 'xls', book: 'xls', 'powerpoint document': 'ppt' };
const EX_OLE_OBJ_STG = 0x1011;
/** Objects read per file: a document with thousands of embedded objects is itself suspicious. */
const MAX_OBJECTS = 200;

/** The streams directly inside a storage path ('Root Entry/MBD1/'), by lower-case name. */
function streamsOf(cfb: Container, storage: string): Map<string, { name: string; content: Buffer }> {
  const out = new Map<string, { name: string; content: Buffer }>();
  cfb.FullPaths.forEach((p, i) => {
    if (!p.startsWith(storage) || p === storage) return;
    const rest = p.slice(storage.length);
    if (rest.includes('/')) return;
    const entry = cfb.FileIndex[i];
    if (entry.type === 2 && entry.content) out.set(rest.toLowerCase(), { name: rest, content: Buffer.from(entry.content as Uint8Array) });
  });
  return out;
}

/** OOXML kind from the part names in the zip's central directory (stored uncompressed). */
function ooxmlExtension(zip: Buffer): string {
  const names = zip.toString('latin1');
  if (names.includes('word/')) return 'docx';
  if (names.includes('xl/')) return 'xlsx';
  if (names.includes('ppt/')) return 'pptx';
  return 'zip';
}

function sniffExtension(b: Buffer): string {
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.length > 4 && b.readUInt32LE(0) === 0x04034b50) return ooxmlExtension(b);
  if (b.length > 8 && b.readUInt32BE(0) === 0xd0cf11e0) return 'doc';
  return '';
}

/** \x01Ole10Native: u32 size, u16 flags, label\0, source path\0, u32, u32 len + temp path, u32 len + data. */
export function parseOle10Native(b: Buffer): { name: string; data: Buffer } | null {
  try {
    const total = b.readUInt32LE(0);
    let at = 6;
    const zero = (from: number) => {
      const z = b.indexOf(0, from);
      if (z < 0) throw new Error('unterminated');
      return z;
    };
    const labelEnd = zero(at);
    const label = b.toString('latin1', at, labelEnd);
    at = labelEnd + 1;
    const pathEnd = zero(at);
    const source = b.toString('latin1', at, pathEnd);
    at = pathEnd + 1;
    at += 4;
    const tempLen = b.readUInt32LE(at);
    at += 4 + tempLen;
    const dataLen = b.readUInt32LE(at);
    at += 4;
    if (dataLen > b.length - at) {
      // Objects written without the file header: the payload is the whole stream after the size.
      return { name: label || 'object', data: b.subarray(4, Math.min(b.length, 4 + total)) };
    }
    const name = (source || label).replace(/^.*[\\/]/, '') || 'object';
    return { name, data: b.subarray(at, at + dataLen) };
  } catch {
    return null;
  }
}

/** The object a storage holds, or null when it holds nothing readable (a picture preview, a link). */
export function objectOf(cfb: Container, storage: string, label: string): OleObject | null {
  const streams = streamsOf(cfb, storage);
  for (const [key, ext] of Object.entries(DOCUMENT_STREAMS)) {
    if (!streams.has(key)) continue;
    // A whole document: repack its streams as a compound file of its own.
    const sub = cfbLib().utils.cfb_new();
    for (const s of streams.values()) cfbLib().utils.cfb_add(sub, s.name, s.content);
    return { name: `${label}.${ext}`, buffer: Buffer.from(cfbLib().write(sub, { type: 'buffer' }) as Uint8Array), extension: ext };
  }
  const pkg = streams.get('package');
  if (pkg) {
    const ext = ooxmlExtension(pkg.content);
    return { name: `${label}.${ext}`, buffer: pkg.content, extension: ext };
  }
  const native = streams.get('\u0001ole10native');
  if (native) {
    const parsed = parseOle10Native(native.content);
    if (parsed && parsed.data.length > 0) return { name: parsed.name, buffer: parsed.data, extension: extensionOf(parsed.name) || sniffExtension(parsed.data) };
  }
  const contents = streams.get('contents');
  if (contents) {
    const ext = sniffExtension(contents.content);
    return { name: ext ? `${label}.${ext}` : label, buffer: contents.content, extension: ext };
  }
  return null;
}

/** The OLE objects of a compound file: Word's ObjectPool, Excel's MBD storages, PowerPoint's ExOleObjStg. */
export function oleObjects(cfb: Container, pptStream?: Buffer): OleObject[] {
  const out: OleObject[] = [];
  cfb.FullPaths.forEach((p, i) => {
    if (out.length >= MAX_OBJECTS || cfb.FileIndex[i].type !== 1) return;
    const m = /^[^/]+\/(?:ObjectPool\/(_[^/]+)|(MBD[0-9A-Fa-f]+))\/$/.exec(p);
    if (!m) return;
    const o = objectOf(cfb, p, m[1] ?? m[2]);
    if (o) out.push(o);
  });
  if (pptStream) for (const o of pptObjects(pptStream)) if (out.length < MAX_OBJECTS) out.push(o);
  return out;
}

/** ExOleObjStg records: a compound file each, zlib-compressed (with its size first) when the instance is 1. */
function pptObjects(stream: Buffer): OleObject[] {
  const out: OleObject[] = [];
  let i = 0;
  let n = 0;
  while (i + 8 <= stream.length && out.length < MAX_OBJECTS) {
    const verInst = stream.readUInt16LE(i);
    const type = stream.readUInt16LE(i + 2);
    const len = stream.readUInt32LE(i + 4);
    if ((verInst & 0x0f) === 0x0f) {
      i += 8;
      continue;
    }
    const end = Math.min(stream.length, i + 8 + len);
    if (type === EX_OLE_OBJ_STG) {
      try {
        const body = stream.subarray(i + 8, end);
        const data = verInst >> 4 === 1 ? inflateSync(body.subarray(4), { maxOutputLength: 256 * 1024 * 1024 }) : body;
        const inner = cfbLib().read(data, { type: 'buffer' });
        const root = inner.FullPaths[0];
        const o = objectOf(inner, root, `object${++n}`);
        if (o) out.push(o);
      } catch {
        /* a broken object does not stop the presentation */
      }
    }
    i = end;
  }
  return out;
}

/** Extracts the objects through the registry; their text follows the document's own. */
export async function embeddedText(objects: OleObject[], path: string, ctx: ExtractContext): Promise<{ texts: string[]; embedded: Embedded }> {
  const texts: string[] = [];
  const embedded: Embedded = [];
  for (const o of objects) {
    throwIfAborted(ctx);
    const r = await extractEmbedded(ctx, { path: `${path}!/${o.name}`, buffer: o.buffer, extension: o.extension });
    embedded.push(r.entry);
    if (r.text) texts.push(r.text);
  }
  return { texts, embedded };
}
