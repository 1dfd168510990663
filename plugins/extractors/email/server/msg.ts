/** Outlook .msg (a compound file): subject, sender, recipients, body and attachments. */
import type MsgReader from '@kenjiuno/msgreader';
import { ExtractionError, type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted, tidyText } from '@fathom/sdk/server/text-kit';
import { headerBlock, htmlBodyToText } from './eml';

type Fields = ReturnType<MsgReader['getFileData']>;

let msgReaderClass: typeof MsgReader | undefined;
/** Loaded on the first .msg, so a thread (or the server) that meets none never holds it. */
const msgReader = (): typeof MsgReader => (msgReaderClass ??= (require('@kenjiuno/msgreader') as { default: typeof MsgReader }).default); // eslint-disable-line @typescript-eslint/no-require-imports

export async function msgToText(buffer: Buffer, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  const ab = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
  let reader = new (msgReader())(ab);
  let data: Fields;
  try {
    data = reader.getFileData();
    // 8-bit string properties are in the message's code page (Big5, Shift-JIS, …), not Latin-1
    const codepage = data.messageCodepage ?? data.internetCodepage;
    if (codepage && codepage !== 1252 && codepage !== 65001 && codepage !== 1200) {
      reader = new (msgReader())(ab);
      reader.parserConfig = { ansiEncoding: `cp${codepage}` };
      data = reader.getFileData();
    }
  } catch (err) {
    // a TypeError from inside the reader is a cut-off or damaged sector chain, not something to quote
    const e = err as Error;
    throw new ExtractionError(
      'Corrupt',
      `not a readable Outlook message: ${e instanceof TypeError || e instanceof RangeError || !e?.message ? 'the file is truncated or damaged' : e.message}`,
    );
  }
  if ((data as { error?: string }).error) throw new ExtractionError('Corrupt', `not a readable Outlook message: ${(data as { error?: string }).error}`);
  const sender = [data.senderName, data.senderEmail ? `<${data.senderEmail}>` : ''].filter(Boolean).join(' ');
  const recipients = (data.recipients ?? []).map(r => [r.name, r.email && r.email !== r.name ? `<${r.email}>` : ''].filter(Boolean).join(' ')).join(', ');
  const header = headerBlock([
    ['Subject', data.subject],
    ['From', sender],
    ['To', recipients],
  ]);
  const html = data.bodyHtml ?? (data.html ? Buffer.from(data.html).toString('utf8') : undefined);
  const body = data.body?.trim() ? data.body : html ? htmlBodyToText(html) : '';
  const parts = [header, tidyText(body.replace(/\r\n?/g, '\n'))];
  const embedded: NonNullable<ExtractResult['embedded']> = [];
  let index = 0;
  for (const att of data.attachments ?? []) {
    throwIfAborted(ctx);
    index++;
    let fileName: string;
    let content: Uint8Array;
    try {
      ({ fileName, content } = reader.getAttachment(att));
    } catch (err) {
      embedded.push({ path: `${path}!/attachment-${index}`, ok: false, reason: 'Corrupt', message: (err as Error).message });
      continue;
    }
    const name = fileName || att.fileName || att.fileNameShort || `attachment-${index}${att.innerMsgContent ? '.msg' : (att.extension ?? '')}`;
    const extension = att.innerMsgContent ? 'msg' : extensionOf(name) || (att.extension ?? '').replace(/^\./, '').toLowerCase();
    const r = await extractEmbedded(ctx, { path: `${path}!/${name}`, buffer: Buffer.from(content), extension });
    embedded.push(r.entry);
    if (r.text) parts.push(r.text);
  }
  return {
    text: parts.filter(Boolean).join('\n\n'),
    embedded,
    metadata: { ...(data.subject ? { subject: data.subject } : {}), attachments: (data.attachments ?? []).length },
  };
}
