/** Tasks, their numeric statuses, queue commands and server settings (spec 001 §3 Tasks, §4 Tasks, §9). */

export const TASK_STATUS = {
  queued: 1,
  ready: 2,
  waitingWorker: 3,
  waitingJoin: 4,
  waitingSerialize: 5,
  waitingApproval: 6,
  waitingUntil: 7,
  waitingLock: 8,
  executing: 9,
  completed: 10,
  retry: 11,
  failed: 12,
  cancelled: 13,
  aborted: 14,
  waitingPrevious: 15,
} as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  1: 'Queued',
  2: 'Ready',
  3: 'Waiting for worker',
  4: 'Waiting for join',
  5: 'Waiting for serialization',
  6: 'Waiting for approval',
  7: 'Waiting until',
  8: 'Waiting for lock',
  9: 'Running',
  10: 'Completed',
  11: 'Retried',
  12: 'Failed',
  13: 'Cancelled',
  14: 'Aborted',
  15: 'Waiting for previous',
};

/** The message of a task held by a pause of its node (status waitingUntil). */
export const TASK_PAUSED_MESSAGE = 'Paused';

export function isPausedTask(t: { status: number; message?: string | null }): boolean {
  return t.status === TASK_STATUS.waitingUntil && t.message === TASK_PAUSED_MESSAGE;
}

/** Statuses after which a task never runs again. */
export const FINAL_TASK_STATUSES: readonly TaskStatus[] = [10, 12, 13, 14];
export function isFinalTaskStatus(s: number): boolean {
  return (FINAL_TASK_STATUSES as readonly number[]).includes(s);
}

/** A step that fails is retried this many times before the task is marked failed. */
export const TASK_MAX_RETRIES = 6;
/** Task status count constant (spec 001 §9). */
export const TASK_STATUS_COUNT = 16;

/**
 * reclassify: classifies a node's files again from their stored text after its classifications changed.
 * action: a stored data action run on the files its query selects (a server plugin's TaskKinds contribution).
 */
export const TASK_KINDS = ['scan', 'rescan', 'reclassify', 'action'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_KIND_LABELS: Record<TaskKind, string> = { scan: 'Scan', rescan: 'Rescan', reclassify: 'Reclassification', action: 'Data action' };
/** The kinds the scan engine runs in its threads; any other kind is run by the plugin that contributes it. */
export const SCAN_TASK_KINDS: readonly TaskKind[] = ['scan', 'rescan', 'reclassify'];

/** PUT /database/control commandIds handled by the task queue (the console's node actions are a subset). */
export const TASK_COMMANDS = ['scan', 'rescan', 'pause', 'resume', 'cancel', 'abort'] as const;
export type TaskCommand = (typeof TASK_COMMANDS)[number];
export function isTaskCommand(s: unknown): s is TaskCommand {
  return typeof s === 'string' && (TASK_COMMANDS as readonly string[]).includes(s);
}

export interface TaskControlRequest {
  objectId: string;
  commandId: TaskCommand;
  /** cancel/abort: taskId (else every live task of the node); scan: services (names) to limit the scan to. */
  options?: { taskId?: number; services?: string[]; [k: string]: unknown };
}

export interface TaskProgress {
  files: number; // files looked at
  bytes: number; // bytes read (hashed or extracted)
  directories: number;
  changed: number; // files written because they were new or changed
  deleted: number; // entries found gone and marked deleted
  errors: number;
  rate: number; // files per second since the task started
  elapsed: number; // seconds
  eta: number | null; // seconds, null while unknown
  phase?: string; // a scan's stage: walk, content, duplicates, then done or stopped
  stage?: string; // the stage's label (SCAN_STAGE_LABELS), e.g. 'Indexing names', 'Reading contents'
  contentFiles?: number; // a scan's second stage: files whose contents it reads (known when names are indexed)
  contentDone?: number; // ... and those read so far
}

/**
 * The stages of a scan as its progress names them (phase), with the label the console shows: first every
 * name is indexed (the index is searchable), then contents are read, hashed, extracted and classified.
 */
export const SCAN_STAGE_LABELS: Readonly<Record<string, string>> = {
  walk: 'Indexing names',
  content: 'Reading contents',
  duplicates: 'Counting duplicates',
};

export interface TaskInfo {
  taskId: number;
  objectId: string; // the node the task works for
  kind: TaskKind;
  status: TaskStatus;
  statusLabel: string;
  attempts: number;
  createdAt: number; // epoch ms
  startedAt: number | null;
  completedAt: number | null;
  message: string | null;
  options: Record<string, unknown>;
  progress: TaskProgress;
}

export interface WorkerInfo {
  workerId: string;
  kind: 'static' | 'dynamic';
  group: string;
  busy: boolean;
  taskId: number | null;
  /** Static workers: the node's name and state (online, offline, or pending activation). */
  name?: string;
  state?: 'online' | 'offline' | 'pending';
}

/** PID_TASK_STATUS of a node. */
export interface TaskStatusData {
  current: TaskInfo[];
  history: TaskInfo[];
  workers: WorkerInfo[];
}

/** Server settings that govern tasks (spec 001 §3, defaults from §9). maxFileSize in MB. */
export interface ServerSettings {
  enableClassification: boolean;
  enableCompression: boolean;
  enableEncryption: boolean;
  enableIndexing: boolean;
  enableOcr: boolean;
  maxCPUUtilization: number;
  maxConcurrentTasks: number;
  maxDiskIOUtilization: number;
  maxHistoricalTasks: number;
  maxNormalizedLoadAverage: number;
  maxThreads: number;
  maxFileSize: number;
  minimumMemoryAvailableMb: number;
  vacuumCount: number;
  idleScaleDownMs: number;
  /** -1 auto (one per core, at most 16), 0 disabled (work runs inline in the task's thread), 1 to 16. */
  dynamicWorkers: number;
}

export const SERVER_SETTINGS_DEFAULTS: ServerSettings = {
  enableClassification: true,
  enableCompression: true,
  enableEncryption: true,
  enableIndexing: true,
  enableOcr: false,
  maxCPUUtilization: 75,
  maxConcurrentTasks: 3,
  maxDiskIOUtilization: 0,
  maxHistoricalTasks: 30,
  maxNormalizedLoadAverage: 0.7,
  maxThreads: 1,
  maxFileSize: 10,
  minimumMemoryAvailableMb: 4096,
  vacuumCount: 1,
  idleScaleDownMs: 120000,
  dynamicWorkers: -1,
};

export const DYNAMIC_WORKERS_AUTO = -1;
export const DYNAMIC_WORKERS_MAX = 16;
export const DYNAMIC_WORKERS_GROUP_LABEL = 'Local Dynamic Workers';
/** Static workers (nodes of class static_worker, each a process of its own) in Dashboard → Status → Workers. */
export const STATIC_WORKERS_GROUP_LABEL = 'Static Workers';

export const SERVER_SETTINGS_PROPERTY = 'PID_SERVER_SETTINGS';

/**
 * PID_SERVER_SETTINGS of a node. Settings are inherited down the tree: defaults (spec 001 §9), then each
 * ancestor's own values, then the node's. A node with own values uses them over what it inherits.
 */
export interface ServerSettingsProperty {
  /** The node's own values (empty when it only inherits). */
  values: Partial<ServerSettings>;
  /** True when the node has no own values. */
  inherited: boolean;
  /** The nearest ancestor with own values, or null when only the defaults apply above this node. */
  inheritedFrom: string | null;
  /** What the node would use without its own values. */
  inheritedValues: ServerSettings;
  /** What is in force on the node. */
  effective: ServerSettings;
}

/** POST PID_SERVER_SETTINGS: the node's own values; an empty object (or inherited: true) returns it to inheriting. */
export interface ServerSettingsSet {
  values?: Partial<ServerSettings>;
  inherited?: boolean;
}

const BOOLEAN_SETTINGS = ['enableClassification', 'enableCompression', 'enableEncryption', 'enableIndexing', 'enableOcr'] as const;

/** Checks server settings values; returns the first problem or null. */
export function serverSettingsError(s: Partial<ServerSettings>): string | null {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return 'Server settings must be an object.';
  const unknown = Object.keys(s).find(k => !(k in SERVER_SETTINGS_DEFAULTS));
  if (unknown) return `${unknown} is not a server setting.`;
  for (const k of BOOLEAN_SETTINGS) {
    if (s[k] !== undefined && typeof s[k] !== 'boolean') return `${k} must be true or false.`;
  }
  for (const k of Object.keys(s) as (keyof ServerSettings)[]) {
    if (!(BOOLEAN_SETTINGS as readonly string[]).includes(k) && !(typeof s[k] === 'number' && Number.isFinite(s[k]))) return `${k} must be a number.`;
  }
  for (const k of ['vacuumCount', 'idleScaleDownMs'] as const) {
    const v = s[k];
    if (v !== undefined && !(v >= 0)) return `${k} must be a number of at least 0.`;
  }
  const dw = s.dynamicWorkers;
  if (dw !== undefined && !(Number.isInteger(dw) && (dw === -1 || (dw >= 0 && dw <= DYNAMIC_WORKERS_MAX))))
    return 'dynamicWorkers must be -1 (auto), 0 (disabled) or 1 to 16.';
  for (const k of ['maxConcurrentTasks', 'maxThreads'] as const) {
    const v = s[k];
    if (v !== undefined && !(Number.isInteger(v) && v >= 1)) return `${k} must be a whole number of at least 1.`;
  }
  for (const k of ['maxCPUUtilization', 'maxDiskIOUtilization'] as const) {
    const v = s[k];
    if (v !== undefined && !(typeof v === 'number' && v >= 0 && v <= 100)) return `${k} must be a percentage from 0 (no limit) to 100.`;
  }
  for (const k of ['maxFileSize', 'minimumMemoryAvailableMb', 'maxHistoricalTasks', 'maxNormalizedLoadAverage'] as const) {
    const v = s[k];
    if (v !== undefined && !(typeof v === 'number' && v >= 0)) return `${k} must be a number of at least 0.`;
  }
  return null;
}

/** PID_LOG (spec 001 §3 'Log: lineNumber, numberLines, taskId'): a page of a task's log, read with options. */
export const TASK_LOG_PROPERTY = 'PID_LOG';
export const TASK_LOG_PAGE_MAX = 1000;
export interface TaskLogRequest {
  taskId: number;
  /** The first line wanted (0 first); default 0. */
  lineNumber?: number;
  /** How many lines from there; default and at most TASK_LOG_PAGE_MAX. */
  numberLines?: number;
}
export interface TaskLogAnswer {
  taskId: number;
  lineNumber: number;
  /** The lines of this page, each 'YYYY-MM-DDTHH:mm:ss.sssZ text'. */
  lines: string[];
  /** Lines in the whole log so far (the log grows while the task runs). */
  total: number;
}
