/** Plain text, CSV/TSV and source code: the bytes decoded with a detected encoding. */
import { defineServerPlugin, ExtractionError, type Extractor } from '../../../../sdk/server';
import { decodeText } from '../../../../sdk/server/text-kit';

export const TEXT_EXTENSIONS = [
  'txt', 'text', 'log', 'md', 'markdown', 'rst', 'csv', 'tsv', 'tab', 'json', 'ndjson', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf',
  'properties', 'env', 'sql', 'sh', 'bash', 'zsh', 'bat', 'cmd', 'ps1', 'psm1', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'py', 'java',
  'c', 'h', 'cpp', 'hpp', 'cc', 'cxx', 'cs', 'go', 'rb', 'php', 'pl', 'pm', 'rs', 'swift', 'kt', 'kts', 'scala', 'r', 'lua', 'vb',
  'vbs', 'css', 'scss', 'less', 'tex', 'srt', 'vtt', 'ldif', 'vcf', 'ics', 'diff', 'patch', 'gradle', 'groovy', 'dart', 'asm', 'f90',
];

export const textExtractor: Extractor = {
  id: 'text',
  extensions: TEXT_EXTENSIONS,
  mimeTypes: ['text/plain', 'text/csv', 'text/tab-separated-values', 'application/json', 'text/x-python', 'application/javascript'],
  async extract(input) {
    if (input.buffer.length === 0) throw new ExtractionError('Empty', 'the file is empty');
    const { text, encoding } = decodeText(input.buffer);
    return { text: text.replace(/\r\n?/g, '\n'), metadata: { encoding } };
  },
};

export default defineServerPlugin({ id: 'extractor-text', extractors: [textExtractor] });
