// Dashboard drawing in Chromium: the time from navigation to a Main tab of 8 chart widgets fully drawn (the
// grid's 'fathom:dashboard-drawn' performance mark: every widget loaded, every chart's SVG drawn), on a real
// server with a scanned folder; once with an empty browser cache, then warm reloads. Beside it the reference: a
// bare page drawing the same 8 charts from the same PID_STATS answer (one HTML file and one script: the chart
// library and the widgets' own data shaping, no console), and the ratio of the two. Then the gzip size of the
// JavaScript chunks from dist/web/platform that the dashboard needs beyond what another section loads.
// Figures only; never passes or fails on time.
import { buildSync } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { bundleServerModules } from './bundle.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const WARM_RUNS = Number(process.env.DASHBOARD_BENCH_RUNS ?? 5);
const PASSWORD = 'Bench#Pass1';
const DRAWN_MARK = 'fathom:dashboard-drawn';
const YEAR_MS = 365.25 * 86400 * 1000;

/** The shared dashboard rules, bundled on the fly so the bench places the same widgets the console knows. */
function loadSdk() {
  return bundleServerModules(
    'dashboard',
    `export { defaultDashboard, packPositions } from './sdk/api/dashboard';
      export { DEFAULT_CHART_DETAILS, DEFAULT_GROWTH_DETAILS } from './sdk/api/chart';`,
  );
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
      const age = (((n * 13) % 72) / 12) * YEAR_MS;
      utimesSync(p, new Date(now - age * 1.1), new Date(now - age));
    }
  }
  return n;
}

const freePort = () =>
  new Promise(res => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-dash-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', String(port), '--data-dir', dataDir, '--root-password', PASSWORD], {
    cwd: root,
    env: { ...process.env, FATHOM_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the server behind, even when the bench ends on an error.
  const orphanGuard = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', orphanGuard);
  await new Promise((ok, fail) => {
    let buf = '';
    const onData = d => {
      buf += d;
      if (buf.includes('Fathom listening on')) ok();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', code => fail(new Error(`server exited with ${code}: ${buf}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise(r => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise(r => setTimeout(r, 5000))]);
      }
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
    if (method === 'GET')
      target += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))}`;
    else {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
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
  await call('POST', '/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'bench',
          mode: 'Source',
          parameters: {},
          include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  const task = await call('PUT', '/database/control', { objectId: collector.objectId, commandId: 'scan' });
  for (let i = 0; i < 1200; i++) {
    const s = await call('GET', '/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' });
    const done = s.current.length === 0 && s.history.find(t => t.taskId === task.taskId);
    if (done) {
      if (done.status !== 10) throw new Error(`scan ended as ${done.statusLabel}`);
      return;
    }
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('the scan did not finish');
}

/** The distribution chart widget types (every chart type but data growth, whose series differ). */
const DISTRIBUTION_CHARTS = [
  'data-by-location-name',
  'files-by-modification-date',
  'files-by-last-accessed-date',
  'files-by-creation-date',
  'files-by-category',
  'files-by-classification',
  'permissions',
  'data-owners',
];

/** The data shaping of each distribution chart widget, in DISTRIBUTION_CHARTS order. */
const BARE_SELECTS = `
  import { select as byLocation } from './plugins/widgets/data-by-location-name/web/select';
  import { selectByAge } from './plugins/widgets/files-by-date/web/select';
  import { selectByCategory } from './plugins/widgets/files-by-category/web/select';
  import { selectByClassification } from './plugins/widgets/files-by-classification/web/select';
  import { select as byPermission } from './plugins/widgets/permissions/web/select';
  import { select as byOwner } from './plugins/widgets/data-owners/web/select';
  const selects = [byLocation, s => selectByAge(s, 'modification'), s => selectByAge(s, 'lastAccessed'), s => selectByAge(s, 'creation'),
    selectByCategory, selectByClassification, byPermission, byOwner];`;

/**
 * The reference page's script: reads PID_STATS once and draws the 8 charts with the chart library and the very
 * shaping the widgets use, 6 columns wide and 4 rows high each like the grid, then sets the same drawn mark.
 */
function bareScript(token, objectId) {
  const contents = `
    import ApexCharts from 'apexcharts/core';
    import 'apexcharts/pie'; import 'apexcharts/bar'; import 'apexcharts/area';
    import { DEFAULT_CHART_DETAILS, shapeChartBuckets } from './sdk/api/chart';
    import { distributionSpec } from './sdk/web/widget-kit/chart-options';
    ${BARE_SELECTS}
    const url = '/server/api/v3/database/property?' + new URLSearchParams({ objectId: ${JSON.stringify(objectId)}, propertyId: 'PID_STATS' });
    const stats = (await (await fetch(url, { headers: { authorization: 'Bearer ' + ${JSON.stringify(token)} } })).json()).data;
    const grid = document.getElementById('grid');
    await Promise.all(selects.map(select => {
      const shaped = shapeChartBuckets(select(stats), DEFAULT_CHART_DETAILS);
      const cell = grid.appendChild(document.createElement('div'));
      const legend = cell.appendChild(document.createElement('ul'));
      legend.append(...shaped.buckets.map((b, i) => Object.assign(document.createElement('li'), { textContent: b.label + ' ' + b.bytes + ' B, ' + b.files + ' files', style: 'color:' + shaped.colors[i] })));
      const spec = distributionSpec(shaped, DEFAULT_CHART_DETAILS);
      return new ApexCharts(cell.appendChild(document.createElement('div')), { ...spec.options, chart: { ...spec.options.chart, type: spec.type, height: ${CHART_HEIGHT}, width: '100%' }, series: spec.series }).render();
    }));
    document.body.dataset.drawn = 'true';
    performance.mark(${JSON.stringify(DRAWN_MARK)}, { detail: { charts: grid.querySelectorAll('svg.apexcharts-svg .apexcharts-graphical').length } });`;
  const out = buildSync({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'chrome120',
    logLevel: 'error',
  });
  return out.outputFiles[0].text;
}

/** A 6x4 widget's chart area: 4 grid rows of 90 px with their 12 px gaps, less the 44 px title bar. */
const CHART_HEIGHT = 4 * 90 + 3 * 12 - 44;
const BARE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Bare charts</title>
<style>body{margin:0;font-family:sans-serif}#grid{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:12px}
#grid>div{display:flex;height:${CHART_HEIGHT}px;overflow:hidden}#grid ul{flex:0 0 40%;margin:0;font-size:14px}#grid ul+div{flex:1 1 auto;min-width:0}</style>
<script type="module" src="/bench-bare/bare.js"></script></head><body><div id="grid"></div></body></html>`;

/** Serves the reference page on the server's own origin (so its API read is same-origin), from memory. */
async function serveBarePage(context, url, script) {
  await context.route(`${url}/bench-bare/**`, route => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ contentType: 'text/html', body: BARE_HTML });
  });
}

/** The Main tab holds exactly the 8 distribution chart widgets, 6 columns by 4 rows each. */
function chartDashboard(sdk) {
  const types = DISTRIBUTION_CHARTS;
  const positions = sdk.packPositions(types.map(() => ({ w: 6, h: 4 })));
  const base = sdk.defaultDashboard();
  const widgets = types.map((type, i) => ({
    id: `bench-${i + 1}`,
    title: type,
    tabId: 'main',
    widgetType: type,
    size: '6x4',
    position: positions[i],
    details: { ...sdk.DEFAULT_CHART_DETAILS },
  }));
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
      await page.getByTestId('licence-text').evaluate(el => {
        el.scrollTop = el.scrollHeight;
        el.dispatchEvent(new Event('scroll', { bubbles: true }));
      });
      await page.getByTestId('licence-accept').click();
    }
  }
  await page.getByTestId('shell').waitFor({ timeout: 30000 });
}

/**
 * Trace mode, in the page: main-thread tasks over 50 ms, and when the page first shows each milestone (the
 * section, the grid, a widget, a widget still loading, a chart's SVG), so a wait between them shows.
 */
function traceMilestones() {
  window.__longTasks = [];
  new PerformanceObserver(l => window.__longTasks.push(...l.getEntries())).observe({ type: 'longtask', buffered: true });
  const $ = s => document.querySelector(s);
  const loading = () => $('article [role="progressbar"]')?.closest('article')?.getAttribute('aria-label');
  const milestones = {
    'page spinner': () => $('.fx-page-spinner'),
    'shell shown': () => $('[data-testid="shell"]'),
    'section shown': () => $('[data-testid="section-dashboard"]'),
    'tab loading': () => $('[role="tabpanel"] > [role="progressbar"]'),
    'dashboard loading': () => $('[role="tabpanel"] [data-testid="dashboard-tabs"] [role="progressbar"], [role="tabpanel"] > div > [role="progressbar"]'),
    'dashboard tab shown': () => $('[data-testid="dashboard-tab-main"]'),
    'grid shown': () => $('.react-grid-layout'),
    'first widget': () => $('article[data-testid^="widget-"]'),
    'a widget loading': () => loading() && `a widget loading: ${loading()}`,
    'no widget loading': () => $('article[data-testid^="widget-"]') && !loading(),
    'first chart drawn': () => $('svg.apexcharts-svg .apexcharts-graphical'),
  };
  const seen = new Set();
  new MutationObserver(() => {
    for (const [name, shows] of Object.entries(milestones)) {
      const found = !seen.has(name) && shows();
      if (found) {
        seen.add(name);
        window.__longTasks.push({ startTime: performance.now(), duration: 0, name: `[${typeof found === 'string' ? found : name}]` });
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'class'] });
}

/** Loads the page, waits for the drawn mark and returns its time since navigation and the JS files fetched. */
async function timedLoad(page, url, drawnSelector = '[data-testid="dashboard-tab-main"][data-drawn="true"]') {
  const scripts = new Set();
  const onResponse = r => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) scripts.add(u.pathname.slice(1));
  };
  page.on('response', onResponse);
  // Only the page in front gets animation frames at full rate (the grid's drawn check runs in one).
  await page.bringToFront();
  await page.goto(url);
  await page.waitForSelector(drawnSelector, { timeout: 60000 });
  const mark = await page.evaluate(name => {
    const m = performance.getEntriesByName(name)[0];
    if (!m) return null;
    const nav = performance.getEntriesByType('navigation')[0];
    const stats = performance.getEntriesByType('resource').find(r => r.name.includes('PID_STATS'));
    const waterfall = performance
      .getEntriesByType('resource')
      .map(
        r =>
          `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(location.origin, '').slice(0, 110)}${r.transferSize ? ` (${r.transferSize} B on the wire)` : ''}`,
      );
    // Main-thread tasks over 50 ms (trace mode records them from the start of the page).
    for (const t of window.__longTasks ?? [])
      waterfall.push(`${Math.round(t.startTime)}-${Math.round(t.startTime + t.duration)} ${t.duration ? '[main thread busy]' : t.name}`);
    waterfall.push(`${Math.round(m.startTime)}-${Math.round(m.startTime)} [drawn mark]`);
    waterfall.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    return {
      waterfall,
      ms: m.startTime,
      detail: m.detail,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? null,
      statsAsked: stats?.startTime ?? null,
      statsAnswered: stats?.responseEnd ?? null,
    };
  }, DRAWN_MARK);
  page.off('response', onResponse);
  if (!mark) throw new Error('no drawn mark');
  return { ...mark, scripts };
}

async function scriptsOf(page, url, readySelector) {
  const scripts = new Set();
  const onResponse = r => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) scripts.add(u.pathname.slice(1));
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(readySelector, { timeout: 60000 });
  // The event long-poll keeps the network busy: wait until no further script arrives for a second instead.
  for (let stable = 0, seen = -1; stable < 2;) {
    await page.waitForTimeout(500);
    stable = scripts.size === seen ? stable + 1 : 0;
    seen = scripts.size;
  }
  page.off('response', onResponse);
  return scripts;
}

const kb = n => `${(n / 1024).toFixed(1)} KB`;
const median = xs => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export async function run() {
  if (!existsSync(join(root, 'dist/web/platform/build.json')))
    spawnSync(process.execPath, ['esbuild.config.mjs', '--quiet', '--variant', 'platform'], { cwd: root, stdio: 'inherit' });
  const buildInfo = JSON.parse(readFileSync(join(root, 'dist/web/platform/build.json'), 'utf8'));
  const sizes = new Map(buildInfo.chunks.map(c => [c.file, c]));
  const sdk = loadSdk();
  const dir = mkdtempSync(join(tmpdir(), 'fathom-bench-tree-'));
  const files = writeTree(dir);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const login = await apiClient(server.url)('POST', '/login', { userId: 'root', password: PASSWORD });
    const call = apiClient(server.url, login.token);
    const collector = await collectorOf(call);
    const t0 = Date.now();
    await scan(call, collector, dir);
    const scanMs = Date.now() - t0;
    await call('POST', '/database/property', { objectId: collector.objectId, propertyId: 'PID_DASHBOARD', property: chartDashboard(sdk) });
    const target = `${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(collector.objectId)}`;
    const bareTarget = `${server.url}/bench-bare/index.html`;
    const bare = bareScript(login.token, collector.objectId);
    const bareLoad = page => timedLoad(page, bareTarget, 'body[data-drawn="true"]');

    const first = await browser.newContext({ viewport: { width: 1600, height: 1200 } });
    await signIn(await first.newPage(), server.url);
    const state = await first.storageState();
    await first.close();

    // Cold: a new browser context, so nothing is cached; warm: reloads in one context.
    const coldContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const cold = await timedLoad(await coldContext.newPage(), target);
    await coldContext.close();
    const coldBareContext = await browser.newContext({ viewport: { width: 1600, height: 1200 } });
    await serveBarePage(coldBareContext, server.url, bare);
    const coldBare = await bareLoad(await coldBareContext.newPage());
    await coldBareContext.close();
    // The bare page has a context of its own: a context that routes requests has no HTTP cache, and the
    // dashboard's warm loads are meant to find its chunks in the cache.
    const warmContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const warmBareContext = await browser.newContext({ viewport: { width: 1600, height: 1200 } });
    await serveBarePage(warmBareContext, server.url, bare);
    if (process.env.DASHBOARD_BENCH_TRACE) for (const c of [warmContext, warmBareContext]) await c.addInitScript(traceMilestones);
    const warmPage = await warmContext.newPage();
    const barePage = await warmBareContext.newPage();
    await timedLoad(warmPage, target);
    await bareLoad(barePage);
    // Interleaved, so a busy moment of the shared machine weighs on both.
    const warmRuns = [];
    const bareRuns = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      warmRuns.push(await timedLoad(warmPage, target));
      bareRuns.push(await bareLoad(barePage));
    }
    const warm = warmRuns.map(r => r.ms);
    const warmBare = bareRuns.map(r => r.ms);
    // DASHBOARD_BENCH_TRACE=1 prints the requests of the last warm loads with their start and end times;
    // DASHBOARD_BENCH_SCREENSHOT=prefix saves prefix-dashboard.png and prefix-bare.png to look at what was timed.
    if (process.env.DASHBOARD_BENCH_TRACE)
      console.log(`dashboard:\n${warmRuns.at(-1).waterfall.join('\n')}\nbare page:\n${bareRuns.at(-1).waterfall.join('\n')}`);
    const shots = process.env.DASHBOARD_BENCH_SCREENSHOT;
    if (shots) {
      await warmPage.screenshot({ path: `${shots}-dashboard.png`, fullPage: true });
      await barePage.screenshot({ path: `${shots}-bare.png`, fullPage: true });
    }

    // The dashboard's own chunks: fetched for the dashboard but not for another section of the same node.
    const otherContext = await browser.newContext({ viewport: { width: 1600, height: 1200 }, storageState: state });
    const other = await scriptsOf(
      await otherContext.newPage(),
      `${server.url}/discover/search?activeNodeId=${encodeURIComponent(collector.objectId)}`,
      '[data-testid="section-discover"]',
    );
    await otherContext.close();
    await warmContext.close();
    await warmBareContext.close();
    const signInFiles = new Set(buildInfo.signInFiles);
    const sum = list => list.reduce((a, f) => ({ raw: a.raw + (sizes.get(f)?.raw ?? 0), gzip: a.gzip + (sizes.get(f)?.gzip ?? 0) }), { raw: 0, gzip: 0 });
    const all = [...cold.scripts];
    const dashboardOnly = all.filter(f => !other.has(f) && !signInFiles.has(f));
    const allSize = sum(all);
    const dashSize = sum(dashboardOnly);

    console.log(
      `Dashboard of 8 chart widgets on a scanned folder (${files} files, scan ${scanMs} ms); drawn = every widget loaded and every chart's SVG drawn`,
    );
    const ratio = (a, b) => `${(a / b).toFixed(1)}×`;
    const row = (runs, pick) => Math.round(median(runs.map(r => pick(r) ?? NaN)));
    console.table({
      'navigation to drawn, cold cache (ms)': { dashboard: Math.round(cold.ms), 'bare page': Math.round(coldBare.ms), ratio: ratio(cold.ms, coldBare.ms) },
      [`navigation to drawn, warm, median of ${WARM_RUNS} (ms)`]: {
        dashboard: Math.round(median(warm)),
        'bare page': Math.round(median(warmBare)),
        ratio: ratio(median(warm), median(warmBare)),
      },
      'warm min / max (ms)': {
        dashboard: `${Math.round(Math.min(...warm))} / ${Math.round(Math.max(...warm))}`,
        'bare page': `${Math.round(Math.min(...warmBare))} / ${Math.round(Math.max(...warmBare))}`,
      },
      'warm median: DOMContentLoaded (ms)': { dashboard: row(warmRuns, r => r.domContentLoaded), 'bare page': row(bareRuns, r => r.domContentLoaded) },
      'warm median: first PID_STATS asked (ms)': { dashboard: row(warmRuns, r => r.statsAsked), 'bare page': row(bareRuns, r => r.statsAsked) },
      'warm median: first PID_STATS answer (ms)': { dashboard: row(warmRuns, r => r.statsAnswered), 'bare page': row(bareRuns, r => r.statsAnswered) },
      'charts drawn': { dashboard: cold.detail?.charts, 'bare page': coldBare.detail?.charts },
    });
    console.log(`Goal: the dashboard within 3× the bare page (issue 17, item 8); warm ratio ${ratio(median(warm), median(warmBare))}`);
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
