/**
 * Best-effort text of a PowerPoint 97–2003 "PowerPoint Document" stream: every TextCharsAtom (UTF-16)
 * and TextBytesAtom (8-bit) found by walking the record tree, in stream order.
 */
import { ExtractionError } from '@fathom/sdk/server';

const TEXT_CHARS_ATOM = 0x0fa0;
const TEXT_BYTES_ATOM = 0x0fa8;
const CRYPT_SESSION_CONTAINER = 0x2f14;
/** Master slides only hold placeholder prompts ("Click to edit Master title style"). */
const MAIN_MASTER = 0x03f8;

export function pptToText(stream: Buffer): string {
  const out: string[] = [];
  let i = 0;
  while (i + 8 <= stream.length) {
    const verInst = stream.readUInt16LE(i);
    const type = stream.readUInt16LE(i + 2);
    const len = stream.readUInt32LE(i + 4);
    if ((verInst & 0x0f) === 0x0f) {
      // a container: its children follow its header
      if (type === CRYPT_SESSION_CONTAINER) throw new ExtractionError('Encrypted', 'the presentation is password protected');
      i += type === MAIN_MASTER ? 8 + len : 8;
      continue;
    }
    const end = Math.min(stream.length, i + 8 + len);
    if (type === TEXT_CHARS_ATOM) out.push(stream.subarray(i + 8, end - ((end - i - 8) % 2)).toString('utf16le'));
    else if (type === TEXT_BYTES_ATOM) out.push(stream.subarray(i + 8, end).toString('latin1'));
    i = end;
  }
  // \r separates paragraphs inside one text atom; \v is a soft line break
  return out
    .map(t => t.replace(/[\r\v]/g, '\n').trim())
    .filter(t => t && t !== '*')
    .join('\n');
}
