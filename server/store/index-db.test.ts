/** SQLite-dialect SQL as the index's PostgreSQL connection sends it, and how its parameters bind. */
import { bindParams, dialectOf, openIndexDb, toPostgresSql } from './index-db';

test('positional and named parameters become $n; quoted text and identifiers are left alone', () => {
  expect(toPostgresSql('SELECT a FROM t WHERE b = ? AND c = \'?@x\' AND "d?" = @name AND e = @name AND f = ?')).toEqual({
    text: 'SELECT a FROM t WHERE b = $1 AND c = \'?@x\' AND "d?" = $2 AND e = $2 AND f = $3',
    refs: [0, 'name', 1],
  });
  expect(toPostgresSql("SELECT 'it''s ?' , ? -- a ? comment\n").text).toBe("SELECT 'it''s ?' , $1 \n");
  expect(toPostgresSql('SELECT x::bigint[] FROM t WHERE y = ANY(?::text[])').text).toBe('SELECT x::bigint[] FROM t WHERE y = ANY($1::text[])');
});

test("SQLite's transaction and insert habits read as PostgreSQL's", () => {
  expect(toPostgresSql('BEGIN IMMEDIATE').text).toBe('BEGIN');
  expect(toPostgresSql('INSERT OR IGNORE INTO idx_dirty_hashes (hash) VALUES (?)').text).toBe(
    'INSERT INTO idx_dirty_hashes (hash) VALUES ($1) ON CONFLICT DO NOTHING',
  );
});

test('parameters bind as better-sqlite3 binds them; NUL characters are dropped from text', () => {
  const named = toPostgresSql('UPDATE t SET a = @a, b = ? WHERE c = @c');
  expect(bindParams(named.refs, [{ a: 1, c: 'x' }, 2])).toEqual([1, 2, 'x']);
  expect(() => bindParams(named.refs, [{ a: 1 }, 2])).toThrow(/Missing named parameter "c"/);
  const one = toPostgresSql('SELECT ? AS v');
  expect(bindParams(one.refs, [['h1', 'h2']])).toEqual([['h1', 'h2']]); // an array is one value
  expect(bindParams(one.refs, ['a\0b'])).toEqual(['ab']);
  expect(bindParams(one.refs, [undefined])).toEqual([null]);
  expect(bindParams(one.refs, [10n])).toEqual(['10']);
});

test('without a URL the index connection is the SQLite file itself', () => {
  const db = openIndexDb({ dbFile: ':memory:' });
  expect(dialectOf(db)).toBe('sqlite');
  expect(db.prepare('SELECT 1 + ?').pluck().get(1)).toBe(2);
  db.close();
});
