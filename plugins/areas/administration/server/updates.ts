/**
 * GET/PUT/POST/DELETE /update (sdk/api updates.ts): the platform's version against the update feed named by
 * FATHOM_UPDATE_FEED (a JSON file path or an http(s) address), the slot chosen and an update scheduled by hand.
 * Reading needs adm on the caller's home (spec 000 §6: adm enables the update check); changing needs adm on the
 * platform's root. A scheduled version is pending until its time, then upgrading until the platform runs it.
 * Platform administrators also see each remote device with the version its program reports (activation, heartbeat).
 */
import { readFile } from 'node:fs/promises';
import {
  ApiError,
  availableUpdates,
  compareVersions,
  deviceUpdateState,
  ERROR_NAMES,
  scheduleUpdateSchema,
  UPDATE_PATH,
  updateFeedSchema,
  updateSlotSchema,
  updateState,
  type DeviceUpdate,
  type ScheduledUpdate,
  type UpdateFeed,
  type UpdateSlot,
  type UpdateStatus,
} from '@fathom/sdk/api';
import type { MigrationContribution, PluginSession, RouteCall, RouteDefinition } from '@fathom/sdk/server';

export const UPDATES_TABLE = 'platform_updates';
const FEED_TIMEOUT_MS = 10_000;

export const updatesMigration: MigrationContribution = {
  id: '0001_platform_updates',
  async up(db) {
    await db.schema
      .createTable(UPDATES_TABLE)
      .addColumn('key', 'text', c => c.primaryKey())
      .addColumn('value', 'text', c => c.notNull())
      .addColumn('updated_at', 'bigint', c => c.notNull())
      .execute();
  },
};

type Db = RouteCall['platform']['store']['db'];
async function readValue<T>(db: Db, key: string): Promise<T | null> {
  const row = await db.selectFrom(UPDATES_TABLE).select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : null;
}
async function writeValue(db: Db, key: string, value: unknown): Promise<void> {
  if (value === null) {
    await db.deleteFrom(UPDATES_TABLE).where('key', '=', key).execute();
    return;
  }
  const row = { key, value: JSON.stringify(value), updated_at: Date.now() };
  await db
    .insertInto(UPDATES_TABLE)
    .values(row)
    .onConflict(oc => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/** The feed named by FATHOM_UPDATE_FEED: read, parsed and checked; an error says what is wrong with it. */
export async function readFeed(address: string, signal?: AbortSignal): Promise<UpdateFeed> {
  let text: string;
  try {
    if (/^https?:\/\//i.test(address)) {
      const res = await fetch(address, {
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(FEED_TIMEOUT_MS)]) : AbortSignal.timeout(FEED_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`the feed answered ${res.status}`);
      text = await res.text();
    } else text = await readFile(address.replace(/^file:\/\//i, ''), 'utf8');
  } catch (e) {
    throw new Error(`The update feed could not be read: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The update feed is not JSON.');
  }
  try {
    return (await updateFeedSchema.validate(json, { stripUnknown: true })) as UpdateFeed;
  } catch (e) {
    throw new Error(`The update feed is not valid: ${(e as Error).message}`);
  }
}

async function homeCodes(call: RouteCall): Promise<{ session: PluginSession; codes: string[]; classId: string }> {
  const session = call.session;
  if (!session) throw new ApiError(ERROR_NAMES.tokenNotFound, 'Sign in first.');
  const home = await call.platform.tree.getObject(session, 'HOME', 'basic');
  return { session, codes: home.permissions ?? [], classId: home.classId };
}
const PLATFORM_CLASSES = ['root', 'rootclient', 'platform'];
/** Classes of devices that run a program of their own. */
const DEVICE_CLASSES = ['appliance', 'appagt', 'agent', 'static_worker'];

async function requireReader(call: RouteCall): Promise<{ session: PluginSession; platformAdmin: boolean }> {
  const { session, codes, classId } = await homeCodes(call);
  if (!codes.includes('adm')) throw new ApiError(ERROR_NAMES.noPermission, 'You need the adm permission to see software updates.');
  return { session, platformAdmin: PLATFORM_CLASSES.includes(classId) };
}

/** The remote devices (activated with a code, running their own program) and the versions they report. */
async function deviceVersions(db: Db, platformVersion: string, scheduled: ScheduledUpdate | null, now: number): Promise<DeviceUpdate[]> {
  const rows = await db
    .selectFrom('objects')
    .select(['object_id', 'name', 'class_id', 'tags'])
    .where('class_id', 'in', DEVICE_CLASSES)
    .orderBy('name')
    .execute();
  const out: DeviceUpdate[] = [];
  for (const r of rows as { object_id: string; name: string; class_id: string; tags: string | null }[]) {
    const tags = JSON.parse(r.tags || '{}') as { remote?: boolean; version?: string };
    if (!tags.remote) continue;
    const version = typeof tags.version === 'string' ? tags.version : null;
    out.push({ objectId: r.object_id, name: r.name, classId: r.class_id, version, state: deviceUpdateState(version, platformVersion, scheduled, now) });
  }
  return out;
}
async function requirePlatformAdmin(call: RouteCall): Promise<PluginSession> {
  const { session, codes, classId } = await homeCodes(call);
  if (!codes.includes('adm') || !PLATFORM_CLASSES.includes(classId))
    throw new ApiError(ERROR_NAMES.noPermission, 'Only an administrator of the platform may change its updates.');
  return session;
}

export async function updateStatus(call: RouteCall, withDevices: boolean, feedAddress = process.env.FATHOM_UPDATE_FEED?.trim() || null): Promise<UpdateStatus> {
  const db = call.platform.store.db;
  const currentVersion = call.platform.publicSettings.current().version;
  const slot = (await readValue<UpdateSlot>(db, 'slot')) ?? 'none';
  let scheduled = await readValue<ScheduledUpdate>(db, 'scheduled');
  if (scheduled && compareVersions(scheduled.version, currentVersion) <= 0) {
    // The platform runs the scheduled version (or a later one): the update is done.
    await writeValue(db, 'scheduled', null);
    scheduled = null;
  }
  let feedError: string | null = null;
  let available: UpdateStatus['available'] = [];
  if (feedAddress) {
    try {
      available = availableUpdates(await readFeed(feedAddress, call.signal), currentVersion, slot);
    } catch (e) {
      feedError = (e as Error).message;
    }
  }
  const now = Date.now();
  const devices = withDevices ? await deviceVersions(db, currentVersion, scheduled, now) : [];
  return { currentVersion, slot, feed: feedAddress, feedError, available, scheduled, state: updateState(available, scheduled, now), checkedAt: now, devices };
}

export const updateRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: UPDATE_PATH,
    async handler(_p, call) {
      const { platformAdmin } = await requireReader(call);
      return updateStatus(call, platformAdmin);
    },
  },
  {
    method: 'PUT',
    path: UPDATE_PATH,
    schema: updateSlotSchema,
    async handler(p: { slot: UpdateSlot }, call) {
      await requirePlatformAdmin(call);
      await writeValue(call.platform.store.db, 'slot', p.slot);
      return updateStatus(call, true);
    },
  },
  {
    method: 'POST',
    path: UPDATE_PATH,
    schema: scheduleUpdateSchema,
    async handler(p: { version: string; at?: number }, call) {
      const session = await requirePlatformAdmin(call);
      const status = await updateStatus(call, false);
      if (status.feedError) throw new ApiError(ERROR_NAMES.conflict, status.feedError);
      const version = status.available.find(v => v.version === p.version.trim());
      if (!version)
        throw new ApiError(
          ERROR_NAMES.validation,
          `Version ${p.version.trim()} is not offered in the ${status.slot} slot above ${status.currentVersion}.`,
          undefined,
          {
            field: 'version',
          },
        );
      const scheduled: ScheduledUpdate = { version: version.version, at: p.at ?? Date.now(), by: session.name };
      await writeValue(call.platform.store.db, 'scheduled', scheduled);
      return updateStatus(call, true);
    },
  },
  {
    method: 'DELETE',
    path: UPDATE_PATH,
    async handler(_p, call) {
      await requirePlatformAdmin(call);
      await writeValue(call.platform.store.db, 'scheduled', null);
      return updateStatus(call, true);
    },
  },
];
