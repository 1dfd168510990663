/**
 * Scores a classifier on labelled cases, per entity and overall, the way a recognizer test reads them: a case
 * runs one rule over its text; every reported hit (any confidence) whose span equals an expected span is a true
 * positive, every other hit a false positive, every expected span not reported a false negative.
 */
import type { Classifier } from './connectors';

/**
 * One labelled text (a classifier may ship a corpus of them: Classifier.labelledCases). expected lists what the rule must report, in order of appearance: a string is the next
 * occurrence of that text after the previous expected span, a pair is [start, end).
 */
export interface LabelledCase {
  entity: string;
  text: string;
  expected: readonly (string | readonly [number, number])[];
}

export interface Figures {
  cases: number;
  tp: number;
  fp: number;
  fn: number;
  recall: number;
  precision: number;
}

export interface Miss {
  entity: string;
  text: string;
  /** Expected spans not reported. */
  missed: string[];
  /** Reported spans not expected, with their confidence. */
  extra: string[];
}

export interface Score {
  overall: Figures;
  byEntity: Map<string, Figures>;
  misses: Miss[];
}

/** The expected spans of a case, strings resolved to their positions. */
export function spansOf(c: LabelledCase): [number, number][] {
  let from = 0;
  return c.expected.map(e => {
    if (typeof e !== 'string') return [e[0], e[1]];
    const start = c.text.indexOf(e, from);
    if (start < 0) throw new Error(`case '${c.text}': '${e}' is not in the text`);
    from = start + e.length;
    return [start, from];
  });
}

function figures(cases: number, tp: number, fp: number, fn: number): Figures {
  // An entity with nothing expected and nothing reported has neither a missed nor a false hit.
  return { cases, tp, fp, fn, recall: tp + fn === 0 ? 1 : tp / (tp + fn), precision: tp + fp === 0 ? 1 : tp / (tp + fp) };
}

/** Hits at or above minConfidence count as reported (0: every hit the classifier returns). */
export function score(classifier: Classifier, cases: readonly LabelledCase[], minConfidence = 0): Score {
  const counts = new Map<string, { cases: number; tp: number; fp: number; fn: number }>();
  const misses: Miss[] = [];
  for (const c of cases) {
    const expected = spansOf(c);
    const hits = classifier.classify(c.text, { ruleIds: [c.entity] }).filter(h => h.ruleId === c.entity && h.confidence >= minConfidence);
    const key = (s: number, e: number) => `${s}:${e}`;
    const reported = new Set(hits.map(h => key(h.start, h.end)));
    const wanted = new Set(expected.map(([s, e]) => key(s, e)));
    const tp = [...wanted].filter(k => reported.has(k)).length;
    const extra = hits.filter(h => !wanted.has(key(h.start, h.end)));
    const missed = expected.filter(([s, e]) => !reported.has(key(s, e)));
    const n = counts.get(c.entity) ?? { cases: 0, tp: 0, fp: 0, fn: 0 };
    n.cases++;
    n.tp += tp;
    n.fp += extra.length;
    n.fn += missed.length;
    counts.set(c.entity, n);
    if (extra.length || missed.length) {
      misses.push({
        entity: c.entity,
        text: c.text,
        missed: missed.map(([s, e]) => c.text.slice(s, e)),
        extra: extra.map(h => `${h.text} (${h.confidence})`),
      });
    }
  }
  const byEntity = new Map([...counts].sort(([a], [b]) => a.localeCompare(b)).map(([id, n]) => [id, figures(n.cases, n.tp, n.fp, n.fn)]));
  const sum = [...counts.values()].reduce((a, n) => ({ cases: a.cases + n.cases, tp: a.tp + n.tp, fp: a.fp + n.fp, fn: a.fn + n.fn }), {
    cases: 0,
    tp: 0,
    fp: 0,
    fn: 0,
  });
  return { overall: figures(sum.cases, sum.tp, sum.fp, sum.fn), byEntity, misses };
}

/** A fixed-width table of the figures, one line per entity. */
export function formatScore(s: Score): string {
  const line = (id: string, f: Figures) =>
    `${id.padEnd(28)} ${String(f.cases).padStart(5)} ${String(f.tp).padStart(5)} ${String(f.fp).padStart(4)} ${String(f.fn).padStart(4)}  R ${f.recall.toFixed(3)}  P ${f.precision.toFixed(3)}`;
  return [`${'entity'.padEnd(28)} cases    tp   fp   fn`, ...[...s.byEntity].map(([id, f]) => line(id, f)), line('ALL', s.overall)].join('\n');
}
