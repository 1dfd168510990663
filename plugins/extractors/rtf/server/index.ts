/** Rich Text Format. */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { rtfToText } from './rtf-text';

/** Groups opened and not closed: { and } that are not escaped, \bin data skipped. */
export function openGroups(buf: Buffer): number {
  const s = buf.toString('latin1');
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') {
      const bin = /^bin(\d{1,10}) ?/.exec(s.slice(i + 1, i + 16));
      if (bin) i += bin[0].length + Number(bin[1]);
      else i++;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth;
}

export const rtfExtractor: Extractor = {
  id: 'rtf',
  extensions: ['rtf'],
  mimeTypes: ['application/rtf', 'text/rtf'],
  sniff: head => head.subarray(0, 5).toString('latin1') === '{\\rtf',
  async extract(input) {
    if (input.buffer.subarray(0, 5).toString('latin1') !== '{\\rtf') throw new ExtractionError('Corrupt', 'not an RTF document (no {\\rtf header)');
    const text = rtfToText(input.buffer);
    // a document cut short (groups never closed) with no text left in what remains
    if (!text.trim() && openGroups(input.buffer) > 0) throw new ExtractionError('Corrupt', 'the RTF document is truncated (groups left open) and has no text');
    return { text };
  },
};

export default defineServerPlugin({
  id: 'extractor-rtf',
  register(r) {
    r.contribute(Extractors, rtfExtractor);
  },
});
