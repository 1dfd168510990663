/**
 * The platform side of remote collectors: a collector activates its node with the node's activation code and
 * gets a token (only its hash is kept), then pulls its node's tasks, reports progress and sends index results
 * in batches. Every call names the node and carries the token in the x-collector-token header; a collector
 * that falls silent is set offline (collector-presence.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { ApiError, ERROR_NAMES, MESSAGES, type Tags } from '@fathom/sdk/api';
import {
  activateSchema,
  collectorCallSchema,
  collectorConsoleSchema,
  collectorReportSchema,
  ingestSchema,
  type CollectorCall,
} from '@fathom/sdk/api/core-payloads';
import { answerConsole, takeConsoleRequests } from './console-link';
import type { TaskProgress } from '@fathom/sdk/api/tasks';
import { routeWithSchema, type ApiRoute, type CallContext, type ServerContext } from '../http/context';
import { invalid } from '../http/payload';
import { readProperty, writeProperty } from '../http/properties/store';
import { applyIngest, checkIngestBatch, IngestError, ingestChunks, type IngestBatch } from '../scan/ingest';
import { setOnline } from '../tree/mutations';
import { scanEngineOf } from './engine';
import { nodeServices, toScanServices } from './sources';
import { resolveClassificationsOf } from '../scan/classify-stage';
import { builtInClassifications } from '../plugins/contributions';
import { readServerSettings } from './settings';
import { COLLECTOR_CLASSES } from '../index/children';
import { ingestSigningPlan } from '../signing/ingest-signing';
import { ingestSigning, type IngestSigningPlan } from '../signing/ingest-signer';
import { IngestThread } from '../scan/ingest-thread';
import { collectorSeen, watchCollectors } from './collector-presence';
import { jsonText } from '../store/json-sql';
import { authenticate, type Session } from '../auth/session';

/** Devices that activate with a code and pull tasks: collectors, and static workers, which run their parent's tasks. */
export const DEVICE_CLASSES = [...COLLECTOR_CLASSES, 'static_worker'];
export const workerOwner = (workerId: string) => `worker:${workerId}`;

/** The node whose tasks a device runs: a static worker works for its parent, a collector for itself. */
async function workNodeOf(server: ServerContext, deviceId: string): Promise<{ nodeId: string; owner?: string }> {
  const row = await server.tree.requireRow(deviceId);
  return row.class_id === 'static_worker' && row.parent_id ? { nodeId: row.parent_id, owner: workerOwner(deviceId) } : { nodeId: deviceId };
}

/** Private property holding the hash of a collector's token (no property handler serves it). */
const AUTH_PROPERTY = 'COLLECTOR_AUTH';
const sha256 = (s: string) => createHash('sha256').update(s).digest();

async function authenticateCollector(server: ServerContext, payload: CollectorCall, call: CallContext): Promise<string> {
  const nodeId = payload.objectId;
  const token = call.request.headers['x-collector-token'];
  const auth = await readProperty<{ tokenHash: string }>(server.store, nodeId, AUTH_PROPERTY);
  if (typeof token !== 'string' || !auth) throw new ApiError(ERROR_NAMES.tokenNotValid, 'The collector is not activated.');
  const given = sha256(token);
  const stored = Buffer.from(auth.tokenHash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw new ApiError(ERROR_NAMES.tokenNotValid, 'The collector token is not valid.');
  collectorSeen(server, nodeId);
  return nodeId;
}

/** Keeps the version a device reports in its tags (Administration › Updates lists it), when it changed. */
async function recordVersion(server: ServerContext, nodeId: string, version: string): Promise<void> {
  const row = await server.tree.requireRow(nodeId);
  const tags = JSON.parse(row.tags || '{}') as Tags & { version?: string };
  if (tags.version === version) return;
  tags.version = version;
  await server.store.db
    .updateTable('objects')
    .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
    .where('object_id', '=', nodeId)
    .execute();
}

/** Marks a device activated for a user who may add devices there (the device still activates itself with the code). */
async function activateFromConsole(server: ServerContext, user: Session, row: { object_id: string; name: string; class_id: string; tags: string }) {
  const reachable = await server.tree.reachableRow(user, row.object_id).catch(() => null);
  if (!reachable) throw invalid(MESSAGES.activationCode, 'activationCode');
  const codes = await server.tree.access.codesOn(user, reachable);
  if (!codes.includes('add')) throw new ApiError(ERROR_NAMES.noPermission, 'You need the add permission to activate this device.');
  const tags = { ...(JSON.parse(row.tags || '{}') as Tags), activated: true };
  await server.store.db
    .updateTable('objects')
    .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
    .where('object_id', '=', row.object_id)
    .execute();
  await server.tree.publishObjectEvent('objectActivated', await server.tree.requireRow(row.object_id));
  return { objectId: row.object_id, name: row.name, classId: row.class_id };
}

const ingestThreads = new WeakMap<ServerContext, IngestThread>();

/** One part of a batch into the index: on SQLite on this thread between other calls, on PostgreSQL in the ingest thread. */
function writeIngest(server: ServerContext, nodeId: string, taskId: number | null, part: IngestBatch, signing: IngestSigningPlan | null) {
  if (server.store.dialect === 'sqlite') {
    const signer = signing && ingestSigning(signing);
    return server.store.writeWhenFree(() => applyIngest(server.store.sqlite, nodeId, taskId, part, signer));
  }
  let thread = ingestThreads.get(server);
  if (!thread) {
    const created = (thread = new IngestThread(server.store.databaseUrl!));
    ingestThreads.set(server, created);
    server.onClose(() => created.close());
  }
  return thread.write(nodeId, taskId, part, signing);
}

export function collectorRoutes(server: ServerContext): ApiRoute[] {
  const engine = () => scanEngineOf(server);
  watchCollectors(server);
  return [
    routeWithSchema({
      method: 'POST',
      path: '/database/activate',
      public: true,
      schema: activateSchema,
      handler: async (payload, call) => {
        const code = payload.activationCode;
        // A signed-in user activating a device from the console (Administration › Activate) confirms it; the device
        // itself (no session) gets its token and shows online.
        const user = call.request.headers.authorization ? await authenticate(server.store, call.request.headers.authorization) : null;
        let q = server.store.db
          .selectFrom('objects')
          .select(['object_id', 'name', 'tags', 'class_id', 'parent_id', 'path_ids'])
          .where('class_id', 'in', DEVICE_CLASSES)
          .where(jsonText(server.store, 'tags', ['activationCode']), '=', code);
        if (payload.objectId) q = q.where('object_id', '=', payload.objectId);
        const row = await q.executeTakeFirst();
        if (!row) throw invalid(MESSAGES.activationCode, 'activationCode');
        if (user) return activateFromConsole(server, user, row);
        const token = randomBytes(32).toString('base64url');
        await writeProperty(server.store, row.object_id, AUTH_PROPERTY, { tokenHash: sha256(token).toString('hex'), activatedAt: Date.now() });
        const tags = JSON.parse(row.tags || '{}') as Tags & { remote?: boolean; activated?: boolean; version?: string };
        tags.remote = true;
        tags.activated = true;
        if (payload.version) tags.version = payload.version;
        await server.store.db
          .updateTable('objects')
          .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
          .where('object_id', '=', row.object_id)
          .execute();
        await server.tree.publishObjectEvent('objectActivated', row);
        await setOnline(server.tree, row.object_id, true);
        return { objectId: row.object_id, name: row.name, classId: row.class_id, token };
      },
    }),
    routeWithSchema({
      method: 'POST',
      path: '/database/collector/next',
      public: true,
      schema: collectorCallSchema,
      handler: async (payload, call) => {
        const deviceId = await authenticateCollector(server, payload, call);
        await setOnline(server.tree, deviceId, true);
        const { nodeId, owner } = await workNodeOf(server, deviceId);
        const task = await engine().claimRemote(nodeId, owner);
        const console = takeConsoleRequests(server, deviceId);
        if (!task) return { task: null, console };
        let services = toScanServices(await nodeServices(server.store, nodeId, server.secrets));
        const options = task.options as { services?: string[]; scope?: { service: string; path: string } };
        if (options.services?.length) services = services.filter(s => options.services!.includes(s.name));
        if (options.scope) services = services.filter(s => s.name === options.scope!.service);
        // The collector's own database has no policy: it classifies with what the platform says is in force.
        const classifications = (await resolveClassificationsOf(server.store, nodeId, builtInClassifications(server.plugins))).effective;
        return { task, services, scope: options.scope ?? null, settings: await readServerSettings(server.store, nodeId), classifications, console };
      },
    }),
    routeWithSchema({
      method: 'POST',
      path: '/database/collector/report',
      public: true,
      schema: collectorReportSchema,
      handler: async (payload, call) => {
        const deviceId = await authenticateCollector(server, payload, call);
        const { nodeId } = await workNodeOf(server, deviceId);
        const { taskId, state, message } = payload;
        const task = await engine().remoteReport(nodeId, taskId, { state, progress: payload.progress as TaskProgress | undefined, message });
        if (!task) throw new ApiError(ERROR_NAMES.objectNotFound, `Task ${taskId} of ${nodeId} was not found.`);
        return { task, console: takeConsoleRequests(server, deviceId) };
      },
    }),
    routeWithSchema({
      method: 'POST',
      path: '/database/ingest',
      public: true,
      schema: ingestSchema,
      handler: async (payload, call) => {
        const { nodeId } = await workNodeOf(server, await authenticateCollector(server, payload, call));
        const signing = await ingestSigningPlan(server, nodeId, payload.service);
        try {
          // Checked whole, then written in parts (parents first, as sent): a large batch does not hold the server's other calls.
          const batch = payload as unknown as IngestBatch;
          checkIngestBatch(batch);
          const total = { written: 0, deleted: 0 };
          for (const [i, part] of ingestChunks(batch).entries()) {
            if (i > 0) await new Promise(res => setImmediate(res)); // lets calls waiting on the event loop in
            const r = await writeIngest(server, nodeId, payload.taskId, part, signing);
            total.written += r.written;
            total.deleted += r.deleted;
          }
          return total;
        } catch (err) {
          if (err instanceof IngestError) throw invalid(err.message);
          throw err;
        }
      },
    }),
    routeWithSchema({
      // A device's answer to a console command passed with its last call.
      method: 'POST',
      path: '/database/collector/console',
      public: true,
      schema: collectorConsoleSchema,
      handler: async (payload, call) => {
        const deviceId = await authenticateCollector(server, payload, call);
        return { objectId: deviceId, accepted: answerConsole(server, deviceId, payload.requestId, payload.lines) };
      },
    }),
    routeWithSchema({
      // A busy collector's sign of life between its other calls.
      method: 'POST',
      path: '/database/collector/heartbeat',
      public: true,
      schema: collectorCallSchema,
      handler: async (payload, call) => {
        const nodeId = await authenticateCollector(server, payload, call);
        await setOnline(server.tree, nodeId, true);
        if (payload.version) await recordVersion(server, nodeId, payload.version);
        return { objectId: nodeId, online: true };
      },
    }),
    routeWithSchema({
      method: 'POST',
      path: '/database/collector/offline',
      public: true,
      schema: collectorCallSchema,
      handler: async (payload, call) => {
        const nodeId = await authenticateCollector(server, payload, call);
        await setOnline(server.tree, nodeId, false);
        return { objectId: nodeId, online: false };
      },
    }),
  ];
}
