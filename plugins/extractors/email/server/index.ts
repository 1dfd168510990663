/** E-mail: .eml, .msg and .mbox, attachments extracted through the registry. */
import { defineServerPlugin, type Extractor } from '../../../../sdk/server';
import { emlToText } from './eml';
import { mboxToText } from './mbox';
import { msgToText } from './msg';

const RFC822_HEADER = /^(?:Received|Return-Path|From|To|Subject|Date|Message-ID|MIME-Version|Delivered-To|X-[\w-]{1,60}|DKIM-Signature|Content-Type):/im;

export const emlExtractor: Extractor = {
  id: 'eml',
  extensions: ['eml', 'mht', 'mhtml', 'emlx'],
  mimeTypes: ['message/rfc822'],
  sniff: head => {
    const s = head.subarray(0, 1024).toString('latin1');
    return !s.startsWith('From ') && RFC822_HEADER.test(s.slice(0, 200)) && /^Subject:|^From:|^Message-ID:/im.test(s);
  },
  extract: (input, ctx) => emlToText(input.buffer, input.path, ctx),
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
  extract: (input, ctx) => mboxToText(input.buffer, input.path, ctx),
};

export default defineServerPlugin({ id: 'extractor-email', extractors: [emlExtractor, msgExtractor, mboxExtractor] });
