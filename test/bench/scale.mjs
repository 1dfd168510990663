// Scale: an index of SCALE_BENCH_ROWS (1,000,000) files on SQLite and on PostgreSQL (a fresh schema of
// FATHOM_BENCH_PG_URL or FATHOM_TEST_PG_URL; skipped with a note when neither answers), each in a real server
// (bin/fathom.js start) as a user runs it:
//  1. the index is filled by the project's own index writer (IndexWriter, the calls a scan makes: metadata
//     rows per directory batch, then hash, text and classifications), from a generated listing (realistic
//     names, sizes, dates, owners, content words); then duplicates are counted and the PID_STATS roll-ups
//     rebuilt as the end of a scan does. Scanning 1,000,000 real files would take too long on a small machine;
//  2. searches through the API (POST /database/search, then GET pages until complete) beside the SQL the
//     server runs for the first page (page + count, compiled as the server compiles them, run directly on the
//     same database): p50/p95 and the goal p95 ≤ 2× the SQL's p95 + 5 ms;
//  3. the dashboard's PID_STATS of the collector node (1,000,000 files below it) through the API, goal ≤ 50 ms;
//  4. stage 1 of a scan (names and metadata indexed) of a real tree (BENCH_TREE, else /usr/share) in entries/s,
//     into each store, beside `find -printf` (SCALE_BENCH_SCAN=off leaves it out).
// Figures only; never passes or fails on time. Run alone: npm run bench -- scale (or node test/bench/scale.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBenchServer } from './api-server.mjs';
import { bundleServerModules } from './bundle.mjs';
import { prng } from './prng.mjs';

const ROWS = Number(process.env.SCALE_BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.SCALE_BENCH_RUNS ?? 20);
const PG_URL = process.env.FATHOM_BENCH_PG_URL || process.env.FATHOM_TEST_PG_URL;
const TREE = process.env.BENCH_TREE || '/usr/share';
const SERVICE = 'bench';
const FILES_PER_DIR = 50;

const QUERIES = [
  ['name pattern', "SELECT name, size, parentPath FROM STORE('/') WHERE name LIKE 'report-12%.pdf'"],
  [
    'size + date range',
    "SELECT name, size, modifyTime FROM STORE('/') WHERE size BETWEEN 1000000 AND 1100000 AND modifyTime BETWEEN '2023-06-01' AND '2023-06-30'",
  ],
  ['content word', "SELECT name, size FROM STORE('/') WHICH CONTAIN 'iban'"],
  ['content phrase', "SELECT name, size FROM STORE('/') WHICH CONTAIN PHRASE('credit card number')"],
  ['GROUP BY', "SELECT extension, COUNT(*) AS files, SUM(size) AS bytes FROM STORE('/') WHERE classId = 'idxobject' GROUP BY extension"],
];

export function loadModules() {
  return bundleServerModules(
    'scale',
    `export { openIndexDb } from './server/store/index-db';
        export { IndexWriter, recomputeDuplicates } from './server/index/writer';
        export { rebuildStatsRollups, markStatsStale } from './server/index/stats-rollup';
        export { compileStatement } from './server/search/compile';
        export { pageSql, countSql } from './server/search/session-page';
        export { registerTextFunctions } from './server/store/text-fold';
        export { parseStatement } from './sdk/api/search/index';
        export { SEARCH_LIMITS } from './sdk/api/search-wire';
        export { sql } from 'kysely';
        export { default as Database } from 'better-sqlite3';`,
  );
}

const COMMON = (
  'the of and to in a is for on that by this with from at as be are was it or an will not have has which our your all ' +
  'invoice customer address phone payment order budget policy project review meeting report contract draft salary holiday ' +
  'account bank total amount date page record team plan quarter sales price service product delivery'
).split(' ');
const EXTS = ['pdf', 'docx', 'xlsx', 'txt', 'jpg', 'png', 'pptx', 'csv', 'zip', 'eml', 'log', 'json'];
const STEMS = ['report', 'invoice', 'notes', 'IMG', 'budget', 'contract', 'minutes', 'scan', 'export', 'draft'];
const OWNERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'root'];
const MODES = ['rw-r--r--', 'rw-rw-r--', 'rw-------', 'rwxr-xr-x'];
const CLASSES = ['PII', 'PCI', 'HR', 'Confidential'];
const NOW_MS = Date.now();
const DAY_MS = 86400_000;

/** Directories of the generated listing: /data/deptD/projectP/partN, FILES_PER_DIR files each. */
function directories(n) {
  const dirs = [];
  for (let i = 0; dirs.length < n; i++) dirs.push(`/data/dept${i % 40}/project${Math.floor(i / 40) % 250}/part${Math.floor(i / 10_000)}`);
  return dirs;
}

const walkEntry = (path, isDirectory, size, modifyTime, createTime, accessTime, owner, mode) => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  isDirectory,
  size,
  createTime,
  modifyTime,
  accessTime,
  owner,
  mode,
});

/**
 * Writes the files of some directories (each [path, entry id, index of its first file]) as a scan writes them:
 * IndexWriter.add per file (metadata, hash, text, classifications; the hash marked for duplicate counting, as a
 * collector's upload writes it), one transaction per 20 directories that marks the node's roll-ups stale. Every directory
 * draws from its own seed, so the index is the same however the directories are shared out.
 */
function writeFiles(m, target, nodeId, dirs) {
  const db = m.openIndexDb(target);
  const writer = new m.IndexWriter(db, nodeId, SERVICE, null);
  let texts = 0;
  const batch = db.transaction(list => {
    for (const [dir, dirId, first] of list) {
      const r = prng(first + 1);
      const pick = xs => xs[Math.floor(r() * xs.length)];
      for (let i = first + 1; i <= Math.min(first + FILES_PER_DIR, ROWS); i++) {
        const ext = pick(EXTS);
        const modified = NOW_MS - Math.floor(r() ** 2 * 6 * 365) * DAY_MS - Math.floor(r() * DAY_MS);
        // Mostly small files, some large: sizes spread over 0 B .. ~20 MB.
        const size = Math.floor(Math.exp(r() * 16.8));
        const created = modified - Math.floor(r() * 365) * DAY_MS;
        const accessed = modified + Math.floor(r() * (NOW_MS - modified));
        const entry = walkEntry(`${dir}/${pick(STEMS)}-${i}.${ext}`, false, size, modified, created, accessed, pick(OWNERS), pick(MODES));
        // One file in 50 has a copy somewhere (the same content hash as another file).
        const hash = (i % 50 === 0 ? i - 7 : i).toString(16).padStart(64, '0');
        const content = { hash, extractStatus: null };
        if (i % 10 === 3) {
          // One file in ten has text: common words, 'iban' in ~1 text in 20, the phrase in ~1 in 50.
          const words = Array.from({ length: 40 + Math.floor(r() * 200) }, () => pick(COMMON));
          if (r() < 0.05) words.splice(Math.floor(r() * words.length), 0, 'iban');
          if (r() < 0.02) words.splice(Math.floor(r() * words.length), 0, 'credit', 'card', 'number');
          content.text = words.join(' ');
          texts++;
        }
        if (i % 10 === 0)
          content.classifications = [
            { classification: pick(CLASSES), ruleId: 'rule-1', confidence: Math.round(r() * 100) / 100, hitCount: 1 + Math.floor(r() * 5) },
          ];
        writer.add(entry, dirId, content);
      }
    }
    m.markStatsStale(db, nodeId);
  });
  for (let d = 0; d < dirs.length; d += 20) batch(dirs.slice(d, d + 20));
  db.close();
  return texts;
}

/**
 * Fills a SQLite index with ROWS files: the directories first (IndexWriter, parents before children), then the
 * files (writeFiles); then the dirty hashes are counted and the roll-ups rebuilt, as a scan ends.
 */
export function fill(m, target, nodeId) {
  const t0 = performance.now();
  const db = m.openIndexDb(target);
  const writer = new m.IndexWriter(db, nodeId, SERVICE, null);
  const dirIds = new Map();
  const dirOf = path => {
    if (dirIds.has(path)) return dirIds.get(path);
    const parent = path.lastIndexOf('/') > 0 ? dirOf(path.slice(0, path.lastIndexOf('/'))) : null;
    const t = NOW_MS - 30 * DAY_MS;
    const id = writer.write(walkEntry(path, true, 0, t, t, NOW_MS, 'root', 'rwxr-xr-x'), parent);
    dirIds.set(path, id);
    return id;
  };
  const dirs = [];
  db.transaction(() => {
    directories(Math.ceil(ROWS / FILES_PER_DIR)).forEach((dir, n) => dirs.push([dir, dirOf(dir), n * FILES_PER_DIR]));
    m.markStatsStale(db, nodeId);
  })();
  const texts = writeFiles(m, target, nodeId, dirs);
  const written = performance.now();
  m.recomputeDuplicates(db);
  const counted = performance.now();
  m.rebuildStatsRollups(db, nodeId);
  const rolled = performance.now();
  db.close();
  return {
    texts,
    directories: dirIds.size,
    writeS: (written - t0) / 1000,
    duplicatesS: (counted - written) / 1000,
    rollupS: (rolled - counted) / 1000,
  };
}

const ENTRY_COLUMNS = (
  'entry_id node_id service class_id parent_entry_id name parent_path extension mime_type size create_time modify_time access_time ' +
  'store_time os_owner permissions content_hash dup_count signature category is_deleted extract_status extract_message user_tags scan_id modify_ms reclassify'
).split(' ');
const COPIED = [
  ['idx_entries', ENTRY_COLUMNS],
  ['idx_classifications', ['entry_id', 'classification', 'rule_id', 'confidence', 'hit_count']],
  ['idx_content', ['rowid', 'text']],
];

/**
 * PostgreSQL gets the very rows the writer put into SQLite, in multi-row INSERTs of 1,000: its writer path (one
 * statement and round trip per row) runs at a few hundred files/s on this machine, over half an hour for a million
 * (its rate is the scan figure below). Then the roll-ups are rebuilt there as a scan's end does (ANALYZE first).
 */
async function copyToPostgres(m, sqliteFile, databaseUrl, nodeId) {
  const t0 = performance.now();
  const lite = new m.Database(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const [table, columns] of COPIED) {
      const rows = lite
        .prepare(`SELECT ${columns.join(', ')} FROM ${table}`)
        .raw(true)
        .iterate();
      let batch = [];
      const flush = async () => {
        if (!batch.length) return;
        const values = batch.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, batch.flat());
        batch = [];
      };
      const nodeAt = columns.indexOf('node_id');
      for (const row of rows) {
        // The PostgreSQL server's collector has an id of its own.
        if (nodeAt >= 0) row[nodeAt] = nodeId;
        batch.push(row.map(v => (typeof v === 'bigint' ? v.toString() : v)));
        if (batch.length === 1000) await flush();
      }
      await flush();
    }
    await client.query("SELECT setval(pg_get_serial_sequence('idx_entries', 'entry_id'), (SELECT MAX(entry_id) FROM idx_entries))");
    await client.query('COMMIT');
  } finally {
    lite.close();
    await client.end();
  }
  const copied = performance.now();
  const db = m.openIndexDb({ dbFile: '', databaseUrl });
  m.rebuildStatsRollups(db, nodeId);
  db.close();
  return { copyS: (copied - t0) / 1000, rollupS: (performance.now() - copied) / 1000 };
}

const pct = (ms, p) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
const fmt = x => +x.toFixed(1);

async function timeRuns(fn) {
  await fn(); // warm
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms;
}

/** The SQL a search runs for its first page, as the server compiles it for a root user (session.ts). */
export function firstPageSql(m, text, postgres) {
  const statement = m.parseStatement(text);
  const dialect = postgres ? 'postgres' : 'sqlite';
  const compiled = maxRows => m.compileStatement(statement, { scope: { all: true }, maxRows, dialect });
  const { query, columns } = compiled(m.SEARCH_LIMITS.maxResults);
  const grouped = statement.groupBy.length > 0;
  const withKeys = q => (grouped ? q : q.select(m.sql`e.entry_id`.as('__entry')).select(m.sql`e.class_id`.as('__class')));
  const inner = withKeys(query).compile();
  const parentPath = columns.find(c => c.name === 'parentPath');
  const order = statement.orderBy.length === 0 && parentPath ? { field: 'parentPath', direction: 'asc', type: parentPath.type } : null;
  const tieBreak = grouped ? columns.map(c => c.name) : ['__entry'];
  return {
    page: m.pageSql(inner, { order, offset: 0, limit: m.SEARCH_LIMITS.pageSize, tieBreak, postgres }),
    count: m.countSql(inner),
    // Past maxResults rows the server counts the whole statement too.
    all: m.countSql(withKeys(compiled(undefined).query).compile()),
  };
}

/** Runs SQL directly: better-sqlite3 on the server's file (read-only), or a pg client in the server's schema. */
async function rawRunner(m, srv, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { run: async q => (await client.query({ text: q.sql, values: q.parameters, rowMode: 'array' })).rows, close: () => client.end() };
  }
  const db = new m.Database(join(srv.dataDir, 'fathom.db'), { readonly: true, fileMustExist: true });
  m.registerTextFunctions(db);
  return {
    run: async q =>
      db
        .prepare(q.sql)
        .raw(true)
        .all(...q.parameters),
    close: () => db.close(),
  };
}

async function collectorOf(srv) {
  let level = [srv.homeId];
  while (level.length) {
    const next = [];
    for (const id of level)
      for (const o of (await srv.get('/database/children', { parentId: id })).objects) {
        if (o.classId === 'appagt') return o;
        if (o.hasChildren) next.push(o.objectId);
      }
    level = next;
  }
  throw new Error('no collector node in the tree');
}

async function searchFigures(m, srv, databaseUrl) {
  const raw = await rawRunner(m, srv, databaseUrl);
  const rows = {};
  try {
    for (const [label, text] of QUERIES) {
      const { page, count, all } = firstPageSql(m, text, !!databaseUrl);
      const sqlTimes = await timeRuns(async () => {
        const n = Number((await raw.run(count))[0][0]);
        await raw.run(page);
        if (n >= m.SEARCH_LIMITS.maxResults) await raw.run(all);
      });
      let hits = 0;
      const started = [];
      // As the console: a search complete when it starts brings its first page; else the page is asked until complete.
      const apiTimes = await timeRuns(async () => {
        let got = await srv.post('/database/search', { query: text });
        started.push(got.searchId);
        while (!got.isComplete) {
          got = await srv.get('/database/search', { searchId: got.searchId, objectOffset: 0, objectLimit: m.SEARCH_LIMITS.pageSize });
          if (!got.isComplete) await new Promise(r => setTimeout(r, 2));
        }
        hits = got.totalCount ?? got.objectCount;
      });
      // Ended after the timing (a search ended by its owner's next ones would not be measured otherwise).
      for (const id of started) await fetch(`${srv.api}/database/search?searchId=${id}`, { method: 'DELETE', headers: srv.headers });
      const goal = 2 * pct(sqlTimes, 95) + 5;
      rows[label] = {
        rows: hits,
        'API p50 ms': fmt(pct(apiTimes, 50)),
        'API p95 ms': fmt(pct(apiTimes, 95)),
        'SQL p50 ms': fmt(pct(sqlTimes, 50)),
        'SQL p95 ms': fmt(pct(sqlTimes, 95)),
        'goal p95 ms': fmt(goal),
        met: pct(apiTimes, 95) <= goal ? 'yes' : 'no',
      };
    }
  } finally {
    await raw.close();
  }
  return rows;
}

async function statsFigures(srv, objectId) {
  const times = await timeRuns(() => srv.get('/database/property', { objectId, propertyId: 'PID_STATS' }));
  const stats = await srv.get('/database/property', { objectId, propertyId: 'PID_STATS' });
  return { files: stats.totals?.files ?? '', 'p50 ms': fmt(pct(times, 50)), 'p95 ms': fmt(pct(times, 95)), met: pct(times, 95) <= 50 ? 'yes' : 'no' };
}

/** Stage 1 of a scan of the tree through the API: entries/s until names are indexed (polls the task's phase). */
async function scanFigures(srv, collector) {
  await srv.post('/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [{ type: 'filesys', name: 'tree', mode: 'Source', parameters: {}, include: [{ path: TREE, signing: false, index: false }], exclude: [] }],
    },
  });
  const status = () => srv.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' }).catch(() => null);
  const t0 = performance.now();
  await srv.put('/database/control', { objectId: collector.objectId, commandId: 'scan' });
  for (;;) {
    const s = await status();
    const cur = s?.current?.[0];
    const done = s && !cur && s.history?.length;
    if ((cur?.progress?.phase && cur.progress.phase !== 'walk') || done) {
      const seconds = (performance.now() - t0) / 1000;
      const p = cur?.progress ?? s.history[0].progress ?? {};
      const entries = (p.files ?? 0) + (p.directories ?? 0);
      if (cur) await srv.put('/database/control', { objectId: collector.objectId, commandId: 'cancel' }).catch(() => {});
      return { entries, seconds: fmt(seconds), 'entries/s': Math.round(entries / seconds) };
    }
    await new Promise(res => setTimeout(res, 50));
  }
}

async function freshSchema() {
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    url: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

async function pgReachable() {
  if (!PG_URL) return false;
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Stage 1 of a scan of the tree into a store, on a server of its own with an empty index. */
async function scanStore(label, databaseUrl, out) {
  const srv = await startBenchServer({ databaseUrl });
  try {
    out.scan[`scan stage 1 into ${label}`] = await scanFigures(srv, await collectorOf(srv));
  } finally {
    await srv.stop();
  }
}

/** PID_STATS, then search figures of one server whose index is filled; each table printed as soon as measured. */
async function measure(m, srv, label, collector, databaseUrl) {
  const ping = await timeRuns(() => srv.get('/ping'));
  const reference = { 'p50 ms': fmt(pct(ping, 50)), 'p95 ms': fmt(pct(ping, 95)) };
  console.log(`\nDashboard PID_STATS through the API on ${label} (${RUNS} runs each; goal p95 ≤ 50 ms)`);
  console.table({
    'GET /ping (reference)': reference,
    'PID_STATS of the collector': await statsFigures(srv, collector.objectId),
    'PID_STATS of HOME': await statsFigures(srv, srv.homeId),
  });
  const searches = await searchFigures(m, srv, databaseUrl);
  console.log(
    `\nSearches through the API on ${label} (start, then pages until complete; ${RUNS} runs each) beside their first page's SQL run directly (count + page)`,
  );
  console.table({ 'GET /ping (reference)': { rows: '', 'API p50 ms': reference['p50 ms'], 'API p95 ms': reference['p95 ms'] }, ...searches });
}

/**
 * A server started once to create and seed its store, stopped while the index is filled (a fill holds long write
 * transactions the server's own writes would wait on), then started again on it for the figures.
 */
async function filledServer(databaseUrl, fillIndex) {
  const first = await startBenchServer({ databaseUrl });
  const collector = await collectorOf(first);
  await first.stop({ keep: true });
  const filled = await fillIndex(first.dataDir, collector.objectId);
  return { srv: await startBenchServer({ databaseUrl, dataDir: first.dataDir }), collector, filled };
}

/** The 1M index on SQLite (filled by the writer), then the same rows on PostgreSQL, each measured in its server. */
async function scaleStores(m, pgUrl) {
  const lite = await filledServer(undefined, (dataDir, nodeId) => fill(m, { dbFile: join(dataDir, 'fathom.db') }, nodeId));
  const dbFile = join(lite.srv.dataDir, 'fathom.db');
  try {
    const f = lite.filled;
    console.log(
      `SQLite: ${ROWS.toLocaleString('en')} files in ${f.directories.toLocaleString('en')} directories (${f.texts.toLocaleString('en')} with text, ` +
        `${(ROWS / 10).toLocaleString('en')} classified, 1 in 50 with a copy) written by IndexWriter in ${f.writeS.toFixed(0)} s (${Math.round(ROWS / f.writeS).toLocaleString('en')} files/s), ` +
        `duplicates counted in ${f.duplicatesS.toFixed(1)} s, PID_STATS roll-ups rebuilt in ${f.rollupS.toFixed(1)} s`,
    );
    await measure(m, lite.srv, 'SQLite', lite.collector, undefined);
    await lite.srv.stop({ keep: true });
    if (!pgUrl) return;
    const pgSide = await filledServer(pgUrl, (_, nodeId) => copyToPostgres(m, dbFile, pgUrl, nodeId));
    try {
      const c = pgSide.filled;
      console.log(
        `PostgreSQL: the same rows copied from the SQLite index in ${c.copyS.toFixed(0)} s (multi-row INSERTs), then ANALYZE + PID_STATS roll-ups rebuilt in ${c.rollupS.toFixed(1)} s`,
      );
      await measure(m, pgSide.srv, 'PostgreSQL', pgSide.collector, pgUrl);
    } finally {
      await pgSide.srv.stop();
    }
  } finally {
    await lite.srv.stop();
  }
}

/** SCALE_BENCH_MEASURE_PG: the figures of a schema a run left filled (SCALE_BENCH_KEEP=on), by a server of this code. */
async function measureKept(m, url) {
  const srv = await startBenchServer({ databaseUrl: url });
  try {
    await measure(m, srv, 'PostgreSQL (kept schema)', await collectorOf(srv), url);
  } finally {
    await srv.stop();
  }
}

export async function run() {
  const m = loadModules();
  if (process.env.SCALE_BENCH_MEASURE_PG) return measureKept(m, process.env.SCALE_BENCH_MEASURE_PG);
  const out = { notes: [], scan: {} };
  const find = (() => {
    const t = performance.now();
    const n = Number(
      spawnSync('sh', ['-c', `find '${TREE}' -printf '%p %s %T@ %u %m\\n' 2>/dev/null | wc -l`])
        .stdout.toString()
        .trim(),
    );
    const s = (performance.now() - t) / 1000;
    return { entries: n, seconds: fmt(s), 'entries/s': Math.round(n / s) };
  })();
  const postgres = await pgReachable();
  if (!postgres) out.notes.push(`PostgreSQL skipped: not reachable (FATHOM_BENCH_PG_URL / FATHOM_TEST_PG_URL = ${PG_URL ?? 'unset'})`);
  const stores = [['SQLite', undefined]];
  const schemas = [];
  if (postgres) {
    const s = await freshSchema();
    schemas.push(s);
    stores.push(['PostgreSQL', s.url]);
  }
  try {
    out.scan[`find -printf ${TREE} (reference)`] = find;
    if (process.env.SCALE_BENCH_SCAN !== 'off') {
      for (const [label, url] of stores) await scanStore(label, url, out);
      console.log(`Scan stage 1 (names and metadata indexed) of ${TREE} through the API, beside find`);
      console.table(out.scan);
    }
    for (const n of out.notes) console.log(n);
    let scaleUrl;
    if (postgres) {
      // The scan left its rows in the first schema: the 1M index gets one of its own.
      const s = await freshSchema();
      schemas.push(s);
      scaleUrl = s.url;
    }
    if (process.env.SCALE_BENCH_ROWS !== '0') await scaleStores(m, scaleUrl);
  } finally {
    // SCALE_BENCH_KEEP=on leaves the schemas for EXPLAIN ANALYZE afterwards.
    if (process.env.SCALE_BENCH_KEEP === 'on') console.log(`Kept: ${schemas.map(s => s.url).join(' ')}`);
    else for (const s of schemas) await s.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
