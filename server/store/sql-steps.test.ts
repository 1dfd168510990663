/** Steps of SQL run on a scan thread's connection and from the API thread (SQLite here; PostgreSQL in the API suites' PostgreSQL pass). */
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { read, runSteps, runStepsOnStore, storeRows, write, type SqlSteps, type StoreLike } from './sql-steps';

function* renameAll(to: string): SqlSteps<number> {
  yield write('UPDATE t SET name = ?', to);
  const [row] = (yield read('SELECT COUNT(*) AS n FROM t WHERE name = ?', to)) as { n: number }[];
  return row.n;
}

function memoryStore(writeWhenFree: StoreLike['writeWhenFree'] = async fn => fn()): StoreLike & { sqlite: Database.Database } {
  const sqlite = new Database(':memory:');
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b')");
  return { dialect: 'sqlite', sqlite, db: null as unknown as Kysely<any>, writeWhenFree };
}

test('a synchronous connection answers each step with its rows; a write step with none', () => {
  const { sqlite } = memoryStore();
  expect(runSteps(sqlite, renameAll('x'))).toBe(2);
  expect(sqlite.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual(['x', 'x']);
});

test('from the API thread: reads as rows, writes in one transaction through writeWhenFree', async () => {
  const runs: string[] = [];
  const store = memoryStore(async fn => {
    runs.push('write');
    return fn();
  });
  expect(await storeRows(store, 'SELECT name FROM t WHERE id = ?', 2)).toEqual([{ name: 'b' }]);
  expect(await runStepsOnStore(store, () => renameAll('y'), { write: true })).toBe(2);
  expect(runs).toEqual(['write']);
  const failing = function* (): SqlSteps<number> {
    yield write("UPDATE t SET name = 'lost'");
    throw new Error('stops half way');
  };
  await expect(runStepsOnStore(store, failing, { write: true })).rejects.toThrow('stops half way');
  expect(store.sqlite.prepare("SELECT COUNT(*) FROM t WHERE name = 'lost'").pluck().get()).toBe(0);
});

test('a write tried again (SQLite was busy) runs fresh steps', async () => {
  const store = memoryStore(async fn => {
    try {
      fn();
    } catch {
      /* the first try failed after its transaction began */
    }
    return fn();
  });
  let tries = 0;
  const flaky = function* (): SqlSteps<number> {
    const n = yield* renameAll('z');
    if (++tries === 1) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    return n;
  };
  expect(await runStepsOnStore(store, flaky, { write: true })).toBe(2);
  expect(tries).toBe(2);
});
