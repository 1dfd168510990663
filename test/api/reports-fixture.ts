/**
 * A scanned index for the reports tests: the search tests' tree (alpha, beta with card numbers, gamma/deep with two
 * identical csv files) plus old/ whose files were last changed and read long ago, scanned by the real engine into
 * the demo collector. Helpers call the report routes as a signed-in client.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { Client, TestServer } from './helpers';
import { startServer } from './helpers';
import { demoCollector, filesOf, scanInto, stopScannedServer, writeTree, type FsFile } from './search-fixture';

const YEAR = 365.25 * 24 * 3600;
/** old/: two files unchanged and unread for six years, one changed two and a half years ago. */
export const OLD_FILES = [
  { name: 'ledger-2019.txt', years: 6, text: 'Ledger of the year.\n' },
  { name: 'minutes-2019.txt', years: 6, text: 'Minutes of the board meeting.\n' },
  { name: 'plan-2023.txt', years: 2.5, text: 'A plan that was never followed.\n' },
];

export interface ReportsServer {
  srv: TestServer;
  root: Client;
  dir: string;
  files: FsFile[];
  collector: TreeObject;
}

export async function startReportsServer(): Promise<ReportsServer> {
  const srv = await startServer();
  const dir = mkdtempSync(join(tmpdir(), 'fathom-reports-'));
  try {
    const root = await srv.login('root', srv.rootPassword);
    writeTree(dir);
    mkdirSync(join(dir, 'old'));
    for (const f of OLD_FILES) writeFileSync(join(dir, 'old', f.name), f.text);
    const files = filesOf(dir);
    // After reading them above: a read moves the access time.
    const now = Date.now() / 1000;
    for (const f of OLD_FILES) utimesSync(join(dir, 'old', f.name), now - f.years * YEAR, now - f.years * YEAR);
    const collector = await demoCollector(root);
    await scanInto(srv, collector.objectId, dir);
    return { srv, root, dir, files, collector };
  } catch (e) {
    await stopScannedServer(srv, dir);
    throw e;
  }
}
export const stopReportsServer = (s: ReportsServer | undefined) => stopScannedServer(s?.srv, s?.dir);
