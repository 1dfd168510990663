/**
 * Reclassification after a policy change (spec 001 §4 Policy editing). Saving a node's classifications marks
 * the files of every collector whose classifications in force changed (markForReclassification); a
 * 'reclassify' task then classifies each marked file again from the text the index keeps, in batches, with
 * the scan's progress counters (files: looked at, changed: classified again). The source is not read again,
 * except for a file whose text is not kept: it is marked for the next scan, which reads it (mark 2).
 */
import type { IndexDb } from '../store/index-db';
import { read, runSteps, runStepsOnStore, write, type SqlSteps, type StoreLike } from '../store/sql-steps';
import { FILE, IndexWriter } from '../index/writer';
import { PluginTextClassifier, resolveClassifications } from './classify-stage';
import { loadServerPlugins } from './plugins';
import { includeFlags, openScanDb, type ScanCounters, type ScanHooks, type ScanOutcome, type ScanSpec } from './scan-job';

import { RECLASSIFY_AT_NEXT_SCAN, RECLASSIFY_FROM_TEXT } from './reclassify-marks';
import { markStatsStale } from '../index/stats-rollup';

export { RECLASSIFY_AT_NEXT_SCAN, RECLASSIFY_FROM_TEXT };
const BATCH = 200;

/** Marks the live files of these collector nodes for reclassification from their text; returns how many. */
export function markForReclassification(db: IndexDb, nodeIds: readonly string[]): number {
  return db.transaction(() => runSteps(db, marking(nodeIds)))();
}

/** markForReclassification from the API thread, on either dialect (one transaction). */
export function markForReclassificationOf(store: StoreLike, nodeIds: readonly string[]): Promise<number> {
  return runStepsOnStore(store, () => marking(nodeIds), { write: true });
}

function* marking(nodeIds: readonly string[]): SqlSteps<number> {
  let n = 0;
  for (const id of nodeIds) {
    yield write(
      `UPDATE idx_entries SET reclassify = ${RECLASSIFY_FROM_TEXT} WHERE node_id = ? AND class_id = '${FILE}' AND is_deleted = 0 AND reclassify <> ${RECLASSIFY_FROM_TEXT}`,
      id,
    );
    const [row] = (yield read(`SELECT COUNT(*) AS n FROM idx_entries WHERE node_id = ? AND reclassify = ${RECLASSIFY_FROM_TEXT}`, id)) as { n: number }[];
    n += row.n;
  }
  return n;
}

/** Files of a node waiting to be classified again from their text. */
export function filesToReclassify(db: IndexDb, nodeId: string): number {
  return db.prepare(`SELECT COUNT(*) FROM idx_entries WHERE node_id = ? AND reclassify = ${RECLASSIFY_FROM_TEXT}`).pluck().get(nodeId) as number;
}

interface MarkedFile {
  entry_id: number;
  service: string;
  parent_path: string;
  extract_status: string | null;
  text: string | null;
}

export async function runReclassifyJob(spec: ScanSpec, hooks: ScanHooks): Promise<ScanOutcome> {
  const db = openScanDb(spec);
  const counters: ScanCounters = { files: 0, bytes: 0, directories: 0, changed: 0, unchanged: 0, deleted: 0, errors: 0 };
  try {
    const classifier = new PluginTextClassifier(
      loadServerPlugins(spec.pluginsEntry),
      spec.classifications ?? resolveClassifications(db, spec.nodeId).effective,
    );
    const services = new Map(
      spec.services.map(s => [s.name, { flagsFor: includeFlags(s, spec.settings, false), writer: new IndexWriter(db, spec.nodeId, s.name, spec.taskId) }]),
    );
    const next =
      db.prepare(`SELECT e.entry_id, e.service, e.parent_path, e.extract_status, (SELECT c.text FROM idx_content c WHERE c.rowid = e.entry_id) AS text
      FROM idx_entries e WHERE e.node_id = ? AND e.reclassify = ${RECLASSIFY_FROM_TEXT} AND e.entry_id > ? ORDER BY e.entry_id LIMIT ${BATCH}`);
    const setMark = db.prepare('UPDATE idx_entries SET reclassify = ? WHERE entry_id = ?');
    const storedClasses = db.prepare(
      'SELECT classification, rule_id AS ruleId, confidence, hit_count AS hitCount FROM idx_classifications WHERE entry_id = ? ORDER BY classification, rule_id',
    );
    const storedHits = db.prepare('SELECT rule_id AS ruleId, start, "end", text, confidence FROM idx_hits WHERE entry_id = ? ORDER BY start, "end", rule_id');
    /** True when the stored rows are what the classifier found now: nothing is written (a collector then has nothing to send). */
    const same = (entryId: number, out: ReturnType<PluginTextClassifier['classify']>): boolean => {
      const classes = [...(out.classifications ?? [])]
        .map(c => ({ classification: c.classification, ruleId: c.ruleId, confidence: c.confidence, hitCount: c.hitCount }))
        .sort((a, b) => a.classification.localeCompare(b.classification, 'en') || a.ruleId.localeCompare(b.ruleId, 'en'));
      const hits = [...(out.hits ?? [])]
        .map(h => ({ ruleId: h.ruleId, start: h.start, end: h.end, text: h.text, confidence: h.confidence }))
        .sort((a, b) => a.start - b.start || a.end - b.end || a.ruleId.localeCompare(b.ruleId, 'en'));
      return JSON.stringify(storedClasses.all(entryId)) === JSON.stringify(classes) && JSON.stringify(storedHits.all(entryId)) === JSON.stringify(hits);
    };
    const writeBatch = db.transaction((files: MarkedFile[]) => {
      for (const f of files) {
        counters.files++;
        const service = services.get(f.service);
        const flags = service?.flagsFor(f.parent_path);
        if (!service || !flags?.classify) {
          setMark.run(0, f.entry_id);
          counters.unchanged++;
          continue;
        }
        if (f.text === null && f.extract_status === null) {
          setMark.run(RECLASSIFY_AT_NEXT_SCAN, f.entry_id);
          counters.unchanged++;
          continue;
        }
        // A file extracted without text (or whose extraction failed) has nothing to classify: its rows go.
        const out = classifier.classify(f.text ?? '');
        if (!same(f.entry_id, out)) service.writer.setContent(f.entry_id, null, { hash: null, ...out }, true);
        setMark.run(0, f.entry_id);
        counters.bytes += f.text?.length ?? 0;
        counters.changed++;
      }
      markStatsStale(db, spec.nodeId);
    });
    hooks.progress(counters, 'reclassify');
    let after = 0;
    let stopped = false;
    for (;;) {
      if (hooks.shouldStop()) {
        stopped = true;
        break;
      }
      const files = next.all(spec.nodeId, after) as MarkedFile[];
      if (files.length === 0) break;
      writeBatch(files);
      after = files[files.length - 1].entry_id;
      hooks.progress(counters, 'reclassify');
      await new Promise(res => setImmediate(res)); // lets a 'stop' message in
    }
    hooks.progress(counters, stopped ? 'stopped' : 'done');
    return { counters, stopped, messages: [] };
  } finally {
    db.close();
  }
}
