/** Helpers for scan tests: a store with a collector node and its sources, and an independent tree walk. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceService } from '@fathom/sdk/api/policy';
import { openStore, type Store } from '../../server/store/db';
import { storeRows } from '../../server/store/sql-steps';

export async function storeWithNode(dbFile: string, nodeId: string, services: SourceService[]): Promise<Store> {
  const store = await openStore({ filename: dbFile });
  const now = Date.now();
  await store.db
    .insertInto('objects')
    .values({
      object_id: nodeId,
      parent_id: null,
      name: nodeId,
      class_id: 'appagt',
      tags: '{}',
      client_id: null,
      path_ids: `/${nodeId}/`,
      created_at: now,
      updated_at: now,
    })
    .onConflict(oc => oc.column('object_id').doNothing())
    .execute();
  await store.db
    .insertInto('properties')
    .values({ object_id: nodeId, property_id: 'PID_SOURCES', owner_id: '', value: JSON.stringify({ services }), updated_at: now })
    .onConflict(oc => oc.columns(['object_id', 'property_id', 'owner_id']).doUpdateSet({ value: JSON.stringify({ services }) }))
    .execute();
  return store;
}

export function filesysService(name: string, path: string, index = false): SourceService {
  return { type: 'filesys', name, mode: 'Source', parameters: {}, include: [{ path, signing: false, index, classify: index, ocr: false }], exclude: [] };
}

export interface WalkedFile {
  path: string;
  size: number;
  mtimeMs: number;
  uid: number;
  mode: number;
  birthtimeMs: number;
  atimeMs: number;
}

/** Every regular file under dir (not following links), computed without the product's code. */
export function listTree(dir: string, out: WalkedFile[] = []): WalkedFile[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) listTree(p, out);
    else if (d.isFile()) {
      const s = statSync(p);
      out.push({ path: p, size: s.size, mtimeMs: s.mtimeMs, uid: s.uid, mode: s.mode, birthtimeMs: s.birthtimeMs, atimeMs: s.atimeMs });
    }
  }
  return out;
}

const LIVE_FILE_PATHS =
  "SELECT CASE parent_path WHEN '/' THEN '/' || name ELSE parent_path || '/' || name END AS p FROM idx_entries WHERE node_id=? AND class_id='idxobject' AND is_deleted=0 ORDER BY p";

export function liveFilePaths(store: Store, nodeId: string): string[] {
  return (store.sqlite.prepare(LIVE_FILE_PATHS).all(nodeId) as { p: string }[]).map(r => r.p);
}

/** liveFilePaths on either dialect (sorted here: PostgreSQL's collation need not order as SQLite's bytes do). */
export async function liveFilePathsOf(store: Store, nodeId: string): Promise<string[]> {
  return (await storeRows<{ p: string }>(store, LIVE_FILE_PATHS, nodeId)).map(r => r.p).sort();
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 60_000, stepMs = 50): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise(res => setTimeout(res, stepMs));
  }
}

/** A temp dir on tmpfs when there is one: creating tens of thousands of files on the disk here takes minutes. */
export function fastTempDir(prefix: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync, existsSync, accessSync, constants } = require('node:fs') as typeof import('node:fs');
  const { tmpdir } = require('node:os') as typeof import('node:os');
  let base = tmpdir();
  try {
    if (existsSync('/dev/shm')) {
      accessSync('/dev/shm', constants.W_OK);
      base = '/dev/shm';
    }
  } catch {
    /* not writable */
  }
  return mkdtempSync(join(base, prefix));
}
