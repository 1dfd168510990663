/** Images: text by OCR, only when the policy turns OCR on. */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { recognizeText } from '@fathom/sdk/server/ocr-kit';
import { tidyText } from '@fathom/sdk/server/text-kit';

const MAGIC: [string, (h: Buffer) => boolean][] = [
  ['png', h => h.length > 8 && h.readUInt32BE(0) === 0x89504e47],
  ['jpg', h => h.length > 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['gif', h => h.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['bmp', h => h.subarray(0, 2).toString('latin1') === 'BM' && h.length > 26],
  [
    'tif',
    h => {
      const s = h.subarray(0, 4).toString('latin1');
      return s === 'II*\0' || s === 'MM\0*';
    },
  ],
  ['webp', h => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP'],
];

export function imageKind(head: Buffer): string | undefined {
  return MAGIC.find(([, test]) => test(head))?.[0];
}

/** GIF is not read by tesseract's image loader: redraw it as PNG first. */
async function toPng(image: Buffer): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createCanvas, loadImage } = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
  const img = await loadImage(image);
  const canvas = createCanvas(img.width, img.height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, img.width, img.height);
  g.drawImage(img, 0, 0);
  return canvas.toBuffer('image/png');
}

export const imageExtractor: Extractor = {
  id: 'image',
  extensions: ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'bmp', 'tif', 'tiff', 'webp'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/tiff', 'image/webp'],
  sniff: head => imageKind(head) !== undefined,
  async extract(input, ctx) {
    const kind = imageKind(input.buffer);
    if (!kind) throw new ExtractionError('Corrupt', 'not a recognised image format');
    if (!ctx.ocr) throw new ExtractionError('Unsupported', 'OCR is off');
    let image = input.buffer;
    if (kind === 'gif') {
      try {
        image = await toPng(input.buffer);
      } catch (err) {
        throw new ExtractionError('Corrupt', `unreadable GIF: ${(err as Error).message}`);
      }
    }
    const text = tidyText(await recognizeText(image));
    if (!text) throw new ExtractionError('Empty', 'OCR found no text in the image');
    return { text, metadata: { ocr: true, format: kind } };
  },
};

export default defineServerPlugin({
  id: 'extractor-image',
  register(r) {
    r.contribute(Extractors, imageExtractor);
  },
});
