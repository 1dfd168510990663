/**
 * The classification lab (spec 001 §9 classification test): what a set of classifications finds, before it is saved.
 *
 * - Sample files (at most MAX_TEST_SAMPLES) are extracted by the extractor plugins and classified by the same
 *   engine scans use, with the tried classifications: per file the classifications that applied and every rule
 *   hit with its confidence, its text masked and a little context (every hit inside the context masked too).
 * - The node's indexed files (those of its collectors and below, with stored text, the most recent first, at most
 *   MAX_TEST_INDEXED_FILES) are classified twice from that text: under the classifications saved on the node and
 *   under the tried ones. Per classification: files before, after, and which files it loses or gains, so an edit
 *   that makes a rule worse shows before it is saved.
 */
import { sql, type Kysely } from 'kysely';
import {
  MAX_TEST_HITS,
  MAX_TEST_INDEXED_FILES,
  type ClassificationChange,
  type ClassificationTestAnswer,
  type ClassificationTestEntry,
  type ClassificationTestFile,
  type ClassificationTestHit,
  type PolicyClassification,
} from '@fathom/sdk/api/classification';
import type { Classifier, ClassifierHit } from '@fathom/sdk/server';
import { createClassificationEngine, type ClassificationEngine } from './engine';
import type { ExtractorRegistry } from '../extract/registry';
import { compareLabelled, corpusFigures, type Label } from './lab-figures';
import { compareDocuments } from './lab-documents';

/** Characters of context shown on each side of a hit. */
export const CONTEXT_CHARS = 32;
/** Text of an indexed file read for a comparison: the start of long documents is enough to compare two definitions. */
export const MAX_COMPARED_TEXT = 200_000;
const MAX_NAMED = 20;

export function maskText(text: string): string {
  if (text.length <= 2) return '*'.repeat(text.length);
  return text[0] + '*'.repeat(Math.min(text.length - 2, 64)) + text[text.length - 1];
}

/** The text around hit h, every hit overlapping it masked, on one line. */
export function contextOf(text: string, h: ClassifierHit, hits: readonly ClassifierHit[]): string {
  const from = Math.max(0, h.start - CONTEXT_CHARS);
  const to = Math.min(text.length, h.end + CONTEXT_CHARS);
  const inside = hits.filter(o => o.end > from && o.start < to).sort((a, b) => a.start - b.start);
  let out = '';
  let at = from;
  for (const o of inside) {
    const s = Math.max(o.start, from);
    if (s < at) {
      // Overlaps a range already masked: mask what sticks out beyond it.
      if (o.end > at) {
        out += '*'.repeat(Math.min(o.end, to) - at);
        at = Math.min(o.end, to);
      }
      continue;
    }
    out += text.slice(at, s) + maskText(text.slice(s, Math.min(o.end, to)));
    at = Math.min(o.end, to);
  }
  out += text.slice(at, to);
  return `${from > 0 ? '…' : ''}${out.replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`;
}

/** What reads a file's text: the extraction threads' pool or the registry in process. */
export type LabExtractor = Pick<ExtractorRegistry, 'extract'>;

export interface LabDeps {
  classifiers: Classifier[];
  extractors(): LabExtractor;
  db: Kysely<any>;
}

export interface LabInput {
  nodeId: string;
  classifications: PolicyClassification[];
  /** What is saved on the node (the effective classifications): the 'before' of a comparison. */
  saved: PolicyClassification[];
  samples: { name: string; buffer: Buffer }[];
  indexed: boolean;
  /** People's verdicts on indexed files: the files under the node are measured against them. */
  labels?: readonly Label[] | null;
  corpus?: boolean;
}

export function classifyText(engine: ClassificationEngine, text: string): Omit<ClassificationTestFile, 'name' | 'size' | 'characters'> {
  const outcome = engine.classify(text);
  const names = new Map(engine.rules.map(r => [r.id, r.name]));
  const hits: ClassificationTestHit[] = outcome.hits.slice(0, MAX_TEST_HITS).map(h => ({
    ruleId: h.ruleId,
    ruleName: names.get(h.ruleId) ?? h.ruleId,
    confidence: h.confidence,
    text: maskText(h.text),
    context: contextOf(text, h, outcome.hits),
  }));
  return { classifications: [...outcome.classifications].sort((a, b) => b.confidence - a.confidence), hits, hitCount: outcome.hits.length };
}

async function testSample(deps: LabDeps, engine: ClassificationEngine, sample: { name: string; buffer: Buffer }): Promise<ClassificationTestFile> {
  const dot = sample.name.lastIndexOf('.');
  const extension = dot > 0 ? sample.name.slice(dot + 1).toLowerCase() : '';
  const base = { name: sample.name, size: sample.buffer.length };
  const extracted = await deps.extractors().extract({ path: sample.name, buffer: sample.buffer, extension }, { ocr: false });
  if (!extracted.ok)
    return { ...base, error: { name: extracted.reason, message: extracted.message }, characters: 0, classifications: [], hits: [], hitCount: 0 };
  return { ...base, extractor: extracted.extractor, characters: extracted.text.length, ...classifyText(engine, extracted.text) };
}

interface IndexedRow {
  entry_id: number | string;
  name: string;
  parent_path: string;
  text: string | null;
}

async function compareIndexed(deps: LabDeps, input: LabInput, after: ClassificationEngine): Promise<ClassificationTestAnswer['indexed']> {
  const before = createClassificationEngine({ classifiers: deps.classifiers, classifications: input.saved });
  const below = `%/${input.nodeId}/%`;
  const total = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM idx_entries e JOIN objects o ON o.object_id = e.node_id
    WHERE o.path_ids LIKE ${below} AND e.class_id = 'idxobject' AND e.is_deleted = 0`.execute(deps.db);
  const rows = await sql<IndexedRow>`SELECT e.entry_id, e.name, e.parent_path, c.text FROM idx_entries e
    JOIN objects o ON o.object_id = e.node_id JOIN idx_content c ON c.rowid = e.entry_id
    WHERE o.path_ids LIKE ${below} AND e.class_id = 'idxobject' AND e.is_deleted = 0
    ORDER BY e.entry_id DESC LIMIT ${MAX_TEST_INDEXED_FILES}`.execute(deps.db);
  const savedBy = new Map(input.saved.map(c => [c.name, JSON.stringify(c)]));
  const triedBy = new Map(input.classifications.map(c => [c.name, JSON.stringify(c)]));
  const names = [...new Set([...savedBy.keys(), ...triedBy.keys()])];
  const changes = new Map<string, ClassificationChange>(
    names.map(name => [name, { name, before: 0, after: 0, lost: [], gained: [], edited: savedBy.get(name) !== triedBy.get(name) }]),
  );
  let files = 0;
  for (const row of rows.rows) {
    if (!row.text) continue;
    files++;
    const text = row.text.length > MAX_COMPARED_TEXT ? row.text.slice(0, MAX_COMPARED_TEXT) : row.text;
    const was = new Set(before.classify(text).classifications.map(c => c.name));
    const is = new Set(after.classify(text).classifications.map(c => c.name));
    const entry: ClassificationTestEntry = { objectId: `e${row.entry_id}`, name: row.name, path: row.parent_path };
    for (const name of names) {
      const c = changes.get(name)!;
      const a = was.has(name);
      const b = is.has(name);
      if (a) c.before++;
      if (b) c.after++;
      if (a && !b && c.lost.length < MAX_NAMED) c.lost.push(entry);
      if (b && !a && c.gained.length < MAX_NAMED) c.gained.push(entry);
    }
  }
  return { files, totalFiles: Number(total.rows[0]?.n ?? 0), changes: [...changes.values()] };
}

export async function runClassificationTest(deps: LabDeps, input: LabInput): Promise<ClassificationTestAnswer> {
  const engine = createClassificationEngine({ classifiers: deps.classifiers, classifications: input.classifications });
  const samples: ClassificationTestFile[] = [];
  for (const s of input.samples) samples.push(await testSample(deps, engine, s));
  const engines = { before: createClassificationEngine({ classifiers: deps.classifiers, classifications: input.saved }), after: engine };
  const definitions = { saved: input.saved, tried: input.classifications };
  const labelled = input.labels ? await compareLabelled(deps.db, input.nodeId, input.labels, engines, definitions) : null;
  const corpus = input.corpus
    ? {
        ...corpusFigures(deps.classifiers, engine, (text, start, end) =>
          contextOf(text, { ruleId: '', start, end, text: text.slice(start, end), confidence: 1 }, [{ ruleId: '', start, end, text: '', confidence: 1 }]),
        ),
        documents: await compareDocuments(deps.extractors(), engines, definitions),
      }
    : null;
  return { samples, indexed: input.indexed ? await compareIndexed(deps, input, engine) : null, labelled, corpus };
}
