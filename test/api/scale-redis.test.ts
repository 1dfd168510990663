/**
 * Two server processes on one data directory (SQLite in WAL mode is safe across processes) sharing a Redis:
 * a change made through one reaches a listener on the other, and login failures count across both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_LISTEN_PATH, LOGIN_RULES, type ListenResponse, type LoginResponse } from '@fathom/sdk/api';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { call, clientFor, type Client } from './helpers';
import { peerOrSkip } from './scale-peers';

const REDIS_URL = process.env.FATHOM_TEST_REDIS_URL;
const PASSWORD = 'Root#Pass1';
const running = new Set<ChildProcess>();
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-scale-'));
let ready = false;
let a: { url: string; child: ChildProcess };
let b: { url: string; child: ChildProcess };

/** `fathom start` on the shared data directory with Redis, until it prints its URL. */
function start(): Promise<{ url: string; child: ChildProcess }> {
  const env = { ...process.env, FATHOM_SKIP_CONSOLE_BUILD: '1', FATHOM_ROOT_PASSWORD: PASSWORD, FATHOM_REDIS_URL: REDIS_URL };
  const child = spawn(process.execPath, ['bin/fathom.js', 'start', '--port', '0', '--data-dir', dataDir], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const collect = (d: Buffer) => {
      out += d;
      const m = /Fathom listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', code => {
      running.delete(child);
      reject(new Error(`fathom start exited with ${code}: ${out}`));
    });
  });
}

async function login(url: string, userId: string, password: string): Promise<Client> {
  const r = await call<LoginResponse>(url, 'POST', '/login', { userId, password });
  if (r.body.status !== 'OK') throw new Error(`${r.body.error.name}: ${r.body.error.message}`);
  return clientFor(url, r.body.data);
}

beforeAll(async () => {
  ready = await peerOrSkip('Redis', 'FATHOM_TEST_REDIS_URL', REDIS_URL, 6379);
  if (!ready) return;
  a = await start(); // the first start creates the database; the second finds it made
  b = await start();
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [...running].map(
      c =>
        new Promise(resolve => {
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('several server processes sharing Redis', () => {
  it('delivers a rename made through process A to a listener waiting on process B', async () => {
    if (!ready) return;
    const onA = await login(a.url, 'root', PASSWORD);
    const onB = await login(b.url, 'root', PASSWORD);
    const home = await onA.get('/database/object', { objectId: 'HOME' });
    const unit = await onA.post('/database/object', { object: { parentId: home.objectId, name: 'Scale Client', classId: 'client' } });
    const { lastRoomEventId } = await onB.get<ListenResponse>(EVENTS_LISTEN_PATH, {});
    const waiting = onB.get<ListenResponse>(EVENTS_LISTEN_PATH, { timeout: 30, rooms: 'objects', lastRoomEventId });
    await new Promise(r => setTimeout(r, 200)); // the listener is parked before the change
    await onA.put('/database/object', { object: { objectId: unit.objectId, name: 'Scale Client Renamed' } });
    const got = await waiting;
    expect(got.timedOut).toBe(false);
    expect(got.roomEvents).toEqual([expect.objectContaining({ type: 'objectUpdated', objectId: unit.objectId, room: 'objects' })]);
    // B's own next change is numbered after A's: one sequence for every process.
    await onB.put('/database/object', { object: { objectId: unit.objectId, name: 'Scale Client Again' } });
    const next = await onA.get<ListenResponse>(EVENTS_LISTEN_PATH, { timeout: 5, rooms: 'objects', lastRoomEventId: got.lastRoomEventId });
    expect(next.roomEvents).toEqual([expect.objectContaining({ type: 'objectUpdated', objectId: unit.objectId })]);
    expect(next.roomEvents[0].eventId).toBeGreaterThan(got.lastRoomEventId);
  }, 60_000);

  it('counts failed sign-ins on A and B together and locks the account on both', async () => {
    if (!ready) return;
    const fail = (url: string) => call(url, 'POST', '/login', { userId: 'root', password: 'wrong' });
    for (let i = 0; i < LOGIN_RULES.maxFailures - 1; i++) expect((await fail(i % 2 === 0 ? a.url : b.url)).status).toBe(401);
    expect((await fail(b.url)).status).toBe(401); // the 5th failure, counted with A's
    const onA = await call(a.url, 'POST', '/login', { userId: 'root', password: PASSWORD });
    expect(onA.status).toBe(429);
    expect(onA.body).toMatchObject({ status: 'error', error: { name: 'TooManyLoginAttempts' } });
  }, 60_000);
});
