/**
 * A read cursor in a worker thread: opens the database file read-only (WAL lets it read beside the server's
 * writer), prepares one statement and hands rows out in batches on request, so a long search or a large export
 * never blocks the server's event loop and is cancelled by terminating the thread.
 *
 * Messages in: { dbFile, sql, parameters } as workerData; then { type: 'next', max }.
 * Messages out: { type: 'columns', names }, { type: 'rows', rows, done }, { type: 'error', message }.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { registerTextFunctions } from '../store/text-fold';

interface Start {
  dbFile: string;
  sql: string;
  parameters: unknown[];
}

const bindable = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

function run(): void {
  const port = parentPort!;
  const { dbFile, sql, parameters } = workerData as Start;
  let iterator: IterableIterator<unknown[]>;
  try {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    registerTextFunctions(db); // search SQL folds non-ASCII case with unicode_fold
    const statement = db.prepare(sql).raw(true);
    port.postMessage({ type: 'columns', names: statement.columns().map(c => c.name) });
    iterator = statement.iterate(...parameters.map(bindable)) as IterableIterator<unknown[]>;
  } catch (e) {
    port.postMessage({ type: 'error', message: (e as Error).message });
    return;
  }
  port.on('message', (msg: { type: 'next'; max: number }) => {
    if (msg.type !== 'next') return;
    const rows: unknown[][] = [];
    try {
      for (;;) {
        if (rows.length >= msg.max) {
          port.postMessage({ type: 'rows', rows, done: false });
          return;
        }
        const step = iterator.next();
        if (step.done) {
          port.postMessage({ type: 'rows', rows, done: true });
          return;
        }
        rows.push(step.value);
      }
    } catch (e) {
      port.postMessage({ type: 'error', message: (e as Error).message });
    }
  });
}

run();
