// Dashboard drawing in Chromium: the time from navigation to a Main tab of 8 chart widgets fully drawn (the
// grid's 'fathom:dashboard-drawn' performance mark: every widget loaded, every chart's SVG drawn), on a real
// server with a scanned folder; once with an empty browser cache, then warm reloads. Then the gzip size of the
// JavaScript chunks from dist/web/platform that the dashboard needs beyond what another section loads.
// Figures only; never passes or fails on time.
import { buildSync } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(new URL('../..', import.meta.url).pathname);
const WARM_RUNS = Number(process.env.DASHBOARD_BENCH_RUNS ?? 5);
const PASSWORD = 'Bench#Pass1';
const DRAWN_MARK = 'fathom:dashboard-drawn';
const YEAR_MS = 365.25 * 86400 * 1000;

/** The shared dashboard rules, bundled on the fly so the bench places the same widgets the console knows. */
function loadSdk() {
  const outfile = join(root, 'dist', 'node', `bench-dashboard-${process.pid}.cjs`);
  buildSync({
    stdin: { contents: `export { defaultDashboard, packPositions } from './sdk/api/dashboard';
      export { DEFAULT_CHART_DETAILS, DEFAULT_GROWTH_DETAILS } from './sdk/api/chart';`, resolveDir: root, loader: 'ts' },
    outfile, bundle: true, platform: 'node', target: 'node20', format: 'cjs', packages: 'external', logLevel: 'error',
  });
  try { return createRequire(join(root, 'package.json'))(outfile); } finally { rmSync(outfile, { force: true }); }
}

/** ~600 files over 8 extensions, 6 folders and 6 years of modification and access times, some duplicated. */
function writeTree(dir) {
  const exts = ['txt', 'pdf', 'csv', 'png', 'log', 'json', 'docx', 'zip'];
  const now = Date.now();
  let n = 0;
  for (const folder of ['finance', 'hr', 'legal', 'sales', 'it', 'archive']) {
    mkdirSync(join(dir, folder), { recursive: true });
    for (let i = 0; i < 100; i++, n++) {
      const p = join(dir, folder, `${folder}-${i}.${exts[n % exts.length]}`);
      writeFileSync(p, i % 17 === 0 ? 'duplicated content of the bench tree\n' : `${folder} ${i} `.repeat(20 + ((n * 37) % 400)));
      const age = ((n * 13) % 72) / 12 * YEAR_MS;
      utimesSync(p, new Date(now - age * 1.1), new Date(now - age));
    }
  }
  return n;
}

const freePort = () => new Promise(res => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => res(port)); }); });

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-dash-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', String(port), '--data-dir', dataDir, '--root-password', PASSWORD],
    { cwd: root, env: { ...process.env, FATHOM_LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Never leave the server behind, even when the bench ends on an error.
  const orphanGuard = () => { if (child.exitCode === null) child.kill('SIGKILL'); };
  process.once('exit', orphanGuard);
  await new Promise((ok, fail) => {
    let buf = '';
    const onData = d => { buf += d; if (buf.includes('Fathom listening on')) ok(); };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', code => fail(new Error(`server exited with ${code}: ${buf}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) { const exited = new Promise(r => child.once('exit', r)); child.kill('SIGTERM'); await Promise.race([exited, new Promise(r => setTimeout(r, 5000))]); }
      if (child.exitCode === null) child.kill('SIGKILL');
      process.off('exit', orphanGuard);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function apiClient(url, token) {
  return async (method, path, payload = {}) => {
    let target = `${url}/server/api/v3${path}`;
    const init = { method, headers: token ? { authorization: `Bearer ${token}` } : {} };
    if (method === 'GET') target += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))}`;
    else { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(payload); }
    const env = await (await fetch(target, init)).json();
    if (env.status !== 'OK') throw new Error(`${method} ${path}: ${env.error?.name}: ${env.error?.message}`);
    return env.data;
  };
}

async function collectorOf(call) {
  const children = async id => (await call('GET', '/database/children', { parentId: id, options: { objectLimit: 1000 } })).objects;
  const home = await call('GET', '/database/object', { objectId: 'HOME' });
  const demo = (await children(home.objectId)).find(o => o.classId === 'client');
  const unit = (await children(demo.objectId)).find(o => o.classId === 'orgunit');
  return (await children(unit.objectId)).find(o => o.classId === 'appagt');
}

async function scan(call, collector, dir) {
  await call('POST', '/database/property', { objectId: collector.objectId, propertyId: 'PID_SOURCES', property: {
    services: [{ type: 'filesys', name: 'bench', mode: 'Source', parameters: {}, include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }], exclude: [] }],
  } });
  const task = await call('PUT', '/database/control', { objectId: collector.objectId, commandId: 'scan' });
  for (let i = 0; i < 1200; i++) {
    const s = await call('GET', '/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' });
    const done = s.current.length === 0 && s.history.find(t => t.taskId === task.taskId);
    if (done) { if (done.status !== 10) throw new Error(`scan ended as ${done.statusLabel}`); return; }
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('the scan did not finish');
}

/** The distribution chart widget types (every chart type but data growth, whose series differ). */
const DISTRIBUTION_CHARTS = [
  'data-by-location-name', 'files-by-modification-date', 'files-by-last-accessed-date', 'files-by-creation-date',
  'files-by-category', 'files-by-classification', 'permissions', 'data-owners',
];

/** The Main tab holds exactly the 8 distribution chart widgets, 6 columns by 4 rows each. */
function chartDashboard(sdk) {
  const types = DISTRIBUTION_CHARTS;
  const positions = sdk.packPositions(types.map(() => ({ w: 6, h: 4 })));
  const base = sdk.defaultDashboard();
  const widgets = types.map((type, i) => ({ id: `bench-${i + 1}`, title: type, tabId: 'main', widgetType: type, size: '6x4', position: positions[i], details: { ...sdk.DEFAULT_CHART_DETAILS } }));
  return { ...base, widgets: [...widgets, ...base.widgets.filter(w => w.tabId !== 'main')] };
}

async function signIn(page, url) {
  await page.goto(`${url}/login`);
  await page.getByLabel('User ID').fill('root');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const gate = page.getByTestId('licence-gate');
  await gate.or(page.getByTestId('shell')).first().waitFor({ timeout: 30000 });
  if (await gate.isVisible()) {
    for (let step = 0; step < 2; step++) {
      await page.getByTestId('licence-text').evaluate(el => { el.scrollTop = el.scrollHeight; el.dispatchEvent(new Event('scroll', { bubbles: true })); });
      await page.getByTestId('licence-accept').click();
    }
  }
  await page.getByTestId('shell').waitFor({ timeout: 30000 });
}

/** Loads the page, waits for the drawn mark and returns its time since navigation and the JS files fetched. */
async function timedLoad(page, url) {
  const scripts = new Set();
  const onResponse = r => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) scripts.add(u.pathname.slice(1)); };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector('[data-testid="dashboard-tab-main"][data-drawn="true"]', { timeout: 60000 });
  const mark = await page.evaluate(name => {
    const m = performance.getEntriesByName(name)[0];
    if (!m) return null;
    const nav = performance.getEntriesByType('navigation')[0];
    const stats = performance.getEntriesByType('resource').find(r => r.name.includes('PID_STATS'));
    const waterfall = performance.getEntriesByType('resource').map(r => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(location.origin, '').slice(0, 110)}`);
    return { waterfall, ms: m.startTime, detail: m.detail, domContentLoaded: nav?.domContentLoadedEventEnd ?? null, statsAsked: stats?.startTime ?? null, statsAnswered: stats?.responseEnd ?? null };
  }, DRAWN_MARK);
  page.off('response', onResponse);
  if (!mark) throw new Error('no drawn mark');
  return { ...mark, scripts };
}

async function scriptsOf(page, url, readySelector) {
  const scripts = new Set();
  const onResponse = r => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) scripts.add(u.pathname.slice(1)); };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(readySelector, { timeout: 60000 });
  // The event long-poll keeps the network busy: wait until no further script arrives for a second instead.
  for (let stable = 0, seen = -1; stable < 2;) { await page.waitForTimeout(500); stable = scripts.size === seen ? stable + 1 : 0; seen = scripts.size; }
  page.off('response', onResponse);
  return scripts;
}

const kb = n => `${(n / 1024).toFixed(1)} KB`;
const median = xs => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

export async function run() {
  if (!existsSync(join(root, 'dist/web/platform/build.json'))) spawnSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--variant', 'platform'], { cwd: root, stdio: 'inherit' });
  const buildInfo = JSON.parse(readFileSync(join(root, 'dist/web/platform/build.json'), 'utf8'));
  const sizes = new Map(buildInfo.chunks.map(c => [c.file, c]));
  const sdk = loadSdk();
  const dir = mkdtempSync(join(tmpdir(), 'fathom-bench-tree-'));
  const files = writeTree(dir);
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const login = await apiClient(server.url)('POST', '/login', { userId: 'root', password: PASSWORD });
    const call = apiClient(server.url, login.token);
    const collector = await collectorOf(call);
    const t0 = Date.now();
    await scan(call, collector, dir);
    const scanMs = Date.now() - t0;
    await call('POST', '/database/property', { objectId: collector.objectId, propertyId: 'PID_DASHBOARD', property: chartDashboard(sdk) });
    const target = `${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(collector.objectId)}`;

    const first = await browser.newContext({ viewport: { width: 1600, height: 1200 } });
    await signIn(await first.newPage(), server.url);
    const state = await first.storageState();
    await first.close();

    // Cold: a new browser context, so nothing is cached; warm: reloads in one context.
    const coldContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const cold = await timedLoad(await coldContext.newPage(), target);
    await coldContext.close();
    const warmContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const warmPage = await warmContext.newPage();
    await timedLoad(warmPage, target);
    const warmRuns = [];
    for (let i = 0; i < WARM_RUNS; i++) warmRuns.push(await timedLoad(warmPage, target));
    const warm = warmRuns.map(r => r.ms);
    // DASHBOARD_BENCH_TRACE=1 prints the requests of the last warm load with their start and end times.
    if (process.env.DASHBOARD_BENCH_TRACE) console.log(warmRuns[warmRuns.length - 1].waterfall.join('\n'));

    // The dashboard's own chunks: fetched for the dashboard but not for another section of the same node.
    const otherContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const other = await scriptsOf(await otherContext.newPage(), `${server.url}/discover/search?activeNodeId=${encodeURIComponent(collector.objectId)}`, '[data-testid="section-discover"]');
    await otherContext.close();
    await warmContext.close();
    const signInFiles = new Set(buildInfo.signInFiles);
    const sum = list => list.reduce((a, f) => ({ raw: a.raw + (sizes.get(f)?.raw ?? 0), gzip: a.gzip + (sizes.get(f)?.gzip ?? 0) }), { raw: 0, gzip: 0 });
    const all = [...cold.scripts];
    const dashboardOnly = all.filter(f => !other.has(f) && !signInFiles.has(f));
    const allSize = sum(all); const dashSize = sum(dashboardOnly);

    console.log(`Dashboard of 8 chart widgets on a scanned folder (${files} files, scan ${scanMs} ms); drawn = every widget loaded and every chart's SVG drawn`);
    console.table({
      'navigation to drawn, cold cache (ms)': { value: Math.round(cold.ms) },
      [`navigation to drawn, warm, median of ${WARM_RUNS} (ms)`]: { value: Math.round(median(warm)) },
      'warm min / max (ms)': { value: `${Math.round(Math.min(...warm))} / ${Math.round(Math.max(...warm))}` },
      'warm median: DOMContentLoaded (ms)': { value: Math.round(median(warmRuns.map(r => r.domContentLoaded ?? NaN))) },
      'warm median: first PID_STATS asked (ms)': { value: Math.round(median(warmRuns.map(r => r.statsAsked ?? NaN))) },
      'warm median: first PID_STATS answer (ms)': { value: Math.round(median(warmRuns.map(r => r.statsAnswered ?? NaN))) },
      'charts drawn': { value: cold.detail?.charts },
    });
    console.log('JavaScript from dist/web/platform');
    console.table({
      'all JS fetched to show the dashboard': { files: all.length, raw: kb(allSize.raw), gzip: kb(allSize.gzip) },
      'dashboard-only chunks (not fetched by sign-in or Discover)': { files: dashboardOnly.length, raw: kb(dashSize.raw), gzip: kb(dashSize.gzip) },
    });
    const byGzip = [...dashboardOnly].sort((a, b) => (sizes.get(b)?.gzip ?? 0) - (sizes.get(a)?.gzip ?? 0));
    console.table(Object.fromEntries(byGzip.map(f => [f, { raw: kb(sizes.get(f)?.raw ?? 0), gzip: kb(sizes.get(f)?.gzip ?? 0) }])));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
