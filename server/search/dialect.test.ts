import { parseStatement } from '@fathom/sdk/api/search/index';
import { explain } from './compile';
import { pgFoldPattern } from './dialect';

const pg = (text: string) => explain(parseStatement(text), { scope: { all: true }, dialect: 'postgres' });

describe('the PostgreSQL back end of the search compiler', () => {
  test('content words and phrases are one tsquery matched on the joined tsvector', () => {
    const { sql, parameters } = pg("SELECT name FROM STORE('/') WHICH CONTAIN 'invoic*' AND PHRASE('credit card')");
    expect(sql).toContain('inner join idx_content as "f" on f.rowid = e.entry_id');
    expect(sql).toMatch(
      /f\.tsv @@ \(\(phraseto_tsquery\('fathom_content'::regconfig, fathom_content_words\(\$\d+\)\)::text \|\| ':\*'\)::tsquery && phraseto_tsquery/,
    );
    expect(parameters).toEqual(expect.arrayContaining(['invoic', 'credit card']));
  });

  test('a lone NOT is a NOT IN over the content table (entries without text match too), as on SQLite', () => {
    expect(pg("SELECT name FROM STORE('/') WHICH CONTAIN NOT 'a'").sql).toContain('NOT (e.entry_id IN (SELECT rowid FROM idx_content WHERE tsv @@ ');
  });

  test('name patterns fold both sides with fathom_fold (the pg_trgm index expression)', () => {
    const { sql, parameters } = pg("SELECT name FROM STORE('/') WHERE name LIKE '%ÄRGER%' OR name STARTS WITH 'Inv'");
    expect(sql).toContain(`fathom_fold("e"."name"::text) LIKE $`);
    expect(parameters).toEqual(expect.arrayContaining(['%ärger%', 'inv%']));
    expect(pgFoldPattern('STRAßE')).toBe('strasse');
  });

  test('ORDER BY keeps SQLite’s NULL order and byte order of text; OFFSET needs no LIMIT', () => {
    const { sql } = pg("SELECT name FROM STORE('/') ORDER BY extension, size DESC OFFSET 5");
    expect(sql).toContain('order by "e"."extension" COLLATE "C" asc nulls first, "e"."size" desc nulls last offset $');
    expect(sql).not.toContain('limit');
  });

  test('numbers are typed, long IN lists are one array, dates use EXTRACT', () => {
    const names = Array.from({ length: 100 }, (_, i) => `n${i}`);
    const { sql } = pg(`SELECT YEAR(modifyTime) AS y FROM STORE('/') WHERE size > 5 AND name IN (${names.map(n => `'${n}'`).join(',')})`);
    expect(sql).toContain('"e"."size" > $1::bigint');
    expect(sql).toContain('(SELECT unnest($2::text[]))');
    expect(sql).toContain(`CAST(EXTRACT(YEAR FROM to_timestamp("e"."modify_time") AT TIME ZONE 'UTC') AS bigint)`);
  });
});
