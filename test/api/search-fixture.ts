/**
 * A scanned tree for the search API tests: generated text files under three folders, scanned by the real scan
 * engine (extraction and classification included) into the test server's own database for the demo
 * aggregator-collector. The files stay on disk so tests compute their expectations from them independently.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { runScanJob } from '../../server/scan/scan-job';
import { indexTargetOf } from '../../server/store/db';
import { startServer, type Client, type TestServer } from './helpers';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';

export const CARD = '4111 1111 1111 1111';

/** Writes the tree: alpha/ (30 files, every third about invoices), beta/ (20, every fifth with a card number), gamma/deep/ (10 csv, two identical). */
export function writeTree(dir: string): void {
  mkdirSync(join(dir, 'alpha'), { recursive: true });
  mkdirSync(join(dir, 'beta'), { recursive: true });
  mkdirSync(join(dir, 'gamma', 'deep'), { recursive: true });
  for (let i = 0; i < 30; i++)
    writeFileSync(
      join(dir, 'alpha', `report-${i}.txt`),
      `Alpha report number ${i}.${i % 3 === 0 ? ' The unpaid invoice is attached for review.' : ' Nothing to add here.'}\n`,
    );
  for (let i = 0; i < 20; i++)
    writeFileSync(
      join(dir, 'beta', `note_${i}.txt`),
      i % 5 === 0 ? `Customer payment: credit card number ${CARD} expires soon.\n` : `Beta note ${i} about the weekly meeting.\n`,
    );
  for (let i = 0; i < 10; i++) writeFileSync(join(dir, 'gamma', 'deep', `table${i}.csv`), i < 2 ? 'same,content\n1,2\n' : `id,value\n${i},${i * i}\n`);
}

export interface FsFile {
  path: string;
  parentPath: string;
  name: string;
  size: number;
  text: string;
}

/** Every file under dir, read without the product's code. */
export function filesOf(dir: string, out: FsFile[] = []): FsFile[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) filesOf(p, out);
    else out.push({ path: p, parentPath: dir, name: d.name, size: statSync(p).size, text: readFileSync(p, 'utf8') });
  }
  return out;
}

export async function demoCollector(root: Client): Promise<TreeObject> {
  const children = async (id: string) =>
    (await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: id, options: { objectLimit: 1000 } })).objects;
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const demo = (await children(home.objectId)).find(o => o.classId === 'client' && o.name === 'Demo')!;
  const unit = (await children(demo.objectId)).find(o => o.classId === 'orgunit')!;
  return (await children(unit.objectId)).find(o => o.classId === 'appagt')!;
}

/** Scans dir into the server's database as the sources of nodeId. */
export async function scanInto(srv: TestServer, nodeId: string, dir: string): Promise<void> {
  const out = await runScanJob(
    {
      ...indexTargetOf(srv.server.store),
      nodeId,
      taskId: null,
      pluginsEntry: 'test/api/search-scan-plugins.ts',
      extractorsEntry: SERVER_PLUGINS_ENTRY,
      services: [
        { name: 'docs', type: 'filesys', parameters: {}, include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }], exclude: [] },
      ],
      settings: { maxFileSizeMb: 10, hashThreads: 0, extractThreads: 1, enableIndexing: true, enableClassification: true, enableOcr: false },
    },
    { progress: () => undefined, shouldStop: () => false },
  );
  if (out.counters.errors) throw new Error(`scan errors: ${out.messages.join('; ')}`);
}

/** Starts a search and polls it to completion, answering the first page. */
export async function searchAll(c: Client, body: Record<string, unknown>, page: Record<string, unknown> = {}): Promise<any> {
  const started = await c.post('/database/search', body);
  for (let i = 0; i < 200; i++) {
    const r = await c.get('/database/search', { searchId: started.searchId, objectOffset: 0, objectLimit: 1000, ...page });
    if (r.isComplete) return r;
    await new Promise(res => setTimeout(res, 50));
  }
  throw new Error('search did not complete');
}

export interface ScannedServer {
  srv: TestServer;
  root: Client;
  dir: string;
  files: FsFile[];
  collector: TreeObject;
}

/**
 * Starts a test server, signs root in, writes the tree under a fresh temporary folder named from `prefix` and
 * scans it into the demo collector. On failure whatever was started is closed again before the error is thrown.
 */
export async function startScannedServer(prefix: string): Promise<ScannedServer> {
  const srv = await startServer();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const root = await srv.login('root', srv.rootPassword);
    writeTree(dir);
    const files = filesOf(dir);
    const collector = await demoCollector(root);
    await scanInto(srv, collector.objectId, dir);
    return { srv, root, dir, files, collector };
  } catch (e) {
    await stopScannedServer(srv, dir);
    throw e;
  }
}

/** Closes the server and removes the scanned folder (either may be missing when the start failed). */
export async function stopScannedServer(srv: TestServer | undefined, dir: string | undefined): Promise<void> {
  await srv?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
