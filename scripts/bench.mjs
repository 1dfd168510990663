// npm run bench: prints figures beside a reference run in the same process; never passes or fails on time.
// Sections: bundle sizes, API requests/s (beside GET /ping), then every test/bench/*.mjs module's run()
// (api-during-scan: API latency while a scan runs beside idle, GET /database/children req/s beside /ping; scale:
// 1,000,000 indexed files on SQLite and PostgreSQL). One section alone: npm run bench -- scale.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from '../test/bench/api-server.mjs';

const only = process.argv.slice(2);
const want = name => only.length === 0 || only.includes(name);

async function rps(url, headers) {
  const r = await autocannon({ url, headers, connections: 10, duration: 5 });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function apiBench() {
  const srv = await startBenchServer();
  try {
    const { api, headers, homeId: home } = srv;
    const rows = [
      ['GET /ping (reference)', await rps(`${api}/ping`, headers)],
      ['GET /database/object', await rps(`${api}/database/object?objectId=${home}`, headers)],
      ['GET /database/children', await rps(`${api}/database/children?parentId=${home}`, headers)],
    ];
    console.log('\nAPI throughput (10 connections, 5 s each)');
    console.table(Object.fromEntries(rows.map(([k, v]) => [k, v])));
  } finally {
    srv.stop();
  }
}

if (want('bundle')) {
  console.log('Bundle sizes');
  spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
}
if (want('api')) await apiBench();
const benchDir = resolve('test/bench');
for (const f of readdirSync(benchDir)
  .filter(f => f.endsWith('.mjs'))
  .sort()) {
  const name = f.replace(/\.mjs$/, '');
  if (!want(name)) continue;
  const mod = await import(pathToFileURL(join(benchDir, f)).href);
  if (typeof mod.run === 'function') {
    console.log(`\n== ${name} ==`);
    await mod.run();
  }
}
