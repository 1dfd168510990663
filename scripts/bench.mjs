// npm run bench: prints figures beside a reference run in the same process; never passes or fails on time.
// Sections: bundle sizes, API requests/s (beside GET /ping), then every test/bench/*.mjs module's run().
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

const only = process.argv.slice(2);
const want = name => only.length === 0 || only.includes(name);

function freePort() {
  return new Promise(res => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => res(port)); }); });
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', String(port), '--data-dir', dataDir, '--root-password', 'Bench#Pass1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((res, rej) => {
    let buf = '';
    child.stdout.on('data', d => { buf += d; if (buf.includes('Fathom listening on')) res(); });
    child.on('exit', code => rej(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); } };
}

async function rps(url, headers) {
  const r = await autocannon({ url, headers, connections: 10, duration: 5 });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function apiBench() {
  const srv = await startServer();
  try {
    const api = `${srv.url}/server/api/v3`;
    const login = await (await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'root', password: 'Bench#Pass1' }) })).json();
    const token = login.data.token; const home = login.data.homeId;
    const headers = { authorization: `Bearer ${token}` };
    const rows = [
      ['GET /ping (reference)', await rps(`${api}/ping`, headers)],
      ['GET /database/object', await rps(`${api}/database/object?objectId=${home}`, headers)],
      ['GET /database/children', await rps(`${api}/database/children?parentId=${home}`, headers)],
    ];
    console.log('\nAPI throughput (10 connections, 5 s each)');
    console.table(Object.fromEntries(rows.map(([k, v]) => [k, v])));
  } finally { srv.stop(); }
}

if (want('bundle')) {
  console.log('Bundle sizes');
  spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
}
if (want('api')) await apiBench();
const benchDir = resolve('test/bench');
for (const f of readdirSync(benchDir).filter(f => f.endsWith('.mjs')).sort()) {
  const name = f.replace(/\.mjs$/, '');
  if (!want(name)) continue;
  const mod = await import(pathToFileURL(join(benchDir, f)).href);
  if (typeof mod.run === 'function') { console.log(`\n== ${name} ==`); await mod.run(); }
}
