// Searches through the API as the console runs them (POST /database/search, then GET pages until complete unless the
// start answered complete with its first page) on
// an index of a generated tree, beside GET /ping and beside the SQL the search runs for its first page (the same
// statement compiled as the server does, run here with better-sqlite3 on the server's database file, read-only):
// p50/p95 over repeated runs, and the goal of issue 17 (p95 ≤ 2× the SQL's p95 + 5 ms). Figures only.
// Run alone: node test/bench/search-api.mjs
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCollector, startBenchServer } from './api-server.mjs';
import { bundleServerModules } from './bundle.mjs';

/** The search compiler and the page SQL of a session, bundled inside the project so its packages resolve. */
function loadModules() {
  return bundleServerModules(
    'search-api',
    `export { compileStatement } from './server/search/compile';
        export { pageSql, countSql } from './server/search/session-page';
        export { registerTextFunctions } from './server/store/text-fold';
        export { parseStatement } from './sdk/api/search/index';
        export { sql } from 'kysely';
        export { default as Database } from 'better-sqlite3';`,
  );
}

/** The SQL of a search's first page as a root user's session runs it (hidden entry columns, default order) and its count. */
function firstPageSql(m, text) {
  const statement = m.parseStatement(text);
  const { query, columns } = m.compileStatement(statement, { scope: { all: true }, maxRows: 25000 });
  const inner = query
    .select(m.sql`e.entry_id`.as('__entry'))
    .select(m.sql`e.class_id`.as('__class'))
    .compile();
  const parentPath = columns.find(c => c.name === 'parentPath');
  const order = statement.orderBy.length === 0 && parentPath ? { field: 'parentPath', direction: 'asc', type: parentPath.type } : null;
  return { page: m.pageSql(inner, { order, offset: 0, limit: 100, tieBreak: ['__entry'] }), count: m.countSql(inner) };
}

const RUNS = Number(process.env.SEARCH_API_RUNS ?? 30);
const QUERIES = [
  ['name pattern, few hits', "SELECT name, size FROM STORE('/') WHERE name LIKE 'file1%.txt' LIMIT 100"],
  ['every file, many hits', "SELECT name, size, parentPath FROM STORE('/') WHERE classId = 'idxobject'"],
];

const stats = ms => {
  const s = [...ms].sort((a, b) => a - b);
  return { 'p50 ms': s[Math.floor(s.length / 2)].toFixed(1), 'p95 ms': s[Math.min(s.length - 1, Math.floor(s.length * 0.95))].toFixed(1) };
};

export async function run() {
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'fathom-search-api-'));
  const srv = await startBenchServer();
  try {
    for (let d = 0; d < 50; d++) {
      mkdirSync(join(work, `d${d}`), { recursive: true });
      for (let f = 0; f < 100; f++) writeFileSync(join(work, `d${d}`, `file${f}.txt`), `${d} ${f}`);
    }
    const collector = await findCollector(srv);
    await srv.post('/database/property', {
      objectId: collector.objectId,
      propertyId: 'PID_SOURCES',
      property: {
        services: [{ type: 'filesys', name: 'bench', mode: 'Source', parameters: {}, include: [{ path: work, signing: false, index: false }], exclude: [] }],
      },
    });
    await srv.put('/database/control', { objectId: collector.objectId, commandId: 'scan' });
    while ((await srv.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' })).current.length)
      await new Promise(r => setTimeout(r, 200));
    const rows = {};
    const ping = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await srv.get('/ping');
      ping.push(performance.now() - t);
    }
    rows['GET /ping (reference)'] = stats(ping);
    const m = loadModules();
    const db = new m.Database(join(srv.dataDir, 'fathom.db'), { readonly: true, fileMustExist: true });
    m.registerTextFunctions(db);
    const p95 = ms => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))];
    for (const [name, query] of QUERIES) {
      const { page, count } = firstPageSql(m, query);
      const statement = db.prepare(page.sql).raw(true);
      const counter = db.prepare(count.sql).raw(true);
      const sqlTimes = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        counter.get(...count.parameters);
        statement.all(...page.parameters);
        sqlTimes.push(performance.now() - t);
      }
      const times = [];
      let hits = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        // As the console: a search complete when it starts brings its first page; else the page is asked until complete.
        let page = await srv.post('/database/search', { query });
        while (!page.isComplete) {
          page = await srv.get('/database/search', { searchId: page.searchId, objectOffset: 0, objectLimit: 100 });
          if (!page.isComplete) await new Promise(r => setTimeout(r, 2));
        }
        times.push(performance.now() - t);
        hits = page.objectCount;
        await fetch(`${srv.api}/database/search?searchId=${page.searchId}`, { method: 'DELETE', headers: srv.headers });
      }
      rows[`${name} (${hits} rows), first page`] = { ...stats(times), 'goal p95 ms': (2 * p95(sqlTimes) + 5).toFixed(1) };
      rows[`  its SQL, first page (${name})`] = stats(sqlTimes);
    }
    db.close();
    console.log(`Searches through the API (start, then pages until complete), ${RUNS} runs each, index of 5,000 files`);
    console.table(rows);
  } finally {
    srv.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
