/** mbox: messages separated by "From " lines; each one goes through the EML path. */
import type { ExtractContext, ExtractResult } from '@fathom/sdk/server';
import { throwIfAborted } from '@fathom/sdk/server/text-kit';
import { emlToText } from './eml';

/** Splits at every line starting with "From " that begins the file or follows a line break. */
export function splitMbox(buf: Buffer): Buffer[] {
  const messages: Buffer[] = [];
  const marker = Buffer.from('\nFrom ');
  let start = buf.subarray(0, 5).toString('latin1') === 'From ' ? 0 : -1;
  let pos = 0;
  if (start < 0) {
    start = 0;
  }
  for (;;) {
    const next = buf.indexOf(marker, pos);
    if (next < 0) break;
    if (next + 1 > start) messages.push(buf.subarray(start, next + 1));
    start = next + 1;
    pos = next + 1;
  }
  messages.push(buf.subarray(start));
  // drop the "From " envelope line of each message; mailparser wants headers first
  return messages
    .map(m => (m.subarray(0, 5).toString('latin1') === 'From ' ? m.subarray(m.indexOf(0x0a) + 1 || m.length) : m))
    .filter(m => m.toString('latin1').trim().length > 0);
}

export async function mboxToText(buffer: Buffer, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  const parts: string[] = [];
  const embedded: NonNullable<ExtractResult['embedded']> = [];
  const messages = splitMbox(buffer);
  for (let i = 0; i < messages.length; i++) {
    throwIfAborted(ctx);
    const r = await emlToText(messages[i], `${path}!/message-${i + 1}`, ctx);
    parts.push(r.text);
    embedded.push(...(r.embedded ?? []));
  }
  return { text: parts.join('\n\n'), embedded, metadata: { messages: messages.length } };
}
