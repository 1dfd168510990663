// API latency while a scan runs, beside the same requests on an idle server: p50/p99/max of GET /ping and of
// GET /database/children (a folder of 100 files), through HTTP as the console calls them. Then requests/s of
// GET /database/children beside GET /ping (autocannon). Figures only; never passes or fails on time.
// The tree: BENCH_TREE (a real folder, e.g. a copy of /usr/share) or BENCH_SCAN_FILES generated files (60,000).
// Run alone: node test/bench/api-during-scan.mjs
import autocannon from 'autocannon';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCollector, startBenchServer } from './api-server.mjs';

function generateTree(dir, files) {
  const perDir = 100;
  for (let d = 0; d < Math.ceil(files / perDir); d++) {
    const sub = join(dir, `a${d % 20}`, `b${d}`);
    mkdirSync(sub, { recursive: true });
    for (let f = 0; f < perDir && d * perDir + f < files; f++)
      writeFileSync(join(sub, `file${f}.${['txt', 'csv', 'log', 'dat'][f % 4]}`), `row ${d} ${f} ${'x'.repeat((f * 37) % 900)}`);
  }
}

function summary(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = q => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { requests: s.length, 'p50 ms': at(0.5).toFixed(1), 'p99 ms': at(0.99).toFixed(1), 'max ms': s[s.length - 1].toFixed(1) };
}

/** One client calling each endpoint in turn, 10 ms apart, until stop() says so: latencies per endpoint. */
async function sample(srv, endpoints, stop) {
  const out = Object.fromEntries(endpoints.map(([name]) => [name, []]));
  while (!(await stop())) {
    for (const [name, path] of endpoints) {
      const t = performance.now();
      const res = await fetch(`${srv.api}${path}`, { headers: srv.headers });
      await res.arrayBuffer();
      out[name].push(performance.now() - t);
    }
    await new Promise(res => setTimeout(res, 10));
  }
  return out;
}

async function rps(url, headers) {
  const r = await autocannon({ url, headers, connections: 10, duration: 5 });
  return { 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, errors: r.errors + r.non2xx };
}

export async function run() {
  const fileCount = Number(process.env.BENCH_SCAN_FILES ?? 60_000);
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'fathom-api-bench-'));
  const srv = await startBenchServer();
  try {
    const tree = process.env.BENCH_TREE ?? join(work, 'tree');
    if (!process.env.BENCH_TREE) generateTree(tree, fileCount);
    const listing = join(work, 'listing');
    generateTree(listing, 100);
    const collector = await findCollector(srv);
    const service = (name, path) => ({ type: 'filesys', name, mode: 'Source', parameters: {}, include: [{ path, signing: false, index: false }], exclude: [] });
    const setSources = services => srv.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_SOURCES', property: { services } });
    const scanned = async () => (await srv.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' })).current.length === 0;
    const scanOnce = async during => {
      await srv.put('/database/control', { objectId: collector.objectId, commandId: 'scan' });
      let done = false;
      const watcher = (async () => {
        while (!(done = await scanned())) await new Promise(res => setTimeout(res, 250));
      })();
      const t = performance.now();
      const result = await during(async () => done);
      await watcher;
      return { result, seconds: (performance.now() - t) / 1000 };
    };
    // First a folder of 100 files to list; then the tree's first scan, measured.
    await setSources([service('listing', listing)]);
    await scanOnce(async done => {
      while (!(await done())) await new Promise(res => setTimeout(res, 250));
    });
    let folder = collector.objectId;
    for (let depth = 0; depth < 6; depth++) {
      const dirs = (await srv.get('/database/children', { parentId: folder, options: { objectLimit: 5 } })).objects.filter(o => o.classId === 'idxcontainer');
      if (!dirs.length) break;
      folder = dirs[0].objectId;
    }
    const children = `/database/children?parentId=${folder}`;
    const endpoints = [
      ['GET /ping', '/ping'],
      ['GET /database/children', children],
    ];
    const idleUntil = performance.now() + 4000;
    const idle = await sample(srv, endpoints, async () => performance.now() > idleUntil);
    await setSources([service('listing', listing), service('tree', tree)]);
    const busy = await scanOnce(done => sample(srv, endpoints, done));
    console.log(
      `API latency, one client, idle and during the first scan of ${process.env.BENCH_TREE ?? `${fileCount.toLocaleString('en-US')} generated files`} (${busy.seconds.toFixed(1)} s)`,
    );
    console.table(
      Object.fromEntries(
        endpoints.flatMap(([name]) => [
          [`${name}, idle (reference)`, summary(idle[name])],
          [`${name}, during a scan`, summary(busy.result[name])],
        ]),
      ),
    );
    console.log('Requests/s (10 connections, 5 s each), idle');
    console.table({
      'GET /ping (reference)': await rps(`${srv.api}/ping`, srv.headers),
      'GET /database/children (100 files)': await rps(`${srv.api}${children}`, srv.headers),
    });
  } finally {
    srv.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
