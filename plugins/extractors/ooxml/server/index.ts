/**
 * Office Open XML: Word (.docx), Excel (.xlsx) and PowerPoint (.pptx) and their macro/template variants.
 * The package is opened once with the bomb limits checked before any library inflates it.
 */
import { defineServerPlugin, Extractors, type ExtractContext, type ExtractInput, type ExtractResult, type Extractor } from '@fathom/sdk/server';
import { isZip, openZip, type OpenedZip } from '@fathom/sdk/server/zip-kit';
import { docxText } from './docx';
import { pptxText } from './pptx';
import { xlsxText } from './xlsx';

type Reader = (zip: OpenedZip, input: ExtractInput, ctx: ExtractContext) => Promise<ExtractResult>;

/** The package's main part decides how it is read: a workbook saved as .docx, or any package without a name, is still read for what it is. */
function readerByContent(zip: OpenedZip): Reader | undefined {
  const has = (re: RegExp) => zip.members.some(m => re.test(m.name));
  if (has(/^word\/document\d*\.xml$/i)) return (z, input, ctx) => docxText(z, input.buffer, input.path, ctx);
  if (has(/^xl\/workbook\d*\.xml$/i)) return (z, input, ctx) => xlsxText(z, input.buffer, input.path, ctx);
  if (has(/^ppt\/presentation\.xml$/i)) return (z, input, ctx) => pptxText(z, input.path, ctx);
  return undefined;
}

function ooxml(id: string, extensions: string[], mimeTypes: string[], read: Reader): Extractor {
  return {
    id,
    extensions,
    mimeTypes,
    sniff: isZip,
    async extract(input, ctx) {
      const zip = await openZip(input.buffer, ctx.limits);
      try {
        return await (readerByContent(zip) ?? read)(zip, input, ctx);
      } finally {
        zip.close();
      }
    },
  };
}

export const docxExtractor = ooxml(
  'docx',
  ['docx', 'docm', 'dotx', 'dotm'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  (zip, input, ctx) => docxText(zip, input.buffer, input.path, ctx),
);
export const xlsxExtractor = ooxml(
  'xlsx',
  ['xlsx', 'xlsm', 'xltx', 'xltm'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  (zip, input, ctx) => xlsxText(zip, input.buffer, input.path, ctx),
);
export const pptxExtractor = ooxml(
  'pptx',
  ['pptx', 'pptm', 'ppsx', 'ppsm', 'potx', 'potm'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  (zip, input, ctx) => pptxText(zip, input.path, ctx),
);

export default defineServerPlugin({
  id: 'extractor-ooxml',
  register(r) {
    r.contribute(Extractors, docxExtractor);
    r.contribute(Extractors, xlsxExtractor);
    r.contribute(Extractors, pptxExtractor);
  },
});
