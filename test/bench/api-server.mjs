// A Fathom server in its own process, as a user runs it (bin/fathom.js start), for the API figures of the bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PASSWORD = 'Bench#Pass1';

function freePort() {
  return new Promise(res => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/**
 * Starts a server on a fresh data directory and signs in as root: { url, api, headers, homeId, get, post, put, pid, dataDir, stop }.
 * databaseUrl: a postgres:// URL for the store (FATHOM_DATABASE_URL), else the SQLite file in the data directory;
 * dataDir: an existing data directory to start on (a fresh one by default).
 */
export async function startBenchServer({ databaseUrl, dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-')) } = {}) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: options for the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(ROOT, 'bin/fathom.js'), 'start', '--port', String(port), '--data-dir', dataDir, '--root-password', PASSWORD],
    {
      cwd: ROOT,
      env: { ...process.env, FATHOM_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((res, rej) => {
    let buf = '';
    child.stdout.on('data', d => {
      buf += d;
      if (buf.includes('Fathom listening on')) res();
    });
    child.on('exit', code => rej(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  let stopping = false;
  // A server that ends before it is stopped says how (the request that meets it only sees a closed socket).
  child.once('exit', (code, signal) => stopping || process.stderr.write(`bench server ${child.pid} ended early: ${signal ?? `exit code ${code}`}\n`));
  const url = `http://127.0.0.1:${port}`;
  const api = `${url}/server/api/v3`;
  const login = await (
    await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'root', password: PASSWORD }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  const call = async (method, path, payload) => {
    const query =
      method === 'GET' && payload ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}` : '';
    const res = await fetch(`${api}${path}${query}`, {
      method,
      headers: { ...headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      body: method === 'GET' ? undefined : JSON.stringify(payload ?? {}),
    });
    const body = await res.json();
    if (body.status !== 'ok' && body.status !== undefined && body.error) throw new Error(`${method} ${path}: ${body.error.name}: ${body.error.message}`);
    return body.data;
  };
  return {
    url,
    api,
    headers,
    homeId: login.data.homeId,
    pid: child.pid,
    dataDir,
    get: (path, payload) => call('GET', path, payload),
    post: (path, payload) => call('POST', path, payload),
    put: (path, payload) => call('PUT', path, payload),
    /** Ends the server; resolves once it has exited. keep: leave the data directory for another start. */
    stop: ({ keep = false } = {}) => {
      const exited = child.exitCode === null ? new Promise(res => child.once('exit', res)) : Promise.resolve();
      stopping = true;
      child.kill('SIGTERM');
      return exited.then(() => keep || rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}

/** The local collector node of a bench server (srv: startBenchServer), found in the tree as the console finds it. */
export async function findCollector(srv) {
  let level = [srv.homeId];
  for (let depth = 0; depth < 6 && level.length; depth++) {
    const next = [];
    for (const id of level) {
      for (const o of (await srv.get('/database/children', { parentId: id })).objects) {
        if (o.classId === 'appagt') return o;
        if (o.hasChildren) next.push(o.objectId);
      }
    }
    level = next;
  }
  throw new Error('no collector node in the tree');
}
