/**
 * `fathom classify [PATH... | -] [--min-confidence X] [--rules] [--classifications] [--policy FILE] [--ocr]`:
 * extracts text from files, folders (recursively) or standard input and classifies it locally, without a
 * server. Prints one JSON line per hit: {"path","ruleId","start","end","text","confidence"}, offsets in the
 * extracted text. --rules lists the rules instead; --classifications adds one line per classification
 * that applies to an input. Exit 0 on success, 1 when an input could not be read, 2 on bad arguments.
 */
import { lstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import { BUILTIN_CLASSIFICATIONS, createClassificationEngine, type ClassificationEngine } from '../../server/classify';
import { ExtractionPool } from '../../server/extract';
import type { ExtractOutcome } from '../../server/extract/options';
import { classifiersOf } from '../../server/plugins/contributions';
import { loadServerPlugins } from '../server/plugins';

const USAGE = 'usage: fathom classify [PATH... | -] [--min-confidence X] [--rules] [--classifications] [--policy FILE] [--ocr]\n';
const STDIN = '-';

export interface ClassifyArgs {
  paths: string[];
  minConfidence: number;
  rules: boolean;
  classifications: boolean;
  policy?: string;
  ocr: boolean;
  error?: string;
}

export function parseArgs(argv: string[]): ClassifyArgs {
  const a: ClassifyArgs = { paths: [], minConfidence: 0, rules: false, classifications: false, ocr: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rules') a.rules = true;
    else if (arg === '--classifications') a.classifications = true;
    else if (arg === '--ocr') a.ocr = true;
    else if (arg === '--min-confidence') {
      const raw = argv[++i];
      const v = Number(raw);
      if (raw === undefined || raw.trim() === '' || !Number.isFinite(v) || v < 0 || v > 1) a.error ??= '--min-confidence needs a number from 0 to 1';
      else a.minConfidence = v;
    } else if (arg === '--policy') {
      a.policy = argv[++i];
      if (!a.policy) a.error ??= '--policy needs a FILE';
    } else if (arg === '-h' || arg === '--help') a.error ??= '';
    else if (arg.startsWith('-') && arg !== STDIN) a.error ??= `unknown option ${arg}`;
    else a.paths.push(arg);
  }
  if (a.paths.length === 0) a.paths.push(STDIN);
  if (a.paths.filter(p => p === STDIN).length > 1) a.error ??= 'standard input (-) may be given once';
  return a;
}

/** Files under the paths, folders walked recursively in name order; symbolic links to folders are not followed. */
export function collectFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() || (e.isSymbolicLink() && safeIsFile(full))) files.push(full);
    }
  };
  for (const p of paths) {
    if (p === STDIN) files.push(STDIN);
    else if (lstatSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
  return files;
}

function safeIsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function loadPolicy(file: string): PolicyClassification[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(parsed) ? parsed : (parsed as { classifications?: unknown })?.classifications;
  if (!Array.isArray(list)) throw new Error(`${file} holds neither a list of classifications nor {"classifications": [...]}`);
  return list as PolicyClassification[];
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function looksLikeText(buffer: Buffer): boolean {
  return !buffer.subarray(0, 8192).includes(0);
}

interface Io {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  stdin?: () => Promise<Buffer>;
}

export async function main(argv: string[], io: Io = { out: process.stdout, err: process.stderr }): Promise<number> {
  const args = parseArgs(argv);
  const fail = (message: string) => {
    io.err.write(message ? `fathom classify: ${message}\n${USAGE}` : USAGE);
    return 2;
  };
  if (args.error !== undefined) return fail(args.error);

  const { plugins, entries } = await loadServerPlugins();
  let engine: ClassificationEngine;
  try {
    const policy = args.policy ? loadPolicy(args.policy) : [];
    engine = createClassificationEngine({ classifiers: classifiersOf(plugins), classifications: [...BUILTIN_CLASSIFICATIONS, ...policy] });
  } catch (e) {
    const err = e as Error;
    return fail(`${err.name && err.name !== 'Error' ? `${err.name}: ` : ''}${err.message}`);
  }

  if (args.rules) {
    for (const r of engine.rules) {
      io.out.write(`${JSON.stringify({ id: r.id, name: r.name, description: r.description, country: r.country ?? null, category: r.category })}\n`);
    }
    return 0;
  }

  for (const p of args.paths) {
    if (p === STDIN) continue;
    try {
      lstatSync(p);
    } catch {
      return fail(`no such file or directory: ${p}`);
    }
  }
  let files: string[];
  try {
    files = collectFiles(args.paths);
  } catch (e) {
    return fail((e as Error).message);
  }

  const size = Math.max(1, Math.min(2, files.length));
  const pool = new ExtractionPool({ pluginsEntry: entries.extract, size });
  let unreadable = 0;
  const extract = async (path: string): Promise<ExtractOutcome> => {
    if (path !== STDIN) return pool.extractFile(path, { ocr: args.ocr });
    const buffer = await (io.stdin ?? readStdin)();
    const outcome = await pool.extract({ path: STDIN, buffer, extension: '' }, { ocr: args.ocr });
    // Plain text has no magic bytes to sniff: read it as text.
    if (!outcome.ok && outcome.reason === 'Unsupported' && looksLikeText(buffer))
      return pool.extract({ path: STDIN, buffer, extension: 'txt' }, { ocr: args.ocr });
    return outcome;
  };
  const report = (path: string, outcome: ExtractOutcome) => {
    if (!outcome.ok) {
      if (outcome.reason === 'ReadError') unreadable++;
      if (outcome.reason !== 'Empty') io.err.write(`fathom classify: ${path}: ${outcome.reason}: ${outcome.message}\n`);
      return;
    }
    const { hits, classifications } = engine.classify(outcome.text, { minConfidence: args.minConfidence });
    let lines = '';
    for (const h of hits) lines += `${JSON.stringify({ path, ruleId: h.ruleId, start: h.start, end: h.end, text: h.text, confidence: h.confidence })}\n`;
    if (args.classifications)
      for (const c of classifications) lines += `${JSON.stringify({ path, classification: c.name, confidence: c.confidence, count: c.count })}\n`;
    if (lines) io.out.write(lines);
  };
  try {
    // Extract a few files at a time, print in input order.
    for (let i = 0; i < files.length; i += size) {
      const batch = files.slice(i, i + size);
      const outcomes = await Promise.all(batch.map(extract));
      batch.forEach((path, j) => report(path, outcomes[j]));
    }
  } finally {
    await pool.close();
  }
  return unreadable > 0 ? 1 : 0;
}
