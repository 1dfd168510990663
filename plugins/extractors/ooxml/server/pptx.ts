/** PowerPoint presentations: slide text in order, then notes, diagrams and embedded documents. */
import { ExtractionError, type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import type { OpenedZip } from '@fathom/sdk/server/zip-kit';
import { CHART_TEXT, DRAWINGML_TEXT, embeddedText, partsText } from './parts';

export async function pptxText(zip: OpenedZip, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  if (!zip.members.some(m => /^ppt\/presentation\.xml$/i.test(m.name)))
    throw new ExtractionError('Corrupt', 'not a presentation: ppt/presentation.xml is missing');
  const slides = await partsText(zip, /^ppt\/slides\/slide\d+\.xml$/i, DRAWINGML_TEXT, ctx);
  const notes = await partsText(zip, /^ppt\/notesSlides\/notesSlide\d+\.xml$/i, DRAWINGML_TEXT, ctx);
  const diagrams = await partsText(zip, /^ppt\/diagrams\/data\d+\.xml$/i, DRAWINGML_TEXT, ctx);
  const charts = await partsText(zip, /^ppt\/charts\/chart\d+\.xml$/i, CHART_TEXT, ctx);
  const { texts, embedded } = await embeddedText(zip, path, ctx);
  const parts = [...slides, ...notes, ...diagrams, ...charts, ...texts];
  // a deck whose only text sits on its masters (footers, logos as text) still has that text
  if (parts.length === 0) parts.push(...(await partsText(zip, /^ppt\/(?:slideMasters\/slideMaster|slideLayouts\/slideLayout)\d+\.xml$/i, DRAWINGML_TEXT, ctx)));
  return { text: parts.filter(Boolean).join('\n\n'), embedded, metadata: { slides: slides.length } };
}
