import { toFtsQuery } from './content';
import { parseStatement } from '@fathom/sdk/api/search/index';

const fts = (content: string) => toFtsQuery(parseStatement(`SELECT name FROM STORE('/') WHICH CONTAIN ${content}`).content!);

describe('content conditions as FTS5 queries', () => {
  test.each([
    ["'invoice'", '"invoice"'],
    ["'inv*'", '"inv"*'],
    ['\'say "hi"\'', '"say ""hi"""'],
    ["PHRASE('credit card')", '"credit card"'],
    ["NEAR('bank', 'iban')", 'NEAR("bank" "iban", 10)'],
    ["NEAR('bank', 'iban', 'swift', 3)", 'NEAR("bank" "iban" "swift", 3)'],
    ["ANY('a', 'b*')", '("a" OR "b"*)'],
    ["ALL('a', 'b')", '("a" AND "b")'],
    ["'a' AND NOT 'b' AND NONE('c', 'd')", '"a" NOT ("b" OR ("c" OR "d"))'],
    ["'a' AND 'b' AND NOT PHRASE('c d')", '("a" AND "b") NOT ("c d")'],
    ["'a' OR ('b' AND 'c')", '("a" OR ("b" AND "c"))'],
  ])('%s → %s', (content, expected) => {
    expect(fts(content)).toBe(expected);
  });
  test('what FTS5 cannot say alone is left to SQL', () => {
    expect(fts("NOT 'a'")).toBeNull();
    expect(fts("NONE('a')")).toBeNull();
    expect(fts("'a' OR NOT 'b'")).toBeNull();
  });
});
