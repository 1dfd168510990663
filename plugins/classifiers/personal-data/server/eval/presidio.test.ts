/**
 * The classifier on cases rebuilt from Presidio's recognizer tests (see presidio-cases.ts). The figures must stay
 * above a floor; set PII_EVAL_REPORT=1 to print them per entity with every miss (and the figures when only hits of 0.5 or more count).
 */
import { createPersonalDataClassifier } from '../classifier';
import { PRESIDIO_CASES } from './presidio-cases';
import { formatScore, score, spansOf } from '@fathom/sdk/server';

const classifier = createPersonalDataClassifier();

/** Figures measured when the cases were last extended, less a small margin: a change that loses cases fails here. */
const RECALL_FLOOR = 0.95;
const PRECISION_FLOOR = 0.99;

describe('Presidio recognizer cases', () => {
  test('every expected value is in its text', () => {
    for (const c of PRESIDIO_CASES) expect(() => spansOf(c)).not.toThrow();
  });

  test('recall and precision over every reported hit stay above the floor', () => {
    const s = score(classifier, PRESIDIO_CASES);
    if (process.env.PII_EVAL_REPORT) {
      const strong = score(classifier, PRESIDIO_CASES, 0.5).overall;
      console.log(`hits of 0.5 or more only: recall ${strong.recall.toFixed(3)}, precision ${strong.precision.toFixed(3)}`);
      console.log(
        formatScore(s) +
          '\n\n' +
          s.misses.map(m => `${m.entity}  ${JSON.stringify(m.text)}  missed ${JSON.stringify(m.missed)}  extra ${JSON.stringify(m.extra)}`).join('\n'),
      );
    }
    expect(s.overall.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(s.overall.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  });
});
