// Searches through the API as the console runs them (POST /database/search, then GET pages until complete) on
// an index of a generated tree, beside GET /ping: p50/p95 over repeated runs. Figures only.
// Run alone: node test/bench/search-api.mjs
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './api-server.mjs';

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
    let level = [srv.homeId];
    let collector;
    while (!collector && level.length) {
      const next = [];
      for (const id of level)
        for (const o of (await srv.get('/database/children', { parentId: id })).objects) {
          if (o.classId === 'appagt') collector = o;
          else if (o.hasChildren) next.push(o.objectId);
        }
      level = next;
    }
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
    for (const [name, query] of QUERIES) {
      const times = [];
      let hits = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const started = await srv.post('/database/search', { query });
        let page;
        for (;;) {
          page = await srv.get('/database/search', { searchId: started.searchId, objectOffset: 0, objectLimit: 100 });
          if (page.isComplete) break;
          await new Promise(r => setTimeout(r, 2));
        }
        times.push(performance.now() - t);
        hits = page.objectCount;
        await fetch(`${srv.api}/database/search?searchId=${started.searchId}`, { method: 'DELETE', headers: srv.headers });
      }
      rows[`${name} (${hits} rows), first page`] = stats(times);
    }
    console.log(`Searches through the API (start, then pages until complete), ${RUNS} runs each, index of 5,000 files`);
    console.table(rows);
  } finally {
    srv.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
