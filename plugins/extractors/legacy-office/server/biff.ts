/**
 * Best-effort text of a BIFF workbook stream (Excel 97–2003 and, in 8-bit form, BIFF2–5): sheet names,
 * shared strings, labels, numbers and formula results, row by row. Cell formatting is ignored.
 */
import * as iconv from 'iconv-lite';
import { ExtractionError } from '@fathom/sdk/server';

const R = {
  BOF: 0x0809,
  BOF2: 0x0009,
  BOF3: 0x0209,
  BOF4: 0x0409,
  EOF: 0x000a,
  FILEPASS: 0x002f,
  CONTINUE: 0x003c,
  SST: 0x00fc,
  LABEL: 0x0204,
  LABEL2: 0x0004,
  LABELSST: 0x00fd,
  NUMBER: 0x0203,
  NUMBER2: 0x0003,
  RK: 0x027e,
  MULRK: 0x00bd,
  FORMULA: 0x0006,
  FORMULA3: 0x0206,
  FORMULA4: 0x0406,
  STRING: 0x0207,
  BOUNDSHEET: 0x0085,
  CODEPAGE: 0x0042,
  RSTRING: 0x00d6,
  HEADER: 0x0014,
  FOOTER: 0x0015,
  TXO: 0x01b6,
} as const;

/** A page header or footer definition without its codes: &L, &C, &R start sections; && is an ampersand. */
export function pageText(def: string): string {
  return def
    .replace(/&&|&"[^"]*"|&K[0-9A-Fa-f]{6}|&\d{1,3}|&[LCR]|&[PNDTFAZGBIUESXYHO]/g, m => (m === '&&' ? '&' : /^&[LCR]$/.test(m) ? '\t' : ''))
    .split('\t')
    .map(x => x.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\t');
}

interface Rec {
  type: number;
  data: Buffer;
}

function* records(stream: Buffer): Generator<Rec> {
  let i = 0;
  while (i + 4 <= stream.length) {
    const type = stream.readUInt16LE(i);
    const len = stream.readUInt16LE(i + 2);
    if (i + 4 + len > stream.length) return;
    yield { type, data: stream.subarray(i + 4, i + 4 + len) };
    i += 4 + len;
  }
}

/** Reads across an SST and its CONTINUE records; a string's characters resume after a fresh flag byte. */
class SegmentReader {
  private seg = 0;
  private pos = 0;
  constructor(private readonly segs: Buffer[]) {}
  private ensure(): boolean {
    while (this.seg < this.segs.length && this.pos >= this.segs[this.seg].length) {
      this.seg++;
      this.pos = 0;
    }
    return this.seg < this.segs.length;
  }
  get done(): boolean {
    return !this.ensure();
  }
  bytes(n: number): Buffer {
    const parts: Buffer[] = [];
    while (n > 0 && this.ensure()) {
      const s = this.segs[this.seg];
      const take = Math.min(n, s.length - this.pos);
      parts.push(s.subarray(this.pos, this.pos + take));
      this.pos += take;
      n -= take;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
  u8(): number {
    const b = this.bytes(1);
    return b.length ? b[0] : 0;
  }
  u16(): number {
    const b = this.bytes(2);
    return b.length === 2 ? b.readUInt16LE(0) : 0;
  }
  u32(): number {
    const b = this.bytes(4);
    return b.length === 4 ? b.readUInt32LE(0) : 0;
  }
  chars(cch: number, high: boolean): string {
    let out = '';
    while (cch > 0 && this.ensure()) {
      const s = this.segs[this.seg];
      const avail = s.length - this.pos;
      const width = high ? 2 : 1;
      const take = Math.min(cch, Math.floor(avail / width));
      const chunk = s.subarray(this.pos, this.pos + take * width);
      out += high ? chunk.toString('utf16le') : chunk.toString('latin1');
      this.pos += take * width;
      cch -= take;
      if (cch > 0) {
        this.seg++;
        this.pos = 0;
        if (!this.ensure()) break;
        high = (this.u8() & 1) === 1;
      }
    }
    return out;
  }
}

function readSst(segs: Buffer[]): string[] {
  const r = new SegmentReader(segs);
  r.u32();
  const unique = r.u32();
  const out: string[] = [];
  for (let k = 0; k < unique && !r.done; k++) {
    const cch = r.u16();
    const flags = r.u8();
    const runs = flags & 0x08 ? r.u16() : 0;
    const ext = flags & 0x04 ? r.u32() : 0;
    out.push(r.chars(cch, (flags & 1) === 1));
    if (runs) r.bytes(runs * 4);
    if (ext) r.bytes(ext);
  }
  return out;
}

function rk(v: number): number {
  const d = v & 0x02 ? v >> 2 : Buffer.from([0, 0, 0, 0, ...[0, 1, 2, 3].map(s => ((v & 0xfffffffc) >>> (s * 8)) & 0xff)]).readDoubleLE(0);
  return v & 0x01 ? d / 100 : d;
}

const fmtNumber = (n: number) => (Number.isFinite(n) ? String(Number.isInteger(n) ? n : Number(n.toPrecision(15))) : '');

export function biffToText(stream: Buffer): string {
  let biff8 = true;
  let codepage = 'windows-1252';
  const sheets: string[] = [];
  const sst: string[] = [];
  const sheetNames: string[] = [];
  let lines: string[] = [];
  let row = -1;
  let cells: string[] = [];
  let sstSegments: Buffer[] | undefined;
  let lastWasFormulaString = false;
  /** Characters of a text box or cell comment (TXO) still to come in the CONTINUE records after it. */
  let txoChars = 0;
  let txoText = '';
  const pages = new Set<string>();
  const notes: string[] = [];
  let formulaRow = 0;
  const put = (r: number, text: string) => {
    if (!text) return;
    if (r !== row) {
      if (cells.length) lines.push(cells.join('\t'));
      cells = [];
      row = r;
    }
    cells.push(text);
  };
  const endSheet = () => {
    if (cells.length) lines.push(cells.join('\t'));
    if (lines.length) sheets.push(lines.join('\n'));
    lines = [];
    cells = [];
    row = -1;
  };
  const str8 = (b: Buffer) => iconv.decode(b, codepage);
  const xlString = (d: Buffer, at: number, lenBytes: 1 | 2): string => {
    const cch = lenBytes === 2 ? d.readUInt16LE(at) : d[at];
    if (!biff8) return str8(d.subarray(at + lenBytes, at + lenBytes + cch));
    const flags = d[at + lenBytes];
    let p = at + lenBytes + 1;
    if (flags & 0x08) p += 2;
    if (flags & 0x04) p += 4;
    return flags & 1 ? d.subarray(p, p + cch * 2).toString('utf16le') : d.subarray(p, p + cch).toString('latin1');
  };
  for (const { type, data: d } of records(stream)) {
    if (sstSegments && type !== R.CONTINUE) {
      sst.push(...readSst(sstSegments));
      sstSegments = undefined;
    }
    try {
      switch (type) {
        case R.BOF:
        case R.BOF2:
        case R.BOF3:
        case R.BOF4:
          if (d.length >= 2) biff8 = type === R.BOF && d.readUInt16LE(0) === 0x0600;
          break;
        case R.FILEPASS:
          throw new ExtractionError('Encrypted', 'the workbook is password protected');
        case R.CODEPAGE: {
          const cp = d.readUInt16LE(0);
          if (cp !== 1200 && iconv.encodingExists(`cp${cp}`)) codepage = `cp${cp}`;
          break;
        }
        case R.SST:
          sstSegments = [d];
          break;
        case R.CONTINUE:
          if (sstSegments) sstSegments.push(d);
          else if (txoChars > 0 && d.length > 0) {
            // the text of a TXO: a flag byte (bit 0: two bytes a character), then the characters
            const high = biff8 && (d[0] & 1) === 1;
            const body = biff8 ? d.subarray(1) : d;
            const chunk = high ? body.subarray(0, Math.min(body.length, txoChars * 2) & ~1).toString('utf16le') : str8(body.subarray(0, txoChars));
            txoText += chunk;
            txoChars -= chunk.length || txoChars;
            if (txoChars <= 0) {
              if (txoText.trim()) notes.push(txoText.replace(/\r\n?/g, '\n').trim());
              txoText = '';
            }
          }
          break;
        case R.TXO:
          txoChars = d.length >= 12 ? d.readUInt16LE(10) : 0;
          txoText = '';
          break;
        case R.HEADER:
        case R.FOOTER:
          if (d.length > 0) {
            const t = pageText(biff8 ? xlString(d, 0, 2) : str8(d.subarray(1, 1 + d[0])));
            if (t) pages.add(t);
          }
          break;
        case R.BOUNDSHEET:
          sheetNames.push(biff8 ? xlString(d, 6, 1) : str8(d.subarray(7, 7 + d[6])));
          break;
        case R.LABEL:
        case R.RSTRING:
          put(d.readUInt16LE(0), xlString(d, 6, 2));
          break;
        case R.LABEL2:
          put(d.readUInt16LE(0), str8(d.subarray(8, 8 + d[7])));
          break;
        case R.LABELSST:
          put(d.readUInt16LE(0), sst[d.readUInt32LE(6)] ?? '');
          break;
        case R.NUMBER:
          put(d.readUInt16LE(0), fmtNumber(d.readDoubleLE(6)));
          break;
        case R.NUMBER2:
          put(d.readUInt16LE(0), fmtNumber(d.readDoubleLE(7)));
          break;
        case R.RK:
          put(d.readUInt16LE(0), fmtNumber(rk(d.readUInt32LE(6))));
          break;
        case R.MULRK: {
          const r = d.readUInt16LE(0);
          for (let p = 4; p + 6 <= d.length - 2; p += 6) put(r, fmtNumber(rk(d.readUInt32LE(p + 2))));
          break;
        }
        case R.FORMULA:
        case R.FORMULA3:
        case R.FORMULA4: {
          const isSpecial = d.readUInt16LE(12) === 0xffff;
          if (!isSpecial) put(d.readUInt16LE(0), fmtNumber(d.readDoubleLE(6)));
          else if (d[6] === 0) {
            lastWasFormulaString = true;
            formulaRow = d.readUInt16LE(0);
          }
          break;
        }
        case R.STRING:
          if (lastWasFormulaString) put(formulaRow, xlString(d, 0, 2));
          lastWasFormulaString = false;
          break;
        case R.EOF:
          endSheet();
          break;
        default:
          break;
      }
    } catch (err) {
      if (err instanceof ExtractionError) throw err;
      // a truncated record: skip it, keep what was read
    }
  }
  endSheet();
  return [sheetNames.join('\n'), ...sheets, [...pages].join('\n'), notes.join('\n')].filter(Boolean).join('\n\n');
}
