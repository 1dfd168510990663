// Search statements on a 1,000,000-entry index: p50/p95 of each statement run through the compiled kysely query,
// beside the very SQL it compiles to run directly with better-sqlite3 (same database, same run), plus the time
// to parse and compile. Figures only; never passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServerModules } from './bundle.mjs';
import { prng } from './prng.mjs';

const ROWS = Number(process.env.SEARCH_BENCH_ROWS ?? 1_000_000);
const TEXT_ROWS = Math.round(ROWS / 10);
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 25);

const STATEMENTS = [
  ['name pattern', "SELECT objectId, name, parentPath, size FROM STORE('/') WHERE name LIKE 'report-12%.pdf' ORDER BY name LIMIT 100"],
  [
    'size + date range',
    "SELECT objectId, name, size, modifyTime FROM STORE('/') WHERE size BETWEEN 1000000 AND 1100000 AND modifyTime BETWEEN '2023-06-01' AND '2023-06-30' LIMIT 100",
  ],
  ['classification', "SELECT objectId, name, classification FROM STORE('/') WHERE classification = 'PCI' AND confidence > 0.9 LIMIT 100"],
  // Every name read (nothing matches): plain LIKE, beside the same match with a letter beyond ASCII, which folds each
  // name in a SQL function (unicode_fold).
  ['name contains, all read', "SELECT objectId, name FROM STORE('/') WHERE name CONTAINS 'port-x' LIMIT 100"],
  ['name contains beyond ASCII, all read', "SELECT objectId, name FROM STORE('/') WHERE name CONTAINS 'pört-x' LIMIT 100"],
  ['content word', "SELECT objectId, name FROM STORE('/') WHICH CONTAIN 'iban' LIMIT 100"],
  ['content phrase', "SELECT objectId, name FROM STORE('/') WHICH CONTAIN PHRASE('credit card number') LIMIT 100"],
];

function loadModules() {
  return bundleServerModules(
    'search',
    `export { openStore } from './server/store/db';
        export { compileStatement, explain } from './server/search/compile';
        export { parseStatement } from './sdk/api/search/index';`,
  );
}

const WORDS = (
  'the of and to in invoice credit card number bank account iban swift salary contract draft secret report holiday meeting ' +
  'customer address phone payment order budget policy project review'
).split(' ');
const EXTS = ['pdf', 'docx', 'xlsx', 'txt', 'jpg', 'png', 'pptx', 'csv', 'zip', 'eml'];
const STEMS = ['report', 'invoice', 'notes', 'IMG', 'budget', 'contract', 'minutes', 'scan', 'export', 'draft'];
const DAY0 = Date.UTC(2024, 0, 1) / 1000;

function load(sqlite) {
  const r = prng(42);
  const pick = xs => xs[Math.floor(r() * xs.length)];
  const indexes = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('idx_entries', 'idx_classifications') AND sql IS NOT NULL")
    .all();
  for (const ix of indexes) sqlite.exec(`DROP INDEX ${ix.name}`);
  const entry = sqlite.prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, name, parent_path, extension, size, create_time,
    modify_time, access_time, store_time, os_owner, dup_count, category, is_deleted) VALUES (?, ?, 'share', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0)`);
  const cls = sqlite.prepare('INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, ?, ?, ?, ?)');
  const text = sqlite.prepare('INSERT INTO idx_content (rowid, text) VALUES (?, ?)');
  const dirs = Array.from({ length: 2000 }, (_, i) => `/data/dept${i % 40}/project${i}`);
  const t0 = performance.now();
  sqlite.transaction(() => {
    for (let i = 1; i <= ROWS; i++) {
      const ext = pick(EXTS);
      entry.run(
        i,
        `n${i % 4}`,
        'idxobject',
        `${pick(STEMS)}-${i}.${ext}`,
        pick(dirs),
        ext,
        Math.floor(r() * 20_000_000),
        DAY0 - Math.floor(r() * 5 * 365 * 86400),
        DAY0 - Math.floor(r() * 2 * 365 * 86400),
        DAY0 - Math.floor(r() * 365 * 86400),
        DAY0,
        pick(['alice', 'bob', 'carol', 'dave']),
        pick(['Documents', 'Images', 'Spreadsheets']),
      );
      if (i % 10 === 0) cls.run(i, pick(['PII', 'PCI', 'HR']), 'rule-1', Math.round(r() * 100) / 100, 1 + Math.floor(r() * 5));
      if (i % 10 === 3) text.run(i, Array.from({ length: 40 + Math.floor(r() * 200) }, () => pick(WORDS)).join(' '));
    }
  })();
  const loaded = performance.now();
  for (const ix of indexes) sqlite.exec(ix.sql);
  sqlite.exec('ANALYZE');
  return { loadMs: loaded - t0, indexMs: performance.now() - loaded };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function time(fn) {
  for (let i = 0; i < 2; i++) await fn();
  const ms = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows = (await fn()).length;
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p95: pct(ms, 95), rows };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'fathom-search-bench-'));
  try {
    const m = loadModules();
    const store = await m.openStore({ filename: join(dir, 'index.db') });
    const { loadMs, indexMs } = load(store.sqlite);
    console.log(
      `index: ${ROWS.toLocaleString('en')} entries, ${TEXT_ROWS.toLocaleString('en')} with text, ${(ROWS / 10).toLocaleString('en')} classified; ` +
        `bulk load ${(loadMs / 1000).toFixed(1)} s (${Math.round(ROWS / (loadMs / 1000)).toLocaleString('en')} entries/s), indexes ${(indexMs / 1000).toFixed(1)} s; ${RUNS} runs each`,
    );
    const table = {};
    for (const [label, text] of STATEMENTS) {
      const compileOnce = () => m.compileStatement(m.parseStatement(text), { scope: { all: true }, db: store.db, now: DAY0 });
      const { query } = compileOnce();
      const compileTimes = Array.from({ length: 20 }, () => {
        const t = performance.now();
        compileOnce().query.compile();
        return performance.now() - t;
      }).sort((a, b) => a - b);
      const compileMs = pct(compileTimes, 50);
      const { sql, parameters } = query.compile();
      const raw = store.sqlite.prepare(sql);
      const viaKysely = await time(() => query.execute());
      const direct = await time(() => raw.all(...parameters));
      table[label] = {
        'parse+compile ms': +compileMs.toFixed(2),
        'p50 ms': +viaKysely.p50.toFixed(2),
        'p95 ms': +viaKysely.p95.toFixed(2),
        'raw SQL p50 ms': +direct.p50.toFixed(2),
        'raw SQL p95 ms': +direct.p95.toFixed(2),
        rows: viaKysely.rows,
      };
    }
    // The LIKE prefix optimisation needs a NOCASE index (SQLite's LIKE ignores ASCII case): what it would give.
    store.sqlite.exec('CREATE INDEX bench_name_nocase ON idx_entries (name COLLATE NOCASE)');
    {
      const [label, text] = STATEMENTS[0];
      const { query } = m.compileStatement(m.parseStatement(text), { scope: { all: true }, db: store.db, now: DAY0 });
      const { sql, parameters } = query.compile();
      const raw = store.sqlite.prepare(sql);
      const viaKysely = await time(() => query.execute());
      const direct = await time(() => raw.all(...parameters));
      table[`${label}, name NOCASE index`] = {
        'parse+compile ms': table[label]['parse+compile ms'],
        'p50 ms': +viaKysely.p50.toFixed(2),
        'p95 ms': +viaKysely.p95.toFixed(2),
        'raw SQL p50 ms': +direct.p50.toFixed(2),
        'raw SQL p95 ms': +direct.p95.toFixed(2),
        rows: viaKysely.rows,
      };
    }
    console.table(table);
    for (const [label, text] of STATEMENTS) {
      const { sql, parameters } = m.explain(m.parseStatement(text), { scope: { all: true }, now: DAY0 });
      const plan = store.sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map(r => r.detail)
        .join('; ');
      console.log(`${label}:\n  ${sql}\n  plan: ${plan}`);
    }
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
