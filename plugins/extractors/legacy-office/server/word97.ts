/**
 * Text of a Word 97–2003 document read straight from its piece table (CLX in the table stream): the
 * fallback when word-extractor cannot read a file (lower-case stream names, odd FIB sizes) or finds
 * nothing. Field instructions (between 0x13 and 0x14) are dropped, their results kept.
 */
const FIB_FLAGS = 0x0a;
const FIB_FC_CLX = 0x01a2;
const FIB_LCB_CLX = 0x01a6;
const COMPRESSED = 0x40000000;

export function pieceTableText(wordDocument: Buffer, tables: { table0?: Buffer; table1?: Buffer }): string {
  if (wordDocument.length < FIB_LCB_CLX + 4) return '';
  const flags = wordDocument.readUInt16LE(FIB_FLAGS);
  const table = flags & 0x0200 ? tables.table1 : tables.table0;
  if (!table) return '';
  const fcClx = wordDocument.readUInt32LE(FIB_FC_CLX);
  const lcbClx = wordDocument.readUInt32LE(FIB_LCB_CLX);
  if (lcbClx === 0 || fcClx + lcbClx > table.length) return '';
  const clx = table.subarray(fcClx, fcClx + lcbClx);
  let p = 0;
  while (p < clx.length && clx[p] === 0x01) p += 3 + clx.readUInt16LE(p + 1); // Prc: property modifiers
  if (clx[p] !== 0x02 || p + 5 > clx.length) return '';
  const lcb = clx.readUInt32LE(p + 1);
  const plc = clx.subarray(p + 5, p + 5 + lcb);
  const n = Math.floor((plc.length - 4) / 12);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const cpStart = plc.readUInt32LE(i * 4);
    const cpEnd = plc.readUInt32LE((i + 1) * 4);
    const pcd = (n + 1) * 4 + i * 8;
    const fcRaw = plc.readUInt32LE(pcd + 2);
    const chars = Math.max(0, cpEnd - cpStart);
    if (fcRaw & COMPRESSED) {
      const fc = (fcRaw & ~COMPRESSED) / 2;
      out.push(wordDocument.subarray(fc, Math.min(wordDocument.length, fc + chars)).toString('latin1'));
    } else {
      out.push(wordDocument.subarray(fcRaw, Math.min(wordDocument.length, fcRaw + chars * 2)).toString('utf16le'));
    }
  }
  return cleanWordText(out.join(''));
}

/** Word's in-text control characters to plain text. */
export function cleanWordText(s: string): string {
  let out = '';
  let fieldDepth = 0;
  const inInstruction: boolean[] = [];
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c === 0x13) {
      fieldDepth++;
      inInstruction.push(true);
      continue;
    }
    if (c === 0x14) {
      if (fieldDepth) inInstruction[fieldDepth - 1] = false;
      continue;
    }
    if (c === 0x15) {
      if (fieldDepth) {
        fieldDepth--;
        inInstruction.pop();
      }
      continue;
    }
    if (fieldDepth && inInstruction[fieldDepth - 1]) continue;
    if (c === 0x0d || c === 0x0b || c === 0x0c) out += '\n';
    else if (c === 0x07) out += '\t';
    else if (c === 0x09 || c >= 0x20) out += ch;
  }
  return out;
}
