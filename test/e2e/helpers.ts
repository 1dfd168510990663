/**
 * Browser test helpers: the real server as a child process (`node bin/fathom.js start`) on a free port with a
 * fresh data directory, Debian's Chromium through playwright-core (never downloaded), a small API client to
 * set up data, and sign-in / licence-gate steps shared by the tests. One server per test file.
 *
 *   const server = await startFathom();            // { url, rootPassword, api, stop() }
 *   const browser = await launchBrowser();
 *   const page = await browser.newPage();
 *   await signIn(page, server.url, 'root', server.rootPassword);
 *   await shot(page, 'shell');                     // screenshots/shell.png (git-ignored)
 *
 * Most files start with startSignedIn (the server, its demo tree, optionally a scanned folder, and a page signed
 * in as root) and end with its close().
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { API_BASE, type LoginResponse, type TreeObject } from '@fathom/sdk/api';

export const ROOT = join(__dirname, '..', '..');
export const ROOT_PASSWORD = 'Root#Pass1';
export const SCREENSHOTS = join(ROOT, 'screenshots');
/** How long a browser step may wait for the console (a lazy chunk, a long-poll event). */
export const UI_TIMEOUT = 15000;

/** Polls until the check returns true (or a value other than false/undefined); fails with the message otherwise. */
export async function eventually<T>(check: () => Promise<T | false | undefined> | T | false | undefined, message: string, timeout = UI_TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== false && v !== undefined) return v as T;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`${message}${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await new Promise(r => setTimeout(r, 100));
  }
}
export const visible = (l: Locator, timeout = UI_TIMEOUT) => l.waitFor({ state: 'visible', timeout });
export const hidden = (l: Locator, timeout = UI_TIMEOUT) => l.waitFor({ state: 'hidden', timeout });
export const enabled = (l: Locator, what: string) => eventually(() => l.isEnabled(), `${what} stayed disabled`);
export const hasAttribute = (l: Locator, name: string, value: string) =>
  eventually(async () => (await l.getAttribute(name)) === value, `${name} never became ${value}`);

/**
 * Builds the console once when dist/web has no stamp, under a lock, so that test files starting servers in
 * parallel do not each start a build (the server would otherwise build on start when the bundle is stale).
 */
export function ensureConsoleBuilt(): void {
  const stamp = join(ROOT, 'dist', 'web', '.stamp');
  if (existsSync(stamp) && !process.env.FATHOM_E2E_REBUILD) return;
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const lock = join(ROOT, '.tmp', 'e2e-build.lock');
  const deadline = Date.now() + 180000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // Another test file is building; a lock older than the deadline is stale.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180000) unlinkSync(lock);
      if (Date.now() > deadline) throw new Error('Timed out waiting for the console build of another test file.');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      if (existsSync(stamp) && !process.env.FATHOM_E2E_REBUILD) return;
    }
  }
  try {
    const r = spawnSync(process.execPath, ['esbuild.config.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('The console build failed.');
  } finally {
    unlinkSync(lock);
  }
}

export interface ApiSession {
  token: string;
  user: LoginResponse;
  call<T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>): Promise<T>;
}

/** Signs in through the API; calls return the envelope's data or throw with the error's name and message. */
export async function apiLogin(url: string, userId: string, password: string): Promise<ApiSession> {
  const user = await rawCall<LoginResponse>(url, 'POST', '/login', { userId, password });
  return { token: user.token, user, call: (m, p, payload) => rawCall(url, m, p, payload, user.token) };
}

async function rawCall<T>(url: string, method: string, path: string, payload: Record<string, unknown> = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let target = `${url}${API_BASE}${path}`;
  let body: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined) qs.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    if ([...qs].length) target += `?${qs}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await fetch(target, { method, headers, body });
  const env = (await res.json()) as { status: string; data: T; error?: { name: string; message: string } };
  if (env.status !== 'OK') throw new Error(`${method} ${path}: ${res.status} ${env.error?.name}: ${env.error?.message}`);
  return env.data;
}

/** Servers started by this test file, stopped when the file's process ends even if a hook timed out. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Browser tests take seconds per step: every e2e file calls this first. */
export function useE2eTimeouts(ms = 120000): void {
  jest.setTimeout(ms);
}

export interface Fathom {
  url: string;
  rootPassword: string;
  dataDir: string;
  api: ApiSession;
  log(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server process (e.g. FATHOM_VARIANT to serve another console variant). */
  env?: Record<string, string>;
}

/**
 * Starts `node bin/fathom.js start` with a fresh data directory and waits for 'Fathom listening on <url>'. The
 * server takes a port the system chooses (--port 0) and names it: a port picked here and handed over could be
 * taken by another process in between.
 */
export async function startFathom(opts: StartOptions = {}): Promise<Fathom> {
  ensureConsoleBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', '0', '--data-dir', dataDir, '--root-password', ROOT_PASSWORD], {
    cwd: ROOT,
    env: { ...process.env, FATHOM_LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 90 s:\n${output}`)), 90000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Fathom listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', code => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before listening:\n${output}`));
    });
  }).catch(e => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const api = await apiLogin(url, 'root', ROOT_PASSWORD);
  return {
    url,
    rootPassword: ROOT_PASSWORD,
    dataDir,
    api,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise(r => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise(r => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Fills the sign-in form and submits it (no waiting for the outcome). */
export async function submitSignIn(page: Page, userId: string, password: string): Promise<void> {
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Scrolls the licence text to its end so that Accept becomes enabled. */
export async function scrollLicenceToEnd(page: Page): Promise<void> {
  await page.getByTestId('licence-text').evaluate(el => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll', { bubbles: true }));
  });
}

/** Accepts both licence documents if the gate shows. */
export async function acceptLicenceIfShown(page: Page): Promise<void> {
  const gate = page.getByTestId('licence-gate');
  const shell = page.getByTestId('shell');
  await visible(gate.or(shell).first());
  if (!(await gate.isVisible())) return;
  for (let step = 0; step < 2; step++) {
    await visible(page.getByTestId('licence-text'));
    await scrollLicenceToEnd(page);
    await enabled(page.getByTestId('licence-accept'), 'Accept');
    await page.getByTestId('licence-accept').click();
  }
  await hidden(gate);
}

/** Opens the console, signs in and passes the licence gate; ends with the shell shown. */
export async function signIn(page: Page, url: string, userId: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await submitSignIn(page, userId, password);
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
}

export async function homeOf(api: ApiSession): Promise<TreeObject> {
  return api.call<TreeObject>('GET', '/database/object', { objectId: 'HOME', options: { infoLevel: 'instance' } });
}

export async function childrenOf(api: ApiSession, parentId: string, classIds?: string[]): Promise<TreeObject[]> {
  const r = await api.call<{ objects: TreeObject[] }>('GET', '/database/children', {
    parentId,
    options: { objectLimit: 1000, ...(classIds ? { classIds } : {}) },
  });
  return r.objects;
}

export async function createObject(api: ApiSession, parentId: string, classId: string, name: string, options?: Record<string, unknown>): Promise<TreeObject> {
  return api.call<TreeObject>('POST', '/database/object', { object: { parentId, name, classId, tags: {} }, ...(options ? { options } : {}) });
}

/** The bootstrap tree: platform root > client Demo > org unit > this machine's aggregator-collector. */
export async function demoTree(api: ApiSession): Promise<{ root: TreeObject; demo: TreeObject; orgunit: TreeObject; appagt: TreeObject | undefined }> {
  const root = await homeOf(api);
  const demo = (await childrenOf(api, root.objectId)).find(o => o.classId === 'client' && o.name === 'Demo')!;
  const orgunit = (await childrenOf(api, demo.objectId)).find(o => o.classId === 'orgunit')!;
  const appagt = (await childrenOf(api, orgunit.objectId)).find(o => o.classId === 'appagt');
  return { root, demo, orgunit, appagt };
}

/** Selects a node by expanding the path to it in the tree. */
export async function openInTree(page: Page, path: TreeObject[]): Promise<void> {
  for (const [i, node] of path.entries()) {
    const row = page.getByTestId(`tree-node-${node.objectId}`);
    await visible(row);
    if (i < path.length - 1 && (await row.getAttribute('aria-expanded')) === 'false') await row.getByRole('button', { name: `Expand ${node.name}` }).click();
  }
  const last = path[path.length - 1];
  await page.getByTestId(`tree-node-${last.objectId}`).click();
  await hasAttribute(page.getByTestId(`tree-node-${last.objectId}`), 'aria-selected', 'true');
}

/** The section tabs shown in the shell's section bar, by route id. */
export async function shownSections(page: Page): Promise<string[]> {
  const tabs = page.getByTestId('section-tabs').getByRole('tab');
  const ids = await tabs.evaluateAll(els => els.map(e => (e.getAttribute('data-testid') ?? '').replace('section-tab-', '')));
  return ids;
}

/** The default local source of the scanning browser tests: one filesys service over a folder, indexed and classified. */
export function folderSource(folder: string, name = 'docs') {
  return {
    services: [
      {
        type: 'filesys',
        name,
        mode: 'Source',
        parameters: {},
        include: [{ path: folder, signing: false, index: true, classify: true, ocr: false }],
        exclude: [],
      },
    ],
  };
}

/**
 * Sets the node's sources to one folder, starts a scan and waits until it completed and, when given, `indexed`
 * files (a COUNT of idxobject rows with content keys) are searchable.
 */
export async function scanFolder(
  api: ApiSession,
  nodeId: string,
  folder: string,
  opts: { indexed?: number; where?: string; timeout?: number } = {},
): Promise<void> {
  await api.call('POST', '/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: folderSource(folder) });
  await api.call('PUT', '/database/control', { objectId: nodeId, commandId: 'scan' });
  await eventually(
    async () => {
      const node = await api.call<{ tags: { state?: { lastScanCompleteTime?: number } } }>('GET', '/database/object', { objectId: nodeId });
      if (!node.tags.state?.lastScanCompleteTime) return false;
      if (opts.indexed === undefined) return true;
      const r = await api.call<{ objects: { n: number }[] }>('POST', '/database/query', {
        select: `SELECT COUNT(*) AS n FROM STORE('${nodeId}') WHERE ${opts.where ?? 'dupKey IS NOT NULL'}`,
        options: {},
      });
      return r.objects[0].n === opts.indexed;
    },
    'the scan did not index the folder',
    opts.timeout ?? 120000,
  );
}

/** A new browser with one page signed in as root (the usual start of a browser test). */
export async function openSignedInPage(
  server: Fathom,
  opts: { width?: number; height?: number; acceptDownloads?: boolean } = {},
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: opts.width ?? 1500, height: opts.height ?? 950 },
      acceptDownloads: opts.acceptDownloads ?? false,
    });
    const page = await context.newPage();
    await signIn(page, server.url, 'root', server.rootPassword);
    return { browser, page };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

export type DemoTree = Awaited<ReturnType<typeof demoTree>>;

/** What a browser test file starts with: a server, its demo tree and a page signed in as root. */
export interface SignedInConsole {
  server: Fathom;
  tree: DemoTree;
  browser: Browser;
  page: Page;
  /** Closes the page, the browser and the server and removes the folders given to startSignedIn. */
  close(): Promise<void>;
}

export interface SignedInOptions extends StartOptions {
  /** Before the browser opens: the aggregator-collector's source is this folder, scanned (see scanFolder). */
  scan?: { folder: string; indexed?: number; where?: string; timeout?: number };
  /** Before the browser opens: the aggregator-collector's source is this folder, not scanned. */
  source?: string;
  /** The file's own data, made through the API before the browser opens. */
  prepare?(server: Fathom, tree: DemoTree): Promise<void>;
  width?: number;
  height?: number;
  acceptDownloads?: boolean;
  /** Once signed in, the aggregator-collector is selected in the tree. */
  openCollector?: boolean;
  /** Removed on close (and when the set-up fails). */
  folders?: (string | undefined)[];
}

/** The shared start of a browser test file; what it opened is closed again when a step of it fails. */
export async function startSignedIn(opts: SignedInOptions = {}): Promise<SignedInConsole> {
  const opened: Parameters<typeof closeAll>[0] = { folders: opts.folders };
  try {
    const server = (opened.server = await startFathom({ env: opts.env }));
    const tree = await demoTree(server.api);
    const collector = tree.appagt!;
    if (opts.scan) await scanFolder(server.api, collector.objectId, opts.scan.folder, opts.scan);
    if (opts.source)
      await server.api.call('POST', '/database/property', { objectId: collector.objectId, propertyId: 'PID_SOURCES', property: folderSource(opts.source) });
    await opts.prepare?.(server, tree);
    const { browser, page } = await openSignedInPage(server, opts);
    Object.assign(opened, { browser, page });
    if (opts.openCollector) await openInTree(page, [tree.root, tree.demo, tree.orgunit, collector]);
    return { server, tree, browser, page, close: () => closeAll(opened) };
  } catch (e) {
    await closeAll(opened);
    throw e;
  }
}

/** Closes what a browser test opened, in order, whatever failed to open. */
export async function closeAll(parts: { page?: Page; browser?: Browser; server?: Fathom; folders?: (string | undefined)[] }): Promise<void> {
  await parts.page
    ?.context()
    .close()
    .catch(() => undefined);
  await parts.browser?.close();
  await parts.server?.stop();
  for (const f of parts.folders ?? []) if (f) rmSync(f, { recursive: true, force: true });
}
