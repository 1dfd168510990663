import type { Store } from '../store/db';
import { likeFold, needsFold } from '../store/text-fold';
import { parseStatement } from '@fathom/sdk/api/search/index';
import { compileStatement, explain, type CompileOptions } from './compile';
import { generateEntries, openTestIndex, type TestEntry } from './test-index';

const ALL: CompileOptions = { scope: { all: true } };

/** Names in both cases beyond ASCII, one stored decomposed (as macOS writes it), and caseless scripts. */
const NAMES = [
  'MÜLLER.docx',
  'müller.txt',
  'Mueller.pdf',
  'ärger.txt',
  'ÄRGER-2.txt',
  'Ärger im Büro.pdf',
  'Straße.txt',
  'STRASSE.txt',
  'İSTANBUL.jpg',
  'ırmak.txt',
  'IRMAK.txt',
  'ΟΔΟΣ.txt',
  'οδος-2.txt',
  'Re\u0301sume\u0301.txt',
  'Résumé-2.txt',
  'RÉSUMÉ-3.txt',
  '報告書.pdf',
  '報告書-2.PDF',
  'report.pdf',
  'REPORT-2.pdf',
  'Ünïcode 100%.txt',
];

const base = generateEntries(NAMES.length, 11);
/** Contents for the full-text index (unicode61, remove_diacritics 2: case and accents are ignored). */
const TEXTS: Record<string, string> = {
  'MÜLLER.docx': 'Vertrag zwischen Herrn MÜLLER und der ÉCOLE NORMALE',
  'ärger.txt': 'Kein Ärger mit Frau Müller in der Straße',
  'İSTANBUL.jpg': 'İSTANBUL ΟΔΟΣ',
  'report.pdf': 'muller and mueller are other names',
};
const entries: TestEntry[] = NAMES.map((name, i) => ({
  ...base[i],
  name,
  is_deleted: 0,
  class_id: 'idxobject',
  os_owner: name === 'ärger.txt' ? 'ÄRG%' : null,
  text: TEXTS[name] ?? null,
  classifications:
    i % 3 === 0 ? [{ classification: i % 2 ? 'Données personnelles' : 'DONNÉES bancaires', rule_id: 'fr-1', confidence: 0.9, hit_count: 1 }] : [],
}));

let store: Store;
beforeAll(async () => {
  store = await openTestIndex(entries);
});
afterAll(async () => {
  await store.close();
});

async function names(where: string): Promise<string[]> {
  const { query } = compileStatement(parseStatement(`SELECT name FROM STORE('/') WHERE ${where}`), { ...ALL, db: store.db });
  return (await query.execute()).map(r => String(r.name)).sort();
}
/** The expectation, written with JavaScript's own Unicode lower case (composed). */
const where = (f: (lower: string) => boolean) =>
  entries
    .map(e => e.name)
    .filter(n => f(n.toLocaleLowerCase('und').normalize('NFC')))
    .sort();

describe('case-insensitive matching beyond ASCII', () => {
  test('LIKE, STARTS WITH, CONTAINS, ENDS WITH and their negations ignore the case of any letter', async () => {
    expect(await names("name LIKE '%müller%'")).toEqual(['MÜLLER.docx', 'müller.txt']);
    expect(await names("name LIKE '%MÜLLER%'")).toEqual(['MÜLLER.docx', 'müller.txt']);
    expect(await names("name STARTS WITH 'Ärger'")).toEqual(where(n => n.startsWith('ärger')));
    expect(await names("name STARTS WITH 'ärger'")).toEqual(['ÄRGER-2.txt', 'Ärger im Büro.pdf', 'ärger.txt']);
    expect(await names("name CONTAINS 'BÜRO'")).toEqual(['Ärger im Büro.pdf']);
    expect(await names("name ENDS WITH 'IM BÜRO.PDF'")).toEqual(['Ärger im Büro.pdf']);
    expect(await names("name NOT CONTAINS 'ü' AND name NOT LIKE '%Ä%'")).toEqual(where(n => !n.includes('ü') && !n.includes('ä')));
    // LIKE wildcards keep their meaning: _ is one letter, a literal % is escaped.
    expect(await names("name LIKE 'm_ller.%'")).toEqual(['MÜLLER.docx', 'müller.txt']);
    expect(await names("name LIKE 'ü_ïcode 100\\%%'")).toEqual(['Ünïcode 100%.txt']);
    expect(await names("name LIKE 'ÜNÏCODE 1000%'")).toEqual([]);
  });

  test('accents still count: a letter with an accent is not the letter without', async () => {
    expect(await names("name LIKE 'mu%ller%'")).toEqual(['Mueller.pdf']);
    expect(await names("name STARTS WITH 'resume'")).toEqual([]);
  });

  test('decomposed and composed accents match; ß is ss; final sigma is sigma; İ and ı are i', async () => {
    expect(await names("name STARTS WITH 'résumé'")).toEqual(['Re\u0301sume\u0301.txt', 'RÉSUMÉ-3.txt', 'Résumé-2.txt'].sort());
    expect(await names("name STARTS WITH 'Re\u0301sume\u0301'")).toEqual(['Re\u0301sume\u0301.txt', 'RÉSUMÉ-3.txt', 'Résumé-2.txt'].sort());
    expect(await names("name STARTS WITH 'straße'")).toEqual(['STRASSE.txt', 'Straße.txt']);
    expect(await names("name STARTS WITH 'οδος'")).toEqual(['ΟΔΟΣ.txt', 'οδος-2.txt']);
    expect(await names("name CONTAINS 'İstanbul'")).toEqual(['İSTANBUL.jpg']);
    expect(await names("name STARTS WITH 'IRMAK' OR name STARTS WITH 'ırmak'")).toEqual(['IRMAK.txt', 'ırmak.txt']);
  });

  test('LOWER and UPPER change the case of any letter', async () => {
    expect(await names("LOWER(name) = 'müller.docx' OR UPPER(name) = 'ÄRGER.TXT'")).toEqual(['MÜLLER.docx', 'ärger.txt']);
    expect(await names("UPPER(name) = 'STRASSE.TXT'")).toEqual(['STRASSE.txt', 'Straße.txt']);
    const { query } = compileStatement(
      parseStatement("SELECT LOWER(name) AS l, UPPER(name) AS u, LOWER(osOwner) AS o FROM STORE('/') WHERE name STARTS WITH 'ärger.'"),
      { ...ALL, db: store.db },
    );
    expect(await query.execute()).toEqual([{ l: 'ärger.txt', u: 'ÄRGER.TXT', o: 'ärg%' }]);
  });

  test('caseless scripts match as written', async () => {
    expect(await names("name STARTS WITH '報告書'")).toEqual(['報告書-2.PDF', '報告書.pdf']);
    expect(await names("name LIKE '報告書%.pdf'")).toEqual(['報告書-2.PDF', '報告書.pdf']);
  });

  test('a pattern computed per row and a classification condition fold too', async () => {
    expect(await names('name LIKE osOwner')).toEqual(['ärger.txt']);
    expect(await names("classification LIKE 'données%'")).toEqual(
      entries
        .filter(e => e.classifications.length)
        .map(e => e.name)
        .sort(),
    );
    expect(await names("classification STARTS WITH 'DONNÉES P'")).toEqual(
      entries
        .filter(e => e.classifications.some(c => c.classification === 'Données personnelles'))
        .map(e => e.name)
        .sort(),
    );
  });
});

describe('content words (FTS5) ignore case and accents in any script', () => {
  const contain = async (content: string) => {
    const { query } = compileStatement(parseStatement(`SELECT name FROM STORE('/') WHICH CONTAIN ${content}`), { ...ALL, db: store.db });
    return (await query.execute()).map(r => String(r.name)).sort();
  };
  test('a word in capitals is found in any case, with or without its accents', async () => {
    for (const w of ['Müller', 'müller', 'MÜLLER', 'muller', 'MULLER']) expect(await contain(`'${w}'`)).toEqual(['MÜLLER.docx', 'report.pdf', 'ärger.txt']);
    expect(await contain("'ärger' AND 'ARGER'")).toEqual(['ärger.txt']);
    expect(await contain("PHRASE('herrn müller') AND 'école'")).toEqual(['MÜLLER.docx']);
    expect(await contain("'istanbul' AND 'οδος'")).toEqual(['İSTANBUL.jpg']);
    expect(await contain("NOT 'Müller'")).toEqual(
      entries
        .map(e => e.name)
        .filter(n => !['MÜLLER.docx', 'report.pdf', 'ärger.txt'].includes(n))
        .sort(),
    );
  });
  test('ß is its own letter to the tokenizer: straße is not strasse', async () => {
    expect(await contain("'STRASSE'")).toEqual([]);
    expect(await contain("'STRAßE'")).toEqual(['ärger.txt']);
  });
});

describe('the SQL', () => {
  const plan = (where: string) => {
    const { sql, parameters } = explain(parseStatement(`SELECT name FROM STORE('/') WHERE ${where}`));
    return {
      sql,
      parameters,
      plan: store.sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map(r => (r as { detail: string }).detail)
        .join('; '),
    };
  };

  test('an ASCII pattern is plain LIKE on the NOCASE index, as before', () => {
    for (const w of ["name LIKE 'report%'", "name STARTS WITH 'Report'"]) {
      const p = plan(w);
      expect(p.sql).not.toContain('unicode_fold');
      expect(p.sql).toContain(`"e"."name" LIKE ? ESCAPE '\\'`);
      expect(p.plan).toMatch(/USING INDEX idx_entries_name_nocase \(name>\? AND name<\?\)/);
    }
    // A caseless script needs no folding either.
    expect(plan("name STARTS WITH '報告書'").plan).toContain('idx_entries_name_nocase');
  });

  test('a pattern with a cased letter beyond ASCII folds the column and binds the folded pattern', () => {
    const p = plan("name STARTS WITH 'Ärger' AND name NOT CONTAINS 'ÜBER 50%'");
    expect(p.sql).toContain(`unicode_fold("e"."name") LIKE ? ESCAPE '\\'`);
    expect(p.sql).toContain(`unicode_fold("e"."name") NOT LIKE ? ESCAPE '\\'`);
    expect(p.parameters).toEqual(expect.arrayContaining(['ärger%', '%über 50\\%%']));
    // Values stay parameters.
    expect(p.sql).not.toContain('rger');
  });

  test('likeFold and needsFold', () => {
    expect(likeFold('MÜLLER.docx')).toBe('müller.docx');
    expect(likeFold('Straße')).toBe('strasse');
    expect(likeFold('Re\u0301sume\u0301')).toBe('résumé');
    expect(likeFold('İSTANBUL ırmak ΟΔΟΣ')).toBe('istanbul irmak οδοσ');
    expect(likeFold('ASCII Stays')).toBe('ASCII Stays');
    expect([needsFold('report%'), needsFold('報告書%'), needsFold('50 €'), needsFold('—')]).toEqual([false, false, false, false]);
    expect([needsFold('%ü%'), needsFold('É'), needsFold('e\u0301'), needsFold('ß'), needsFold('Σ')]).toEqual([true, true, true, true, true]);
  });
});
