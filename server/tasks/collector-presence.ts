/**
 * Remote collectors that stop calling are shown offline: every authenticated collector call counts as a
 * sign of life (collectors also send a heartbeat while busy), and a remote collector node that is marked
 * online but silent for longer than SILENCE_MS is set offline — which publishes objectOffline and records
 * the node event — so a crashed or unplugged collector does not look online forever.
 */
import { sql } from 'kysely';
import type { ServerContext } from '../http/context';
import { COLLECTOR_CLASSES } from '../index/children';
import { setOnline } from '../tree/mutations';
import { jsonTrue } from '../store/json-sql';

/** A collector polls every second and sends a heartbeat every HEARTBEAT_MS; this much silence means gone. */
export const SILENCE_MS = 150_000;
export const HEARTBEAT_MS = 30_000;
const CHECK_EVERY_MS = 30_000;

const presence = new WeakMap<ServerContext, { seen: Map<string, number>; since: number }>();

function stateOf(server: ServerContext) {
  let p = presence.get(server);
  if (!p) {
    p = { seen: new Map(), since: Date.now() };
    presence.set(server, p);
    const timer = setInterval(() => {
      void markSilentOffline(server).catch(() => undefined);
    }, CHECK_EVERY_MS);
    timer.unref();
    server.onClose(() => clearInterval(timer));
  }
  return p;
}

/** Starts watching (at route mount, so collectors left online by a previous run are noticed too). */
export function watchCollectors(server: ServerContext): void {
  stateOf(server);
}

/** When a device last called the platform since the platform started (undefined: not yet). */
export function lastSeen(server: ServerContext, nodeId: string): number | undefined {
  return stateOf(server).seen.get(nodeId);
}

export function collectorSeen(server: ServerContext, nodeId: string): void {
  stateOf(server).seen.set(nodeId, Date.now());
}

/** Sets offline every remote collector marked online that has not called for SILENCE_MS (since start for those not seen yet). */
export async function markSilentOffline(server: ServerContext, now = Date.now(), silenceMs = SILENCE_MS): Promise<string[]> {
  const p = stateOf(server);
  const rows = await server.store.db
    .selectFrom('objects')
    .select('object_id')
    .where('class_id', 'in', [...COLLECTOR_CLASSES, 'static_worker'])
    .where(jsonTrue(server.store, 'tags', ['remote']))
    .where(jsonTrue(server.store, 'tags', ['state', 'online']))
    .execute();
  const gone: string[] = [];
  for (const { object_id } of rows) {
    const last = p.seen.get(object_id) ?? p.since;
    if (now - last < silenceMs) continue;
    await setOnline(server.tree, object_id, false);
    p.seen.delete(object_id);
    gone.push(object_id);
  }
  return gone;
}
