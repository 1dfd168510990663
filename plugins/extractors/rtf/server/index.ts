/** Rich Text Format. */
import { defineServerPlugin, ExtractionError, type Extractor } from '../../../../sdk/server';
import { rtfToText } from './rtf-text';

export const rtfExtractor: Extractor = {
  id: 'rtf',
  extensions: ['rtf'],
  mimeTypes: ['application/rtf', 'text/rtf'],
  sniff: head => head.subarray(0, 5).toString('latin1') === '{\\rtf',
  async extract(input) {
    if (input.buffer.subarray(0, 5).toString('latin1') !== '{\\rtf') throw new ExtractionError('Corrupt', 'not an RTF document (no {\\rtf header)');
    return { text: rtfToText(input.buffer) };
  },
};

export default defineServerPlugin({ id: 'extractor-rtf', extractors: [rtfExtractor] });
