/** E-mail: .eml, .msg and .mbox, attachments extracted through the registry. */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { emlToText } from './eml';
import { mboxToText } from './mbox';
import { msgToText } from './msg';

const RFC822_HEADER = /^(?:Received|Return-Path|From|To|Subject|Date|Message-ID|MIME-Version|Delivered-To|X-[\w-]{1,60}|DKIM-Signature|Content-Type):/im;

/**
 * Mail is text on the wire: a NUL or over 5% control bytes in the first 8K means a binary file under a
 * mail name, refused rather than parsed into garbage.
 */
export function binaryMail(buf: Buffer): boolean {
  const n = Math.min(buf.length, 8192);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = buf[i];
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return control > n * 0.05;
}

function mailOnly(buf: Buffer): void {
  if (buf.length > 0 && binaryMail(buf)) throw new ExtractionError('Unsupported', 'binary content, not an e-mail message');
}

export const emlExtractor: Extractor = {
  id: 'eml',
  extensions: ['eml', 'mht', 'mhtml', 'emlx'],
  mimeTypes: ['message/rfc822'],
  sniff: head => {
    const s = head.subarray(0, 1024).toString('latin1');
    return !s.startsWith('From ') && RFC822_HEADER.test(s.slice(0, 200)) && /^Subject:|^From:|^Message-ID:/im.test(s);
  },
  extract: async (input, ctx) => {
    mailOnly(input.buffer);
    return emlToText(input.buffer, input.path, ctx);
  },
};

export const msgExtractor: Extractor = {
  id: 'msg',
  extensions: ['msg'],
  // no sniffer: every compound file (.doc, .xls, .ppt) has the same magic bytes
  mimeTypes: ['application/vnd.ms-outlook'],
  extract: (input, ctx) => msgToText(input.buffer, input.path, ctx),
};

export const mboxExtractor: Extractor = {
  id: 'mbox',
  extensions: ['mbox', 'mbx'],
  mimeTypes: ['application/mbox'],
  sniff: head => /^From \S{1,200} /.test(head.subarray(0, 300).toString('latin1')),
  extract: async (input, ctx) => {
    mailOnly(input.buffer);
    return mboxToText(input.buffer, input.path, ctx);
  },
};

export default defineServerPlugin({
  id: 'extractor-email',
  register(r) {
    r.contribute(Extractors, emlExtractor);
    r.contribute(Extractors, msgExtractor);
    r.contribute(Extractors, mboxExtractor);
  },
});
