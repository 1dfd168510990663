import { Batcher, ResultQueue } from './batcher';

function queue(limits = { count: 3, bytes: 100, ms: 1000 }) {
  const bursts: number[][] = []; // one entry per burst: [writes in it]
  const q = new ResultQueue(writes => {
    for (const w of writes) w();
    bursts.push([writes.length]);
  }, limits);
  return { q, bursts };
}

afterEach(() => jest.useRealTimers());

test('results are written in bursts of the count limit, in arrival order', () => {
  const { q, bursts } = queue();
  const order: number[] = [];
  for (let i = 0; i < 7; i++) q.add(() => order.push(i));
  expect(bursts).toEqual([[3], [3]]);
  expect(q.size).toBe(1);
  q.flush();
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(q.size).toBe(0);
});

test('a burst starts early when waiting text reaches the byte limit', () => {
  const { q, bursts } = queue();
  q.add(() => {}, 60);
  expect(bursts).toHaveLength(0);
  q.add(() => {}, 60);
  expect(bursts).toEqual([[2]]);
});

test('the oldest waiting result is written once it is old enough', () => {
  jest.useFakeTimers({ now: 0 });
  const { q, bursts } = queue();
  q.add(() => {});
  q.flushIfDue();
  expect(bursts).toHaveLength(0);
  jest.setSystemTime(1000);
  q.flushIfDue();
  expect(bursts).toEqual([[1]]);
  q.add(() => {});
  jest.setSystemTime(2500);
  q.add(() => {});
  expect(bursts).toEqual([[1], [2]]);
});

test('discard forgets what waits', () => {
  const { q, bursts } = queue();
  let written = 0;
  q.add(() => written++);
  q.discard();
  q.flush();
  expect(written).toBe(0);
  expect(bursts).toHaveLength(0);
});

test('a writer of the API waiting for the lock makes the open transaction commit at once, between the writes of a burst too', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (n INTEGER)');
  const waiting = new SharedArrayBuffer(4);
  let commits = 0;
  const batcher = new Batcher(
    db,
    () => {
      commits++;
    },
    waiting,
  );
  batcher.touch();
  db.exec('INSERT INTO t VALUES (1)');
  batcher.maybeCommit();
  batcher.giveWay();
  expect(db.inTransaction).toBe(true); // nobody waits: the transaction stays open for the next writes
  Atomics.store(new Int32Array(waiting), 0, 1);
  batcher.giveWay();
  expect(db.inTransaction).toBe(false);
  batcher.touch();
  batcher.maybeCommit();
  expect({ open: db.inTransaction, commits }).toEqual({ open: false, commits: 2 });
  db.close();
});
