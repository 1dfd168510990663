/**
 * The thread behind SyncPostgres (index-db.ts): one pg connection answering one statement at a time. The caller
 * posts { sql, params } on the port and blocks on the shared flag; this thread runs the statement, posts the rows
 * (as arrays, with the field names) or the error, then raises the flag and wakes it.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import pg from 'pg';
import { PG_TYPES } from './pg-types';

interface Start {
  url: string;
  port: MessagePort;
  flag: SharedArrayBuffer;
}
export interface SyncRequest {
  sql: string;
  params: unknown[];
}
export type SyncAnswer = { ok: true; fields: string[]; rows: unknown[][]; rowCount: number } | { ok: false; message: string; code?: string; close?: boolean };

const { url, port, flag } = workerData as Start;
const state = new Int32Array(flag);
const client = new pg.Client({ connectionString: url, types: PG_TYPES });
const connected = client.connect();

function answer(a: SyncAnswer): void {
  port.postMessage(a);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
}

port.on('message', (m: SyncRequest | { close: true }) => {
  if ('close' in m) {
    void client.end().finally(() => {
      answer({ ok: false, message: 'closed', close: true });
      port.close();
    });
    return;
  }
  connected
    .then(() => client.query({ text: m.sql, values: m.params, rowMode: 'array' }))
    .then(
      r => answer({ ok: true, fields: r.fields.map(f => f.name), rows: r.rows as unknown[][], rowCount: r.rowCount ?? 0 }),
      (err: Error & { code?: string }) => answer({ ok: false, message: err.message, code: err.code }),
    );
});
