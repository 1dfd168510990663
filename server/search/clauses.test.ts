/**
 * Clauses in combination: every statement either runs or is refused with a QueryValidationError placed at a line and
 * column of the text (never an SQL error, which the server could only answer as an internal error).
 */
import { parseStatement } from '@fathom/sdk/api/search/index';
import { QueryValidationError } from '@fathom/sdk/api/search/errors';
import type { Store } from '../store/db';
import { compileStatement } from './compile';
import { generateEntries, openTestIndex } from './test-index';

let store: Store;
beforeAll(async () => {
  store = await openTestIndex(generateEntries(40, 3));
});
afterAll(async () => {
  await store.close();
});

const PREAMBLES = ['', 'SET @agg = COUNT(*); SET @num = 5; ', 'SET @agg = size; SET @num = MAX(size); '];
const SELECTS = ['name', 'name, COUNT(*) AS n', 'classification, COUNT(*) AS n', 'DISTINCT name', '@agg'];
const WHERES = ["WHERE classification = 'PII' AND name LIKE '%é%'", 'WHERE size > @num'];
const GROUPS = ['', 'GROUP BY name', 'GROUP BY classification', 'GROUP BY @num'];
const HAVINGS = ['', 'HAVING n > 1', 'HAVING confidence > 0.5', 'HAVING @agg > 1', 'HAVING MAX(confidence) > 0.1 AND classification IS NOT NULL'];
const ORDERS = ['ORDER BY 1 DESC NULLS LAST', 'ORDER BY size + COUNT(*)', 'ORDER BY @agg', 'ORDER BY confidence NULLS FIRST'];

test('every combination of clauses runs or is refused at a place in the text', async () => {
  const failures: string[] = [];
  let ran = 0,
    refused = 0;
  for (const pre of PREAMBLES)
    for (const select of SELECTS)
      for (const where of WHERES)
        for (const group of GROUPS)
          for (const having of HAVINGS)
            for (const order of ORDERS) {
              const text = `${pre}SELECT ${select} FROM STORE('/') ${where} ${group} ${having} ${order}`;
              if (!pre && text.includes('@')) continue;
              try {
                await compileStatement(parseStatement(text), { scope: { all: true }, db: store.db }).query.execute();
                ran++;
              } catch (e) {
                if (!(e instanceof QueryValidationError)) failures.push(`${text}: ${(e as Error).message}`);
                else if (e.detail.line === 1 && e.detail.column === 1) failures.push(`${text}: unplaced ${JSON.stringify(e.detail)}`);
                else refused++;
              }
            }
  expect(failures.slice(0, 5)).toEqual([]);
  expect(ran).toBeGreaterThan(200);
  expect(refused).toBeGreaterThan(200);
});
