/**
 * The actions area's wire shapes, constants, messages, payload schemas, permission rules and schedule arithmetic
 * (spec 001 §2, §3, §4, §6, §9), shared by its console and its server routes. A stored data action is a statement of
 * the search language selecting files, and what to do with them: export (copy) them into an export location, link
 * them (move them there and leave a shortcut where each was), delete them, transform them (write their extracted
 * text through one of the collector's integrations), or nothing (count them). It runs now or on a schedule, each run
 * a task of kind 'action'.
 */
import * as yup from 'yup';
import type { ActionDiagram } from './action-diagram';
import { optionalText, requiredText, stringList } from './payload-fields';

export const ACTION_PATHS = {
  list: '/actions',
  action: '/actions/action',
  dryRun: '/actions/dryrun',
  run: '/actions/run',
  importFile: '/actions/import',
  exportSettings: '/actions/export',
  deletions: '/actions/deletions',
  /** Runs the policy rule in force on a collector now, on all its files (a scan runs it on the files it found). */
  policyRun: '/actions/policyrun',
} as const;
export const ACTIONS_PROPERTY = 'PID_ACTIONS';
export const ACTION_TASK_KIND = 'action';

export const ACTION_SCOPES = ['global', 'public', 'private'] as const;
export type ActionScope = (typeof ACTION_SCOPES)[number];
/** Spec 001 §3 'Rule actions: none, export, link, delete, transform'. */
export const RULE_ACTIONS = ['none', 'export', 'link', 'delete', 'transform'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const RULE_ACTION_LABELS: Record<RuleAction, string> = {
  none: 'None (count the files)',
  export: 'Export (copy to a location)',
  link: 'Link (move to a location, leave a shortcut)',
  delete: 'Delete from the source',
  transform: 'Transform (through an integration)',
};
export const CONFLICTS = ['replace', 'skip'] as const;
export type Conflict = (typeof CONFLICTS)[number];

/** Spec 001 §3, §9: schedule units. */
export const SCHEDULE_UNIT = { day: 1, week: 2, month: 3, never: 4 } as const;
export type ScheduleUnit = (typeof SCHEDULE_UNIT)[keyof typeof SCHEDULE_UNIT];
export const SCHEDULE_UNIT_LABELS: Record<ScheduleUnit, string> = { 1: 'Daily', 2: 'Weekly', 3: 'Monthly', 4: 'Disabled' };
/** Weekdays 1 to 7, Sunday first. */
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const DEFAULT_ACTION_NAME = 'New Action';
export const ACTION_NAME_MAX = 256;
export const STATEMENT_MAX = 20000;
/** The STORE an action names to act on the node it is run on. */
export const ACTION_STORE = 'HOME';
/** How many files a dry run lists by name. */
export const DRY_RUN_SAMPLE = 20;
/** A dry run stays good for a delete run this long. */
export const DRY_RUN_TTL_MS = 30 * 60 * 1000;
/** At most this many files in one run (a statement selecting more is refused: narrow it). */
export const ACTION_MAX_FILES = 100_000;

export const ACTION_MESSAGES = {
  noSettings: 'Imported file has no actions settings.',
  readOnly: 'A read-only action cannot be overwritten; save it as a new action.',
  standardNeedsTarget:
    'This standard action names no target: run its dry run, then save it as your own action (Save as) with an export location or target and run that.',
  noEditPermission: 'You do not have permission to edit this action.',
  noDeletePermission: 'You do not have permission to delete actions.',
  noRunPermission: 'You do not have permission to use Data Actions (act).',
  noScopePermission: (scope: ActionScope) =>
    scope === 'global' ? 'Only an administrator (adm) can save a global action.' : 'You need the upd permission on this node to save a public action.',
  organisationLevel: 'An action cannot be run at organisation level; select the collector whose files it acts on.',
  notLicensed: 'Automatic data actions are not included in your licence.',
  notFound: (id: string) => `Action not found: ${id}`,
  deleted: (n: number) => (n === 1 ? 'Stored action deleted' : 'Stored actions deleted'),
  needsLocation: 'Export actions need an export location (locationId) or a target (targetName); link actions need an export location.',
  oneDestination: 'An action writes to an export location or to a target, not both.',
  linkNeedsLocation: 'A link action leaves a shortcut to the copy, so it needs an export location, not a target.',
  textTarget: (name: string) => `The target ${name} takes extracted text (an integration): an export writes the files themselves.`,
  locationNotFound: (id: string) => `Export location ${id} is not defined for this node.`,
  transformNeedsIntegration: "A transform action needs an integration (targetName): one of the collector's Transform services, such as text output.",
  notIntegration: (name: string) => `The service ${name} is not an integration: a transform action writes through a Transform service (Policy → Integrations).`,
  noText: 'no extracted text is stored for it',
  deleteNeedsDryRun: 'A delete action runs only after a dry run of it: run the dry run first.',
  dryRunExpired: 'The dry run is out of date (it expired, or the action changed since); run the dry run again.',
  deleteNeedsConfirmation: (name: string) => `Type the action's name (${name}) to confirm the deletion.`,
  deleteNotScheduled: 'A delete action is run by hand after a dry run; it cannot be scheduled.',
  groupedStatement: 'An action selects files: its statement cannot group rows (GROUP BY) or compute aggregates.',
  oneAction: 'A stored action runs one action: save each action of the chain as a stored action of its own.',
  tooManyFiles: (n: number) => `The statement selects more than ${n} files; narrow it.`,
  badTime: 'schedule.time must be HH:mm (UTC).',
  policyNoRule: 'No policy rule is in force on this node (Policy → Actions).',
  policyNoTargets: "The policy exports to the collector's Target services (Policy → Targets); it has none that takes files.",
  policyNoLocation: 'A link leaves a shortcut to a copy in an export location; none is defined for this node.',
  policyDeleteHeld: 'a policy never deletes by itself; a deletion runs only from a stored delete action, after its dry run and a typed confirmation',
} as const;
export const NOT_LICENSED = 'FeatureNotLicensed';
export const ACTION_ERRORS = { dryRunRequired: 'DryRunRequired', confirmationRequired: 'ConfirmationRequired' } as const;

export interface ActionSchedule {
  unit: ScheduleUnit;
  /** Week unit: the days it runs on, 1 to 7 (Sunday first). */
  weekdays: number[];
  /** Every this many days, weeks or months (1 = each). */
  interval: number;
  /** HH:mm in UTC. */
  time: string;
  /** Month unit: the day of the month (a shorter month runs on its last day). */
  monthDay: number;
}
export const NO_SCHEDULE: ActionSchedule = { unit: SCHEDULE_UNIT.never, weekdays: [], interval: 1, time: '00:00', monthDay: 1 };

export interface ActionRule {
  type: RuleAction;
  /** export, link: the export location (PID_SYSEXPORT_LOCATIONS) the files go to. */
  locationId?: string;
  /**
   * export: instead of a location, the name of one of the collector's Target services (PID_SOURCES): the files are
   * written through its connector, compressed and encrypted as the target says.
   * transform: the name of one of the collector's Transform services (an integration, such as text output): each
   * file's extracted text, as the index holds it, is written through its connector.
   */
  targetName?: string;
  /** A file already at the target: replace it, or skip this file. */
  conflict: Conflict;
}
export interface ActionQuery {
  queryMode: 'bySELECT' | 'byBuilder';
  statement: string;
  builder?: unknown;
}
/** The parts of an action a user writes (and an exported file holds). */
export interface ActionSettings {
  name: string;
  description?: string;
  scope: ActionScope;
  query: ActionQuery;
  action: ActionRule;
  schedule: ActionSchedule;
  /** Drawn in the diagram editor: the statement and the action are then the diagram's (sdk/api/action-diagram.ts). */
  diagram?: ActionDiagram;
}
export interface StoredAction extends ActionSettings {
  actionId: string;
  readonly: boolean;
  ownerId: string | null;
  ownerName?: string;
  nodeId: string | null;
  createdAt: number;
  updatedAt: number;
  /** Epoch ms of the next scheduled run (null: not scheduled). */
  nextRunAt: number | null;
  lastRunAt: number | null;
  lastTaskId: number | null;
  canEdit: boolean;
  canDelete: boolean;
}
export interface ActionList {
  actions: StoredAction[];
}
export interface DeleteAnswer {
  deleted: string[];
  skipped: string[];
}
export interface ActionsFile {
  actions: ActionSettings[];
  exportInfo: { time: string; appVersion: string };
}

/** One file a dry run names. */
export interface DryRunFile {
  objectId: string;
  path: string;
  size: number;
  service: string;
  /** Other live copies of its content in the index. */
  duplicates: number;
  classifications: string[];
}
/** What a run would touch, computed without changing anything. */
export interface DryRunAnswer {
  /** Quoted back by a delete run (it must match the action as it is now). */
  dryRunId: string;
  statement: string;
  type: RuleAction;
  files: number;
  bytes: number;
  /** Files with another copy in the index, and the bytes beyond one copy of each content. */
  duplicateFiles: number;
  duplicateBytes: number;
  /** Files holding personal data (any classification hit), and those classifications by file count. */
  personalDataFiles: number;
  classifications: { name: string; files: number }[];
  /** Files on sources the action cannot act on (counted, not touched). */
  unsupportedFiles: number;
  /** A deletion or a move frees this per year (the dashboard's ESG constants): storage cost and kg of CO2. */
  storageCostSaved: number;
  co2KgSaved: number;
  /** The currency code of storageCostSaved (USD, EUR). */
  currency: string;
  sample: DryRunFile[];
  /** Where export and link put the files: an export location (locationId), or a Target service (targetName, its type). */
  target?: { locationId?: string; targetName?: string; type?: string; name: string; path: string };
}
export interface RunAnswer {
  taskId: number;
  actionId: string;
}
export interface DeletionRecord {
  taskId: number;
  actionId: string;
  path: string;
  size: number;
  deletedAt: number;
  deletedBy: string | null;
}

// ---- permission rules ----

export interface ActionViewer {
  userObjectId: string;
  isRoot: boolean;
  codes: readonly string[];
}
type Owned = Pick<StoredAction, 'readonly' | 'scope' | 'ownerId'>;
const owns = (a: Owned, v: ActionViewer) => a.ownerId !== null && a.ownerId === v.userObjectId;

export function scopeRefusal(scope: ActionScope, v: ActionViewer): string | null {
  if (v.isRoot || scope === 'private') return null;
  const need = scope === 'global' ? 'adm' : 'upd';
  return v.codes.includes(need) ? null : ACTION_MESSAGES.noScopePermission(scope);
}
export function editRefusal(a: Owned, v: ActionViewer): string | null {
  if (a.readonly) return ACTION_MESSAGES.readOnly;
  if (v.isRoot || owns(a, v)) return null;
  if (a.scope === 'public' && v.codes.includes('upd')) return null;
  if (a.scope === 'global' && v.codes.includes('adm')) return null;
  return ACTION_MESSAGES.noEditPermission;
}
/** Read-only actions are skipped on delete, not refused. */
export function deleteRefusal(a: Owned, v: ActionViewer): string | null {
  if (a.readonly || v.isRoot || owns(a, v)) return null;
  if (a.scope === 'public' && v.codes.includes('del')) return null;
  if (a.scope === 'global' && v.codes.includes('adm') && v.codes.includes('del')) return null;
  return ACTION_MESSAGES.noDeletePermission;
}
/** Running an action (now) needs act on the node it runs on. */
export function runRefusal(v: ActionViewer): string | null {
  return v.isRoot || v.codes.includes('act') ? null : ACTION_MESSAGES.noRunPermission;
}

// ---- schedule arithmetic (UTC) ----

const DAY_MS = 86_400_000;
const parseTime = (t: string): [number, number] => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
};
const dayIndex = (ms: number) => Math.floor(ms / DAY_MS);
/** Weeks counted from a Sunday (1970-01-04 was one). */
const weekIndex = (ms: number) => Math.floor((dayIndex(ms) - 3) / 7);
const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * The first run strictly after `after` (epoch ms), or null for a schedule that never runs. Intervals count from
 * the anchor (when the schedule was saved): every 2 weeks runs in the anchor's week, two weeks later, and so on;
 * every 3 months in the anchor's month, three months later... A month whose length is below monthDay runs on its
 * last day.
 */
export function nextRunAt(s: ActionSchedule, after: number, anchor: number): number | null {
  if (s.unit === SCHEDULE_UNIT.never) return null;
  if (s.unit === SCHEDULE_UNIT.week && s.weekdays.length === 0) return null;
  const [hh, mm] = parseTime(s.time);
  const interval = Math.max(1, Math.floor(s.interval || 1));
  const horizon = (s.unit === SCHEDULE_UNIT.month ? 31 * 12 : s.unit === SCHEDULE_UNIT.week ? 7 : 1) * interval + 62;
  for (let d = dayIndex(after); d <= dayIndex(after) + horizon; d++) {
    const at = d * DAY_MS + (hh * 60 + mm) * 60_000;
    if (at <= after) continue;
    const date = new Date(at);
    if (s.unit === SCHEDULE_UNIT.day) {
      if ((d - dayIndex(anchor)) % interval !== 0) continue;
    } else if (s.unit === SCHEDULE_UNIT.week) {
      if (!s.weekdays.includes(date.getUTCDay() + 1)) continue;
      if ((((weekIndex(at) - weekIndex(anchor)) % interval) + interval) % interval !== 0) continue;
    } else {
      const wanted = Math.min(Math.max(1, s.monthDay || 1), daysInMonth(date.getUTCFullYear(), date.getUTCMonth()));
      if (date.getUTCDate() !== wanted) continue;
      if ((((monthIndex(date) - monthIndex(new Date(anchor))) % interval) + interval) % interval !== 0) continue;
    }
    return at;
  }
  return null;
}

/** A schedule in words: 'Every 2 weeks on Monday, Friday at 06:30 UTC'. */
export function describeSchedule(s: ActionSchedule): string {
  if (s.unit === SCHEDULE_UNIT.never) return 'Not scheduled';
  const n = Math.max(1, s.interval || 1);
  const every = (one: string, many: string) => (n === 1 ? `Every ${one}` : `Every ${n} ${many}`);
  if (s.unit === SCHEDULE_UNIT.day) return `${every('day', 'days')} at ${s.time} UTC`;
  if (s.unit === SCHEDULE_UNIT.week)
    return `${every('week', 'weeks')} on ${[...s.weekdays]
      .sort()
      .map(d => WEEKDAY_LABELS[d - 1])
      .join(', ')} at ${s.time} UTC`;
  return `${every('month', 'months')} on day ${s.monthDay} at ${s.time} UTC`;
}

// ---- payload schemas ----

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const oneOf = <T extends string | number>(name: string, values: readonly T[], fallback: T) =>
  yup
    .mixed<T>()
    .transform(v => (v === undefined || v === null || v === '' ? fallback : v))
    .test(name, `${name} must be one of ${values.join(', ')}.`, v => (values as readonly unknown[]).includes(v))
    .default(fallback) as unknown as yup.Schema<T>;
const whole = (name: string, min: number, max: number, fallback: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === undefined || raw === null || raw === '' ? fallback : v))
    .typeError(`${name} must be a number.`)
    .integer(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);

const nameField = () =>
  yup
    .string()
    .transform(v => (typeof v === 'string' ? v.trim() : v))
    .typeError('name must be a text.')
    .required('name is required.')
    .max(ACTION_NAME_MAX, `name must be at most ${ACTION_NAME_MAX} characters.`)
    .matches(/^[^$\\/]*$/, 'name must not hold $, \\ or /.');

const querySchema = yup
  .object({
    queryMode: oneOf('query.queryMode', ['bySELECT', 'byBuilder'] as const, 'bySELECT'),
    statement: yup
      .string()
      .typeError('query.statement must be a text.')
      .required('query.statement is required.')
      .max(STATEMENT_MAX, `query.statement must be at most ${STATEMENT_MAX} characters.`),
    builder: yup.mixed().test('builder', 'query.builder must be an object.', v => v === undefined || v === null || isObject(v)),
  })
  .typeError('query must be an object.')
  .required('query is required.');

const ruleSchema = yup
  .object({
    type: oneOf('action.type', RULE_ACTIONS, 'none'),
    locationId: optionalText('action.locationId'),
    targetName: optionalText('action.targetName'),
    conflict: oneOf('action.conflict', CONFLICTS, 'skip'),
  })
  .test('one-destination', ACTION_MESSAGES.oneDestination, r => !(r?.locationId && r?.targetName))
  .test('link-location', ACTION_MESSAGES.linkNeedsLocation, r => !(r?.type === 'link' && r.targetName))
  .test('transform-integration', ACTION_MESSAGES.transformNeedsIntegration, r => r?.type !== 'transform' || (!!r.targetName && !r.locationId))
  .test('location', ACTION_MESSAGES.needsLocation, r => !(r?.type === 'export' || r?.type === 'link') || !!r.locationId || !!r.targetName)
  .typeError('action must be an object.')
  .required('action is required.');

const scheduleUnits = Object.values(SCHEDULE_UNIT) as ScheduleUnit[];
export const scheduleSchema = yup
  .object({
    unit: oneOf('schedule.unit', scheduleUnits, SCHEDULE_UNIT.never),
    weekdays: yup
      .array(
        yup
          .number()
          .typeError('schedule.weekdays must be numbers 1 to 7.')
          .integer()
          .min(1, 'Weekdays run from 1 (Sunday) to 7.')
          .max(7, 'Weekdays run from 1 (Sunday) to 7.')
          .required(),
      )
      .typeError('schedule.weekdays must be a list.')
      .default([]),
    interval: whole('schedule.interval', 1, 365, 1),
    time: yup
      .string()
      .typeError(ACTION_MESSAGES.badTime)
      .default('00:00')
      .matches(/^([01]\d|2[0-3]):[0-5]\d$/, ACTION_MESSAGES.badTime),
    monthDay: whole('schedule.monthDay', 1, 31, 1),
  })
  .test('weekdays', 'A weekly schedule needs at least one weekday.', s => s?.unit !== SCHEDULE_UNIT.week || (s.weekdays?.length ?? 0) > 0)
  .default(NO_SCHEDULE);

export const actionSettingsSchema = yup
  .object({
    name: nameField(),
    description: optionalText('description'),
    scope: oneOf('scope', ACTION_SCOPES, 'private'),
    query: querySchema,
    action: ruleSchema,
    schedule: scheduleSchema,
    diagram: yup
      .mixed()
      .test(
        'diagram',
        'diagram must hold nodes and links.',
        v => v === undefined || v === null || (isObject(v) && Array.isArray(v.nodes) && Array.isArray(v.links)),
      )
      .transform(v => (v === null ? undefined : v)),
  })
  .test('delete-schedule', ACTION_MESSAGES.deleteNotScheduled, s => !(s?.action?.type === 'delete' && s.schedule?.unit !== SCHEDULE_UNIT.never));

export const listSchema = yup.object({ objectId: requiredText('objectId'), search: optionalText('search') });
export const getSchema = yup.object({ objectId: requiredText('objectId'), actionId: requiredText('actionId') });
export const createSchema = yup.object({ objectId: requiredText('objectId'), action: actionSettingsSchema.required('action is required.') });
export const updateSchema = createSchema.shape({ actionId: requiredText('actionId'), saveMode: oneOf('saveMode', ['SAVE', 'SAVE_AS'] as const, 'SAVE') });
export const deleteSchema = yup.object({
  objectId: requiredText('objectId'),
  actionIds: stringList('actionIds').test('some', 'actionIds is required.', v => Array.isArray(v) && v.length > 0),
});
export const exportSettingsSchema = deleteSchema;
export const importSchema = yup.object({ objectId: requiredText('objectId'), file: yup.mixed().nullable() });
export const dryRunSchema = yup.object({ objectId: requiredText('objectId'), actionId: requiredText('actionId') });
export const runSchema = yup.object({
  objectId: requiredText('objectId'),
  actionId: requiredText('actionId'),
  dryRunId: optionalText('dryRunId'),
  confirmation: optionalText('confirmation'),
});
export const deletionsSchema = yup.object({ objectId: requiredText('objectId'), actionId: requiredText('actionId') });

export type ListRequest = { objectId: string; search?: string };
export type CreateRequest = { objectId: string; action: ActionSettings };
export type UpdateRequest = CreateRequest & { actionId: string; saveMode: 'SAVE' | 'SAVE_AS' };
export type DeleteRequest = { objectId: string; actionIds: string[] };
export type RunRequest = { objectId: string; actionId: string; dryRunId?: string; confirmation?: string };
export const policyRunSchema = yup.object({ objectId: requiredText('objectId') });
