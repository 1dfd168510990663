// Scan engine figures beside reference tools run in the same minutes (never pass/fail on time):
//  1. metadata walk and first scan (walk + stat + sha256 + index writes) of a generated tree of >= 100,000
//     files, beside `find DIR -printf '%p %s %T@ %u %m\n'`;
//  2. rescan of the unchanged tree (speed-up over the first scan);
//  3. extract + classify MB/s over generated text beside `rg -P` with the classifier's own patterns;
//  4. peak RSS of this process (scan threads included).
// Run alone: node test/bench/scan.mjs [files]
import { buildSync } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

function bundle() {
  const out = join(ROOT, 'dist', 'node', 'bench-scan.cjs');
  mkdirSync(dirname(out), { recursive: true });
  buildSync({
    stdin: {
      contents: `export { runScanJob } from './server/scan/scan-job';
        export { openStore } from './server/store/db';
        export { walkFilesys } from './plugins/services/filesys/server/walk';
        export { ALL_RULES } from './plugins/classifiers/personal-data/server/rules';
        export { loadServerPlugins } from './host/server/plugins';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'error',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    alias: { '@fathom/sdk': join(ROOT, 'sdk') },
  });
  process.env.FATHOM_PROJECT_ROOT = ROOT;
  return require(out);
}

function fastBase() {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
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

export async function run(fileCount = Number(process.env.SCAN_BENCH_FILES ?? 100_000)) {
  const m = bundle();
  const work = mkdtempSync(join(fastBase(), 'fathom-scan-bench-'));
  try {
    const tree = join(work, 'tree');
    const [genS] = time(() => generateTree(tree, fileCount));
    console.log(`generated ${fileCount.toLocaleString('en-US')} files in ${genS.toFixed(1)} s (${fastBase()})`);

    const [findS] = time(() => spawnSync('find', [tree, '-printf', '%p %s %T@ %u %m\n'], { stdio: ['ignore', 'ignore', 'inherit'] }));
    const [walkS, walked] = time(() => {
      let n = 0;
      for (const l of m.walkFilesys([tree], [])) n += l.entries.length;
      return n;
    });

    const db = join(work, 'index.sqlite');
    const store = await m.openStore({ filename: db });
    await store.close();
    const { entries } = await m.loadServerPlugins();
    const spec = (extra = {}) => ({
      dbFile: db,
      nodeId: 'bench',
      taskId: null,
      pluginsEntry: entries.scan,
      extractorsEntry: entries.extract,
      services: [{ name: 'bench', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
      settings: { maxFileSizeMb: 10, hashThreads: 2, extractThreads: 2, enableIndexing: true, enableClassification: true, enableOcr: false },
      ...extra,
    });
    const hooks = { progress() {}, shouldStop: () => false };
    const [scanS, first] = await timeAsync(() => m.runScanJob(spec(), hooks));
    const [rescanS, again] = await timeAsync(() => m.runScanJob(spec(), hooks));

    const texts = join(work, 'texts');
    generateText(texts, 200, 256 * 1024);
    const mb = (200 * 256 * 1024) / 1048576;
    const textSpec = spec({
      services: [{ name: 'texts', type: 'filesys', parameters: {}, include: [{ path: texts, signing: false, index: true, classify: true }], exclude: [] }],
    });
    const [extractS, extracted] = await timeAsync(() => m.runScanJob(textSpec, hooks));
    // Rules found by code rather than a regex (e-mail addresses) get an equivalent bounded pattern.
    const patterns = [...m.ALL_RULES.filter(r => r.pattern).map(r => r.pattern.source), '[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\\.[A-Za-z]{2,24}'];
    const [rgS, rg] = time(() =>
      spawnSync('rg', ['-P', '-c', '--no-messages', ...patterns.flatMap(p => ['-e', p]), texts], { stdio: ['ignore', 'ignore', 'pipe'] }),
    );

    console.table({
      'find -printf (reference)': { seconds: findS.toFixed(2), 'files/s': rate(fileCount, findS), note: '' },
      'filesys walk (readdir + lstat)': { seconds: walkS.toFixed(2), 'files/s': rate(walked, walkS), note: `${Math.round((findS / walkS) * 100)}% of find` },
      'first scan (walk + sha256 + index)': {
        seconds: scanS.toFixed(2),
        'files/s': rate(first.counters.files, scanS),
        note: `${first.counters.changed} written`,
      },
      'rescan, nothing changed': {
        seconds: rescanS.toFixed(2),
        'files/s': rate(again.counters.files, rescanS),
        note: `${(scanS / rescanS).toFixed(1)}x faster, ${again.counters.changed} read`,
      },
    });
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
    console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv[2] ? Number(process.argv[2]) : undefined);
