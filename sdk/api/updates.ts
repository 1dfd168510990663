/**
 * Software updates (spec 000 §2 the bell, spec 001 §2 Administration › Updates, §3 update states, §4 update slots):
 * the platform reads an update feed (FATHOM_UPDATE_FEED: a JSON file or an http(s) address) listing versions, each
 * in a slot; GET /update tells the platform's version, the slot chosen, what the feed offers above it and the
 * update state; PUT /update chooses the slot; POST /update schedules a version; DELETE /update cancels it.
 */
import * as yup from 'yup';

export const UPDATE_PATH = '/update';
/** The console's query key of GET /update: the shell's bell and Administration › Updates share it. */
export const UPDATE_QUERY_KEY = ['platform-update'];

/** Slots: none (no auto update), beta, preview, stable. A slot receives its own versions and those of the steadier slots. */
export const UPDATE_SLOTS = ['none', 'beta', 'preview', 'stable'] as const;
export type UpdateSlot = (typeof UPDATE_SLOTS)[number];
export const UPDATE_SLOT_LABELS: Record<UpdateSlot, string> = { none: 'No auto update', beta: 'Beta', preview: 'Preview', stable: 'Stable' };
/** The feed slots each chosen slot receives; 'none' is offered every version but updates only when scheduled by hand. */
export const SLOT_RECEIVES: Record<UpdateSlot, readonly FeedSlot[]> = {
  none: ['beta', 'preview', 'stable'],
  beta: ['beta', 'preview', 'stable'],
  preview: ['preview', 'stable'],
  stable: ['stable'],
};
export const FEED_SLOTS = ['beta', 'preview', 'stable'] as const;
export type FeedSlot = (typeof FEED_SLOTS)[number];

export const UPDATE_STATES = ['upToDate', 'updateAvailable', 'updatePending', 'upgrading'] as const;
export type UpdateState = (typeof UPDATE_STATES)[number];
export const UPDATE_STATE_LABELS: Record<UpdateState, string> = {
  upToDate: 'Up to date',
  updateAvailable: 'Update available',
  updatePending: 'Update pending',
  upgrading: 'Upgrading',
};

/** One version the feed lists. */
export interface FeedVersion {
  version: string;
  slot: FeedSlot;
  /** ISO date of the release. */
  released?: string;
  notes?: string;
  /** Where the version's packages are. */
  url?: string;
}
export interface UpdateFeed {
  versions: FeedVersion[];
}

export interface ScheduledUpdate {
  version: string;
  /** Epoch ms. */
  at: number;
  by: string;
}

/** A remote device (collector, aggregator, static worker) and the version its program reports. */
export interface DeviceUpdate {
  objectId: string;
  name: string;
  classId: string;
  /** null until the device reports it. */
  version: string | null;
  state: UpdateState | null;
}
/** Devices update with the platform: behind it, a device has an update available; a scheduled platform update is theirs too. */
export function deviceUpdateState(version: string | null, platformVersion: string, scheduled: ScheduledUpdate | null, now: number): UpdateState | null {
  if (!version) return null;
  if (scheduled) return scheduled.at > now ? 'updatePending' : 'upgrading';
  return compareVersions(version, platformVersion) < 0 ? 'updateAvailable' : 'upToDate';
}

/** GET /update. */
export interface UpdateStatus {
  currentVersion: string;
  slot: UpdateSlot;
  /** The feed address, or null when FATHOM_UPDATE_FEED is not set. */
  feed: string | null;
  /** Why the feed could not be read, when it could not. */
  feedError: string | null;
  /** Newer versions the slot receives, newest first. */
  available: FeedVersion[];
  scheduled: ScheduledUpdate | null;
  state: UpdateState;
  checkedAt: number;
  /** Remote devices with their versions (platform administrators only). */
  devices: DeviceUpdate[];
}

export const NO_FEED_MESSAGE = 'No update feed is set: start the platform with FATHOM_UPDATE_FEED naming a feed file or address.';

/** Compares dotted versions numerically (1.10.0 > 1.9.2); a pre-release (1.2.0-beta.1) sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const split = (v: string) => {
    const [main, pre] = v.trim().replace(/^v/i, '').split('-', 2);
    return { parts: main.split('.').map(n => Number.parseInt(n, 10) || 0), pre: pre ?? null };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

export const VERSION_PATTERN = /^v?\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/;

const feedVersionSchema = yup.object({
  version: yup.string().matches(VERSION_PATTERN, 'version must be dotted numbers such as 1.4.2').required('version is required'),
  slot: yup
    .string()
    .oneOf([...FEED_SLOTS], 'slot must be beta, preview or stable')
    .required('slot is required'),
  released: yup.string().optional(),
  notes: yup.string().optional(),
  url: yup.string().optional(),
});
export const updateFeedSchema = yup.object({ versions: yup.array(feedVersionSchema).required('versions is required') });

/** The newer versions a slot receives, newest first. */
export function availableUpdates(feed: UpdateFeed, currentVersion: string, slot: UpdateSlot): FeedVersion[] {
  return feed.versions
    .filter(v => SLOT_RECEIVES[slot].includes(v.slot) && compareVersions(v.version, currentVersion) > 0)
    .sort((a, b) => compareVersions(b.version, a.version));
}

/** The state: a scheduled version waits (pending) until its time, then is upgrading until the platform runs it. */
export function updateState(available: readonly FeedVersion[], scheduled: ScheduledUpdate | null, now: number): UpdateState {
  if (scheduled) return scheduled.at > now ? 'updatePending' : 'upgrading';
  return available.length > 0 ? 'updateAvailable' : 'upToDate';
}

export const updateSlotSchema = yup.object({
  slot: yup
    .string()
    .oneOf([...UPDATE_SLOTS], 'slot must be none, beta, preview or stable')
    .required('slot is required'),
});
export const scheduleUpdateSchema = yup.object({
  version: yup.string().trim().required('version is required'),
  /** Epoch ms; now when absent. */
  at: yup.number().integer('at must be a time in milliseconds').min(0).optional(),
});
