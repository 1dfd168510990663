// Scan engine figures beside reference tools run in the same minutes (never pass/fail on time), through the API
// as a user runs a scan (a server in its own process, PUT /database/control scan, progress read from
// PID_TASK_STATUS), on a real tree on disk: BENCH_TREE (e.g. a copy of /usr/share + node_modules + python
// libraries, 150,000+ entries), else SCAN_BENCH_FILES generated files under the temp dir (not tmpfs).
//  1. first scan, stage 1 (names and metadata indexed, searchable) in entries/s beside `find DIR -printf`;
//  2. first scan, stage 2 (read + sha256) in MB/s beside `find DIR -type f | xargs -P2 sha256sum`;
//  3. rescan of the unchanged tree in entries/s beside find;
//  4. the server's peak RSS (VmHWM: scan and hash threads included) beside the 300 MB budget;
//  5. extract + classify MB/s over generated text beside `rg -P` with the classifier's own patterns (in-process).
// Every reference runs on a warm page cache (a first untimed pass reads the whole tree), as the scans do.
// Run alone: node test/bench/scan.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCollector, startBenchServer } from './api-server.mjs';
import { bundleServerModules } from './bundle.mjs';

function bundle() {
  return bundleServerModules(
    'scan',
    `export { runScanJob } from './server/scan/scan-job';
        export { openStore } from './server/store/db';
        export { walkFilesys } from './plugins/services/filesys/server/walk';
        export { ALL_RULES } from './plugins/classifiers/personal-data/server/rules';
        export { loadServerPlugins } from './host/server/plugins';`,
  );
}

function generateTree(dir, files) {
  const perDir = 100;
  for (let d = 0; d < Math.ceil(files / perDir); d++) {
    const sub = join(dir, `a${d % 20}`, `b${d}`);
    mkdirSync(sub, { recursive: true });
    for (let f = 0; f < perDir && d * perDir + f < files; f++)
      writeFileSync(join(sub, `file${f}.${['txt', 'csv', 'log', 'dat'][f % 4]}`), `row ${d} ${f} ${'x'.repeat((f * 37) % 900)}`);
  }
}

const WORDS = 'the of and to in is for on that by this with from at as report customer record total page account order invoice date amount'.split(' ');
const PII = [
  'jane.doe@example.org',
  '+44 20 7946 0958',
  '(201) 555-0123',
  'SSN 536-22-8726',
  '4111 1111 1111 1111',
  'IBAN DE89 3704 0044 0532 0130 00',
  '192.168.10.20',
];
function generateText(dir, files, bytesEach) {
  let seed = 7;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < files; i++) {
    const lines = [];
    let size = 0;
    while (size < bytesEach) {
      const line =
        next() < 0.9
          ? Array.from({ length: 12 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
          : `contact ${PII[Math.floor(next() * PII.length)]} now`;
      lines.push(line);
      size += line.length + 1;
    }
    writeFileSync(join(dir, `doc${i}.txt`), lines.join('\n'));
  }
}

function time(fn) {
  const t = process.hrtime.bigint();
  const r = fn();
  return [Number(process.hrtime.bigint() - t) / 1e9, r];
}
async function timeAsync(fn) {
  const t = process.hrtime.bigint();
  const r = await fn();
  return [Number(process.hrtime.bigint() - t) / 1e9, r];
}
const rate = (n, s) => Math.round(n / s).toLocaleString('en-US');

const sh = cmd => spawnSync('sh', ['-c', cmd], { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 30 });
const ratio = (x, ref) => `${(x / ref).toFixed(2)} of reference`;

// FATHOM_SCAN_TRACE=1 (passed on to the server, which traces its steps too): when the bench asked and saw each stage.
const trace = step =>
  process.env.FATHOM_SCAN_TRACE === '1' && process.stderr.write(`scan-trace ${(performance.timeOrigin + performance.now()).toFixed(1)} bench ${step}\n`);

const peakRss = pid => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * One scan through the API: the seconds until stage 1 (names) was over, until the end, and the last progress.
 * Polls the task's progress every 50 ms; its phase says which stage runs.
 */
async function apiScan(srv, collector) {
  const status = () => srv.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' });
  const before = new Set((await status()).history?.map(t => t.taskId) ?? []);
  const t0 = performance.now();
  trace('bench PUT sent');
  await srv.put('/database/control', { objectId: collector.objectId, commandId: 'scan' });
  let namesAt = null;
  let last = null;
  for (;;) {
    // A read that meets a busy store answers an error: the next poll reads again (the figures are times, not checks).
    const s = await status().catch(() => null);
    if (!s) {
      await new Promise(res => setTimeout(res, 50));
      continue;
    }
    const cur = s.current?.[0];
    if (cur) {
      last = cur.progress;
      if (namesAt === null && cur.progress?.phase && cur.progress.phase !== 'walk') {
        namesAt = performance.now();
        trace(`bench saw phase ${cur.progress.phase}`);
      }
    }
    const done = (s.history ?? []).find(t => !before.has(t.taskId));
    if (!cur && done) {
      const end = performance.now();
      trace('bench saw completed');
      return { namesS: ((namesAt ?? end) - t0) / 1000, totalS: (end - t0) / 1000, progress: done.progress ?? last, message: done.message };
    }
    await new Promise(res => setTimeout(res, 50));
  }
}

export async function run() {
  const work = mkdtempSync(join(tmpdir(), 'fathom-scan-bench-'));
  let tree = process.env.BENCH_TREE;
  if (!tree) {
    const n = Number(process.env.SCAN_BENCH_FILES ?? 150_000);
    tree = join(work, 'tree');
    const [genS] = time(() => generateTree(tree, n));
    console.log(`generated ${n.toLocaleString('en-US')} files in ${genS.toFixed(1)} s under ${tmpdir()} (set BENCH_TREE for a real tree)`);
  }
  const srv = await startBenchServer();
  try {
    const sizes = sh(`find '${tree}' -type f -printf '%s\\n'`).stdout.toString().trim().split('\n').map(Number);
    const fileBytes = sizes.reduce((a, b) => a + b, 0);
    const mbTotal = fileBytes / 1048576;
    sh(`find '${tree}' -type f -print0 | xargs -0 -P2 -n 256 cat > /dev/null`); // warm the page cache
    const [findS, found] = time(() => sh(`find '${tree}' -printf '%p %s %T@ %u %m\\n' | wc -l`));
    const entries = Number(found.stdout.toString().trim());
    const [shaS] = time(() => sh(`find '${tree}' -type f -print0 | xargs -0 -P2 -n 256 sha256sum > /dev/null`));
    console.log(`tree ${tree}: ${entries.toLocaleString('en-US')} entries, ${sizes.length.toLocaleString('en-US')} files, ${Math.round(mbTotal)} MB`);

    const collector = await findCollector(srv);
    // Two threads for reading and hashing, as the reference uses two processes (the default is one: maxThreads).
    await srv.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_SERVER_SETTINGS', property: { values: { maxThreads: 2 } } });
    await srv.post('/database/property', {
      objectId: collector.objectId,
      propertyId: 'PID_SOURCES',
      property: {
        services: [{ type: 'filesys', name: 'tree', mode: 'Source', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
      },
    });
    const first = await apiScan(srv, collector);
    const [findS2] = time(() => sh(`find '${tree}' -printf '%p %s %T@ %u %m\\n' > /dev/null`));
    const again = await apiScan(srv, collector);
    const [findS3] = time(() => sh(`find '${tree}' -printf '%p %s %T@ %u %m\\n' > /dev/null`));
    const rss = peakRss(srv.pid);
    const findRef = (findS + findS2 + findS3) / 3;
    const hashS = first.totalS - first.namesS;
    const scanned = (first.progress?.files ?? 0) + (first.progress?.directories ?? 0);
    const rescanned = (again.progress?.files ?? 0) + (again.progress?.directories ?? 0);
    const hashedMb = (first.progress?.bytes ?? 0) / 1048576;
    console.table({
      'find -printf (reference)': { seconds: findRef.toFixed(2), rate: `${rate(entries, findRef)} entries/s`, ratio: '' },
      'first scan, stage 1: names indexed': {
        seconds: first.namesS.toFixed(2),
        rate: `${rate(scanned, first.namesS)} entries/s`,
        ratio: ratio(scanned / first.namesS, entries / findRef),
      },
      'find | xargs -P2 sha256sum (reference)': { seconds: shaS.toFixed(2), rate: `${(mbTotal / shaS).toFixed(1)} MB/s`, ratio: '' },
      'first scan, stage 2: read + sha256': {
        seconds: hashS.toFixed(2),
        rate: `${(hashedMb / hashS).toFixed(1)} MB/s`,
        ratio: ratio(hashedMb / hashS, mbTotal / shaS),
      },
      'rescan, nothing changed': {
        seconds: again.totalS.toFixed(2),
        rate: `${rate(rescanned, again.totalS)} entries/s`,
        ratio: ratio(rescanned / again.totalS, entries / findRef),
      },
      'peak RSS of the server (budget 300 MB)': { seconds: '', rate: `${Math.round(rss)} MB`, ratio: ratio(rss, 300) },
    });
    if (first.message) console.log(`first scan: ${first.message}`);
  } finally {
    srv.stop();
  }
  try {
    if (process.env.SCAN_BENCH_EXTRACT !== 'off') await extractBench(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Extract + classify + full-text index of generated text, in-process, beside rg -P with the classifier's patterns. */
async function extractBench(work) {
  const m = bundle();
  const db = join(work, 'index.sqlite');
  const store = await m.openStore({ filename: db });
  await store.close();
  const { entries } = await m.loadServerPlugins();
  const texts = join(work, 'texts');
  generateText(texts, 200, 256 * 1024);
  const mb = (200 * 256 * 1024) / 1048576;
  const textSpec = {
    dbFile: db,
    nodeId: 'bench',
    taskId: null,
    pluginsEntry: entries.scan,
    extractorsEntry: entries.extract,
    services: [{ name: 'texts', type: 'filesys', parameters: {}, include: [{ path: texts, signing: false, index: true, classify: true }], exclude: [] }],
    settings: { maxFileSizeMb: 10, hashThreads: 2, extractThreads: 2, enableIndexing: true, enableClassification: true, enableOcr: false },
  };
  const [extractS, extracted] = await timeAsync(() => m.runScanJob(textSpec, { progress() {}, shouldStop: () => false }));
  // Rules found by code rather than a regex (e-mail addresses) get an equivalent bounded pattern.
  const patterns = [...m.ALL_RULES.filter(r => r.pattern).map(r => r.pattern.source), '[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\\.[A-Za-z]{2,24}'];
  const [rgS, rg] = time(() =>
    spawnSync('rg', ['-P', '-c', '--no-messages', ...patterns.flatMap(p => ['-e', p]), texts], { stdio: ['ignore', 'ignore', 'pipe'] }),
  );
  console.table({
    [`rg -P, ${patterns.length} classifier patterns (reference)`]: {
      seconds: rgS.toFixed(2),
      'MB/s': (mb / rgS).toFixed(1),
      note: rg.status === 2 ? rg.stderr.toString().slice(0, 80) : '',
    },
    'scan with extract + classify + full-text index': {
      seconds: extractS.toFixed(2),
      'MB/s': (mb / extractS).toFixed(1),
      note: `${extracted.counters.changed} files, ${Math.round((rgS / extractS) * 100)}% of rg`,
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
