// Personal-data classification of real text, in process (never passes or fails on time):
//  ~32 MB of the machine's own documentation and Python sources, each file classified on its own as a scan
//  does, beside ripgrep over the same bytes: `rg -c` with five plain patterns (the goal is >= 0.3 of it) and
//  `rg -P -c` with the rules' own patterns. Also prints what was found at >= 0.5 per rule, so false hits on
//  real text show up here first.
// Run alone: node test/bench/classify.mjs [megabytes]
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServerModules } from './bundle.mjs';

/** Where the text comes from, with each source's share of the budget. */
const SOURCES = [
  ['/usr/share/doc', 0.6],
  ['/usr/share/common-licenses', 0.02],
  ['/usr/share/perl/5.36.0/Unicode/Collate/allkeys.txt', 0.08],
  ...pythonLibs().map((p, _, all) => [p, 0.3 / all.length]),
];
const FIVE_PLAIN = ['@', 'https?://', String.raw`\d{3}-\d{2}-\d{4}`, String.raw`\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`, String.raw`\d{4} \d{4} \d{4} \d{4}`];
const RUNS = 3;

function pythonLibs() {
  try {
    return readdirSync('/usr/lib')
      .filter(n => /^python3(\.\d+)?$/.test(n))
      .map(n => join('/usr/lib', n));
  } catch {
    return [];
  }
}

function bundle() {
  return bundleServerModules(
    'classify',
    `export { createPersonalDataClassifier } from './plugins/classifiers/personal-data/server/classifier';
        export { ALL_RULES } from './plugins/classifiers/personal-data/server/rules';`,
  );
}

/** Text files (no NUL byte, not compressed) under the sources, in name order, until the budget is spent. */
function collectTexts(budget) {
  const texts = [];
  let size = 0;
  let limit = 0;
  const visit = path => {
    if (size >= limit) return;
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const n of readdirSync(path).sort()) visit(join(path, n));
      return;
    }
    if (!st.isFile() || st.size === 0 || st.size > 4 * 1024 * 1024 || /\.(gz|xz|bz2|zst|pyc|so|png|jpg|gif|pdf)$/.test(path)) return;
    const bytes = readFileSync(path);
    if (bytes.subarray(0, 8192).includes(0)) return;
    texts.push({ path, bytes });
    size += bytes.length;
  };
  for (const [source, share] of SOURCES) {
    limit = Math.min(budget, size + share * budget);
    if (existsSync(source)) visit(source);
  }
  return { texts, size };
}

function best(fn, runs = RUNS) {
  let min = Infinity,
    result;
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    result = fn();
    min = Math.min(min, Number(process.hrtime.bigint() - t) / 1e9);
  }
  return [min, result];
}

export async function run(megabytes = Number(process.env.CLASSIFY_BENCH_MB ?? 32)) {
  const m = bundle();
  const { texts, size } = collectTexts(megabytes * 1024 * 1024);
  const mb = size / 1048576;
  const work = mkdtempSync(join(tmpdir(), 'fathom-classify-bench-'));
  try {
    const all = join(work, 'corpus.txt');
    const fd = openSync(all, 'w');
    for (const t of texts) writeSync(fd, t.bytes);
    closeSync(fd);
    const strings = texts.map(t => t.bytes.toString('utf8'));
    const classifier = m.createPersonalDataClassifier();
    const patterns = [...m.ALL_RULES.filter(r => r.pattern).map(r => r.pattern.source), '[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\\.[A-Za-z]{2,24}'];
    const rg = (args, runs) => best(() => spawnSync('rg', ['-c', '--no-messages', ...args, all], { stdio: ['ignore', 'ignore', 'pipe'] }), runs);
    const [plainS, plain] = rg(FIVE_PLAIN.flatMap(p => ['-e', p]));
    const [pcreS, pcre] = rg(['-P', ...patterns.flatMap(p => ['-e', p])], 1); // ~20 s: once
    const [ownS, hits] = best(() => {
      let n = [];
      for (const s of strings) n = n.concat(classifier.classify(s));
      return n;
    });
    const strong = {};
    let strongTotal = 0;
    for (const h of hits)
      if (h.confidence >= 0.5) {
        strong[h.ruleId] = (strong[h.ruleId] ?? 0) + 1;
        strongTotal++;
      }
    const note = r => (r.status === 2 ? r.stderr.toString().slice(0, 60) : '');
    console.log(
      `${texts.length.toLocaleString('en-US')} files, ${mb.toFixed(1)} MB of real text (${SOURCES.map(([s]) => s)
        .filter(existsSync)
        .join(', ')}); best of ${RUNS} (rg -P once)`,
    );
    console.table({
      [`rg -c, ${FIVE_PLAIN.length} plain patterns (reference)`]: { seconds: plainS.toFixed(3), 'MB/s': (mb / plainS).toFixed(1), note: note(plain) },
      [`rg -P -c, ${patterns.length} rule patterns`]: { seconds: pcreS.toFixed(3), 'MB/s': (mb / pcreS).toFixed(1), note: note(pcre) },
      'personal-data classifier, file by file': {
        seconds: ownS.toFixed(3),
        'MB/s': (mb / ownS).toFixed(1),
        note: `${(plainS / ownS).toFixed(2)} of rg plain (goal 0.3), ${(pcreS / ownS).toFixed(2)} of rg -P; ${hits.length} hits, ${strongTotal} at >= 0.5`,
      },
    });
    console.log('hits at >= 0.5 by rule', strong);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv[2] ? Number(process.argv[2]) : undefined);
