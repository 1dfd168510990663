/**
 * OpenDocument text, spreadsheets, presentations and drawings: content.xml (and the styles' headers and
 * footers, and embedded sub-documents "Object N/content.xml"). Encrypted packages are named as such.
 */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { throwIfAborted, tidyText } from '@fathom/sdk/server/text-kit';
import { isZip, openZip } from '@fathom/sdk/server/zip-kit';
import { odfXmlToText } from './odf-text';

export const odfExtractor: Extractor = {
  id: 'opendocument',
  extensions: ['odt', 'ods', 'odp', 'odg', 'ott', 'ots', 'otp', 'odf', 'fodt'],
  mimeTypes: ['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation'],
  sniff: head => isZip(head) && /opendocument|content\.xml|manifest\.xml/.test(head.toString('latin1')),
  async extract(input, ctx) {
    const zip = await openZip(input.buffer, ctx.limits);
    try {
      const manifest = zip.members.find(m => m.name === 'META-INF/manifest.xml');
      if (manifest && /<manifest:encryption-data/.test((await zip.read(manifest)).toString('utf8'))) {
        throw new ExtractionError('Encrypted', 'the document is password protected');
      }
      const contents = zip.members
        .filter(m => /^(?:[^/]+\/)?content\.xml$/.test(m.name) || m.name === 'styles.xml')
        .sort((a, b) => rank(a.name) - rank(b.name));
      if (!contents.some(m => m.name === 'content.xml')) throw new ExtractionError('Corrupt', 'not an OpenDocument package: content.xml is missing');
      const parts: string[] = [];
      for (const m of contents) {
        throwIfAborted(ctx);
        let xml = (await zip.read(m)).toString('utf8');
        // styles.xml carries only the master pages' headers and footers as text
        if (m.name === 'styles.xml') xml = (xml.match(/<style:master-styles[\s\S]*?<\/style:master-styles>/) ?? [''])[0];
        const text = tidyText(odfXmlToText(xml, { sheetNames: xml.includes('<office:spreadsheet') }));
        if (text) parts.push(text);
      }
      return { text: parts.join('\n\n') };
    } finally {
      zip.close();
    }
  },
};

function rank(name: string): number {
  return name === 'content.xml' ? 0 : name === 'styles.xml' ? 2 : 1;
}

export default defineServerPlugin({
  id: 'extractor-opendocument',
  register(r) {
    r.contribute(Extractors, odfExtractor);
  },
});
