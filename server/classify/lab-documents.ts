/**
 * The labelled documents the product ships (server/classify/corpus: one or more per format the extractors read,
 * labels.json naming the built-in classifications each must get). The lab extracts them once per process and
 * measures the saved and the tried definitions of the built-in classifications on them, so an edit that stops
 * finding a shipped case is named before it is saved. Written by test/fixtures/generate/lab-corpus.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClassificationDocumentsComparison, PolicyClassification } from '@fathom/sdk/api/classification';
import { BUILTIN_CLASSIFICATIONS } from './builtin';
import type { ClassificationEngine } from './engine';
import { measureLabelled, type LabelledText } from './lab-figures';
import type { LabExtractor } from './lab';

interface CorpusLabel {
  file: string;
  classifications: string[];
  about: string;
}

/** The corpus folder beside this module, also when the server runs from a bundle elsewhere. */
export function corpusFolder(from: string = __dirname): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'corpus'), join(dir, 'server', 'classify', 'corpus')]) if (existsSync(join(candidate, 'labels.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

interface ReadDocuments {
  texts: { label: CorpusLabel; text: string }[];
  failed: string[];
}

let cached: Promise<ReadDocuments> | null = null;

async function readDocuments(extractors: LabExtractor): Promise<ReadDocuments> {
  const folder = corpusFolder();
  if (!folder) return { texts: [], failed: [] };
  const labels = JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')) as CorpusLabel[];
  const out: ReadDocuments = { texts: [], failed: [] };
  for (const label of labels) {
    const buffer = readFileSync(join(folder, label.file));
    const extension = label.file.slice(label.file.lastIndexOf('.') + 1).toLowerCase();
    const extracted = await extractors.extract({ path: label.file, buffer, extension }, { ocr: false });
    if (extracted.ok) out.texts.push({ label, text: extracted.text });
    else out.failed.push(`${label.file}: ${extracted.reason}`);
  }
  return out;
}

export async function compareDocuments(
  extractors: LabExtractor,
  engines: { before: ClassificationEngine; after: ClassificationEngine },
  definitions: { saved: readonly PolicyClassification[]; tried: readonly PolicyClassification[] },
): Promise<ClassificationDocumentsComparison> {
  const read = await (cached ??= readDocuments(extractors));
  // The labels speak of the built-in classifications: each document holds those named and none of the others.
  const measured = BUILTIN_CLASSIFICATIONS.map(c => c.name).filter(n => definitions.saved.some(c => c.name === n) || definitions.tried.some(c => c.name === n));
  const items: LabelledText[] = read.texts.map(({ label, text }) => ({
    entry: { objectId: label.file, name: label.file, path: label.about },
    text,
    labels: measured.map(classification => ({ classification, present: label.classifications.includes(classification) })),
  }));
  const compared = measureLabelled(items, engines, definitions);
  return { ...compared, failed: read.failed, changes: compared.changes.filter(c => c.present > 0 || c.before.fp + c.after.fp > 0) };
}
