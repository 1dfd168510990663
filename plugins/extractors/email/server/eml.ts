/** RFC 822 / MIME messages: headers, body (plain text, or HTML turned into text) and attachments. */
import type { AddressObject } from 'mailparser';
import type { ExtractContext, ExtractResult } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted, tidyText } from '@fathom/sdk/server/text-kit';

// Loaded on the first message, so a thread (or the server) that meets none never holds them.
type MailParser = typeof import('mailparser');
type HtmlParser = typeof import('node-html-parser');
let mailLib: MailParser | undefined;
let htmlLib: HtmlParser | undefined;
const mailParser = (): MailParser => (mailLib ??= require('mailparser') as MailParser); // eslint-disable-line @typescript-eslint/no-require-imports
const htmlParser = (): HtmlParser => (htmlLib ??= require('node-html-parser') as HtmlParser); // eslint-disable-line @typescript-eslint/no-require-imports

const MIME_EXTENSIONS: Record<string, string> = {
  'message/rfc822': 'eml',
  'text/plain': 'txt',
  'text/html': 'html',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/rtf': 'rtf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.ms-outlook': 'msg',
};

function addresses(a: AddressObject | AddressObject[] | undefined): string {
  if (!a) return '';
  return (Array.isArray(a) ? a : [a])
    .map(x => x.text)
    .filter(Boolean)
    .join(', ');
}

export function htmlBodyToText(html: string): string {
  // a line break beside a tag is a blank: the parser drops it, gluing "Dear\n<b>Jane</b>" into "DearJane"
  html = html.replace(/[ \t\r\n\f]+/g, (ws, at: number) => (ws.includes('\n') && (html[at - 1] === '>' || html[at + ws.length] === '<') ? ' ' : ws));
  const root = htmlParser().parse(html, { comment: false });
  root.querySelectorAll('script, style, head').forEach(n => n.remove());
  return tidyText(root.structuredText);
}

export function headerBlock(fields: [string, string | undefined][]): string {
  return fields
    .filter(([, v]) => v && v.trim())
    .map(([k, v]) => `${k}: ${v!.trim()}`)
    .join('\n');
}

export async function emlToText(buffer: Buffer, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  const mail = await mailParser().simpleParser(buffer, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  const header = headerBlock([
    ['Subject', mail.subject],
    ['From', addresses(mail.from)],
    ['To', addresses(mail.to)],
    ['Cc', addresses(mail.cc)],
    ['Date', mail.date?.toISOString()],
  ]);
  const body = mail.text?.trim() ? mail.text : typeof mail.html === 'string' ? htmlBodyToText(mail.html) : '';
  const parts = [header, tidyText(body.replace(/\r\n?/g, '\n'))];
  const embedded: NonNullable<ExtractResult['embedded']> = [];
  let index = 0;
  for (const att of mail.attachments) {
    throwIfAborted(ctx);
    index++;
    const name = att.filename || `attachment-${index}.${MIME_EXTENSIONS[att.contentType] ?? 'bin'}`;
    const extension = extensionOf(name) || MIME_EXTENSIONS[att.contentType] || '';
    const r = await extractEmbedded(ctx, { path: `${path}!/${name}`, buffer: att.content, extension, mimeType: att.contentType });
    embedded.push(r.entry);
    if (r.text) parts.push(r.text);
  }
  return {
    text: parts.filter(Boolean).join('\n\n'),
    embedded,
    metadata: { ...(mail.subject ? { subject: mail.subject } : {}), attachments: mail.attachments.length },
  };
}
