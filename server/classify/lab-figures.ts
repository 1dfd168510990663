/**
 * The classification lab's measures against ground truth:
 * - labelled files: people's verdicts (a file holds a classification, or does not) on indexed files under the node;
 *   each is classified from its stored text under the saved and the tried classifications, giving precision and
 *   recall before and after, the files an edit would stop finding and those it would wrongly start finding;
 * - the shipped corpus: each rule's figures on the labelled texts its classifier ships (any confidence counts, as
 *   a recognizer test reads them; computed once per classifier, the rules being code), and what each tried custom
 *   pattern matches there (no shipped text is labelled for it, so every match is one to look at).
 */
import { sql, type Kysely } from 'kysely';
import {
  CUSTOM_RULE_PREFIX,
  labelFigures,
  type ClassificationCorpusFigures,
  type ClassificationLabelledComparison,
  type ClassificationTestEntry,
  type LabelledChange,
  type PolicyClassification,
  type RuleCorpusFigures,
} from '@fathom/sdk/api/classification';
import { score, type Classifier } from '@fathom/sdk/server';
import type { ClassificationEngine } from './engine';

const MAX_NAMED = 20;
const MAX_EXAMPLES = 3;
const COMPARED_TEXT = 200_000;

export interface Label {
  entryId: number;
  classification: string;
  present: boolean;
}

interface LabelledRow {
  entry_id: number | string;
  name: string;
  parent_path: string;
  text: string | null;
}

/** One labelled text: what it is (entry) and the verdicts on it. */
export interface LabelledText {
  entry: ClassificationTestEntry;
  text: string;
  labels: readonly { classification: string; present: boolean }[];
}

/** Classifies each text under both definitions and counts, per labelled classification, right, wrong and missed findings. */
export function measureLabelled(
  items: readonly LabelledText[],
  engines: { before: ClassificationEngine; after: ClassificationEngine },
  definitions: { saved: readonly PolicyClassification[]; tried: readonly PolicyClassification[] },
): ClassificationLabelledComparison {
  const savedBy = new Map(definitions.saved.map(c => [c.name, JSON.stringify(c)]));
  const triedBy = new Map(definitions.tried.map(c => [c.name, JSON.stringify(c)]));
  const tally = new Map<
    string,
    {
      present: number;
      absent: number;
      b: number[];
      a: number[];
      lost: ClassificationTestEntry[];
      falselyGained: ClassificationTestEntry[];
      missed: ClassificationTestEntry[];
    }
  >();
  const found = (engine: ClassificationEngine, text: string) => {
    const outcome = engine.classify(text);
    // A label may name a classification or a rule shown as one (results name ungrouped rules by their name).
    const ruleNames = new Map(engine.rules.map(r => [r.id, r.name]));
    return new Set([...outcome.classifications.map(c => c.name), ...outcome.hits.map(h => ruleNames.get(h.ruleId) ?? h.ruleId)]);
  };
  for (const item of items) {
    const text = item.text.length > COMPARED_TEXT ? item.text.slice(0, COMPARED_TEXT) : item.text;
    const was = found(engines.before, text);
    const is = found(engines.after, text);
    for (const label of item.labels) {
      const t = tally.get(label.classification) ?? { present: 0, absent: 0, b: [0, 0, 0], a: [0, 0, 0], lost: [], falselyGained: [], missed: [] };
      tally.set(label.classification, t);
      const before = was.has(label.classification);
      const after = is.has(label.classification);
      if (label.present) {
        t.present++;
        t.b[before ? 0 : 2]++;
        t.a[after ? 0 : 2]++;
        if (before && !after && t.lost.length < MAX_NAMED) t.lost.push(item.entry);
        if (!after && t.missed.length < MAX_NAMED) t.missed.push(item.entry);
      } else {
        t.absent++;
        if (before) t.b[1]++;
        if (after) t.a[1]++;
        if (after && !before && t.falselyGained.length < MAX_NAMED) t.falselyGained.push(item.entry);
      }
    }
  }
  const changes: LabelledChange[] = [...tally].map(([name, t]) => ({
    name,
    present: t.present,
    absent: t.absent,
    before: labelFigures(t.b[0], t.b[1], t.b[2]),
    after: labelFigures(t.a[0], t.a[1], t.a[2]),
    lost: t.lost,
    falselyGained: t.falselyGained,
    missed: t.missed,
    edited: savedBy.get(name) !== triedBy.get(name),
  }));
  return { files: items.length, changes: changes.sort((x, y) => x.name.localeCompare(y.name)) };
}

/** People's verdicts on indexed files under the node, measured from the files' stored text. */
export async function compareLabelled(
  db: Kysely<any>,
  nodeId: string,
  labels: readonly Label[],
  engines: { before: ClassificationEngine; after: ClassificationEngine },
  definitions: { saved: readonly PolicyClassification[]; tried: readonly PolicyClassification[] },
): Promise<ClassificationLabelledComparison> {
  const byEntry = new Map<number, Label[]>();
  for (const l of labels) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
  if (!byEntry.size) return { files: 0, changes: [] };
  const below = `%/${nodeId}/%`;
  const rows = await sql<LabelledRow>`SELECT e.entry_id, e.name, e.parent_path, c.text FROM idx_entries e
    JOIN objects o ON o.object_id = e.node_id JOIN idx_content c ON c.rowid = e.entry_id
    WHERE o.path_ids LIKE ${below} AND e.is_deleted = 0 AND e.entry_id IN (${sql.join([...byEntry.keys()])})`.execute(db);
  const items = rows.rows
    .filter(r => !!r.text)
    .map(r => ({
      entry: { objectId: `e${r.entry_id}`, name: r.name, path: r.parent_path },
      text: r.text!,
      labels: byEntry.get(Number(r.entry_id)) ?? [],
    }));
  return measureLabelled(items, engines, definitions);
}

const ruleFiguresCache = new WeakMap<Classifier, RuleCorpusFigures[]>();

function ruleFigures(classifier: Classifier): RuleCorpusFigures[] {
  const cached = ruleFiguresCache.get(classifier);
  if (cached) return cached;
  const names = new Map(classifier.rules.map(r => [r.id, r.name]));
  const s = score(classifier, classifier.labelledCases?.() ?? []);
  const out = [...s.byEntity].map(([ruleId, f]) => ({ ruleId, ruleName: names.get(ruleId) ?? ruleId, ...f }));
  ruleFiguresCache.set(classifier, out);
  return out;
}

export function corpusFigures(
  classifiers: readonly Classifier[],
  tried: ClassificationEngine,
  maskedContext: (text: string, start: number, end: number) => string,
): Omit<ClassificationCorpusFigures, 'documents'> {
  const texts = classifiers.flatMap(c => (c.labelledCases?.() ?? []).map(k => k.text));
  const customs = new Map<string, { matched: number; examples: string[] }>();
  const customRules = tried.rules.filter(r => r.id.startsWith(CUSTOM_RULE_PREFIX));
  if (customRules.length) {
    const ruleIds = customRules.map(r => r.id);
    for (const text of texts) {
      const firsts = new Map<string, { start: number; end: number }>();
      for (const h of tried.classify(text, { ruleIds }).hits) if (!firsts.has(h.ruleId)) firsts.set(h.ruleId, h);
      for (const [id, h] of firsts) {
        const c = customs.get(id) ?? { matched: 0, examples: [] };
        customs.set(id, c);
        c.matched++;
        if (c.examples.length < MAX_EXAMPLES) c.examples.push(maskedContext(text, h.start, h.end));
      }
    }
  }
  return {
    cases: texts.length,
    rules: classifiers.flatMap(ruleFigures),
    custom: customRules.map(r => ({ classification: r.name, ...(customs.get(r.id) ?? { matched: 0, examples: [] }) })),
  };
}
