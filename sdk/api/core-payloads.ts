/**
 * Payload schemas of the core routes (session, events, tree, properties, control, collectors), shared by the
 * console and the server: the server runs them before each handler, so a malformed payload answers a named
 * ValidationError with the message given here and the field it refused.
 */
import * as yup from 'yup';
import { objectField, optionalText, requiredText, stringList, wholeNumber, flag } from './payload-fields';
import { CHILDREN_LIMITS, EVENT_LIMITS } from './endpoints';
import { EVENT_DEFAULTS } from './objects';
import { INFO_LEVELS, type InfoLevel } from './properties';
import { isValidActivationCode, MESSAGES, normaliseActivationCode } from './validation';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object or nothing, passed on as sent (the handler tells absent from empty): `<name> must be an object.` otherwise. */
function objectAsSent(name: string) {
  return yup
    .mixed<Record<string, unknown>>()
    .nullable()
    .test('object', `${name} must be an object.`, v => blank(v) || isPlainObject(v)) as unknown as yup.Schema<Record<string, unknown> | undefined>;
}

/** An options object with known fields (absent, null and '' become {}): `options must be an object.` otherwise. */
function optionsOf<F extends yup.ObjectShape>(fields: F) {
  return yup
    .object(fields)
    .nullable()
    .transform(v => (blank(v) ? {} : v))
    .typeError('options must be an object.')
    .default({});
}

/** options.infoLevel: one of INFO_LEVELS; absent → undefined (the route's default). */
function infoLevel() {
  const message = `options.infoLevel must be one of ${INFO_LEVELS.join(', ')}.`;
  return yup
    .mixed<InfoLevel>()
    .nullable()
    .transform(v => (blank(v) ? undefined : v))
    .test('info-level', message, v => v === undefined || (INFO_LEVELS as readonly unknown[]).includes(v)) as unknown as yup.Schema<InfoLevel | undefined>;
}

// ---- session ----

/**
 * GET /authentication: command=available lists the sign-in methods (of one client when clientName or
 * clientObjectId is given); command=start begins a redirect method's sign-in (state, redirectUri).
 */
export const authenticationSchema = yup.object({
  command: optionalText('command').test('known', function (v) {
    return v === undefined || v === 'available' || v === 'start' ? true : this.createError({ message: `Unknown authentication command ${v}.` });
  }),
  clientName: optionalText('clientName'),
  clientObjectId: optionalText('clientObjectId'),
  activationCode: optionalText('activationCode'),
  state: optionalText('state').when('command', { is: 'start', then: s => s.required('state is required.') }),
  redirectUri: optionalText('redirectUri')
    .when('command', { is: 'start', then: s => s.required('redirectUri is required.') })
    .test('url', 'redirectUri must be an http or https address.', v => v === undefined || /^https?:\/\/[^\s]+$/i.test(v)),
});

// ---- events ----

const eventCount = (name: string) => wholeNumber(name, { fallback: EVENT_DEFAULTS.maxEvents, min: 1, max: EVENT_LIMITS.maxEvents });
/** GET /event/listen: the long-poll's wait (seconds), rooms and feeds (';'-separated), batch sizes and cursors. */
export const listenSchema = yup.object({
  timeout: wholeNumber('timeout', { fallback: EVENT_DEFAULTS.timeout, min: 0, max: EVENT_LIMITS.maxTimeoutSeconds }),
  rooms: optionalText('rooms'),
  feeds: optionalText('feeds'),
  maxRoomEvents: eventCount('maxRoomEvents'),
  maxFeedEvents: eventCount('maxFeedEvents'),
  lastRoomEventId: wholeNumber('lastRoomEventId', { min: 0 }),
  lastFeedEventId: wholeNumber('lastFeedEventId', { min: 0 }),
}) as unknown as yup.Schema<ListenRequest>;
export interface ListenRequest {
  timeout: number;
  rooms?: string;
  feeds?: string;
  maxRoomEvents: number;
  maxFeedEvents: number;
  lastRoomEventId?: number;
  lastFeedEventId?: number;
}

// ---- tree ----

/** GET /database/object: the object, and how much of it (options.infoLevel, basic when none). */
export const objectGetSchema = yup.object({
  objectId: requiredText('objectId'),
  options: optionsOf({ infoLevel: infoLevel() }),
}) as unknown as yup.Schema<ObjectGetRequest>;
export interface ObjectGetRequest {
  objectId: string;
  options: { infoLevel?: InfoLevel };
}

/** POST and PUT /database/object: object (and options) objects; their fields are checked by the tree's rules. */
export const objectWriteSchema = yup.object({ object: objectAsSent('object'), options: objectAsSent('options') });

/** DELETE /database/object: options.removeChildren deletes a container with its children. */
export const objectDeleteSchema = yup.object({
  objectId: requiredText('objectId'),
  options: optionsOf({ removeChildren: flag('removeChildren') }),
}) as unknown as yup.Schema<ObjectDeleteRequest>;
export interface ObjectDeleteRequest {
  objectId: string;
  options: { removeChildren?: boolean };
}

/** The paging and filter fields of GET /database/children, accepted in options and at the top level alike. */
const childrenPaging = () => ({
  objectOffset: wholeNumber('objectOffset', { min: 0 }),
  objectLimit: wholeNumber('objectLimit', { min: 0, max: CHILDREN_LIMITS.maxLimit }),
  classIds: stringList('classIds'),
  containersOnly: flag('containersOnly'),
  withDeleted: flag('withDeleted'),
  recursive: flag('recursive'),
});
export interface ChildrenPaging {
  objectOffset?: number;
  objectLimit?: number;
  classIds?: string[];
  containersOnly?: boolean;
  withDeleted?: boolean;
  recursive?: boolean;
}
/** GET /database/children: a page of parentId's children. */
export const childrenSchema = yup.object({
  parentId: requiredText('parentId'),
  ...childrenPaging(),
  options: optionsOf({ infoLevel: infoLevel(), ...childrenPaging() }),
}) as unknown as yup.Schema<ChildrenRequest>;
export interface ChildrenRequest extends ChildrenPaging {
  parentId: string;
  options: ChildrenPaging & { infoLevel?: InfoLevel };
}

// ---- properties ----

// objectField turns null and '' into {}; absent is {} too (yup does not transform what is absent).
const propertyFields = () => ({
  propertyId: requiredText('propertyId'),
  objectId: requiredText('objectId'),
  options: objectField('options').default(() => ({})),
});
/** GET /database/property: propertyId of objectId, with the property's own options. */
export const propertyGetSchema = yup.object(propertyFields()) as unknown as yup.Schema<PropertyRequest>;
/** POST /database/property: the new value in property (null is a value). */
export const propertySetSchema = yup.object(propertyFields()).test('property', 'property is required.', function (p) {
  return p && 'property' in p ? true : this.createError({ path: 'property', message: 'property is required.' });
}) as unknown as yup.Schema<PropertyRequest & { property: unknown }>;
export interface PropertyRequest {
  propertyId: string;
  objectId: string;
  options: Record<string, unknown>;
}

// ---- control ----

/** Commands that act on one task when options.taskId names it. */
const TASK_ID_COMMANDS = ['pause', 'resume', 'cancel', 'abort'];
/** PUT /database/control: commandId on objectId; options that are not an object are none. */
export const controlSchema = yup
  .object({
    objectId: requiredText('objectId'),
    commandId: requiredText('commandId'),
    options: yup
      .mixed<Record<string, unknown>>()
      .transform(v => (isPlainObject(v) || Array.isArray(v) ? v : {}))
      .default({}),
  })
  .test('task-id', function (p) {
    const taskId = (p?.options as { taskId?: unknown } | undefined)?.taskId;
    if (!TASK_ID_COMMANDS.includes(p?.commandId as string) || taskId === undefined) return true;
    return typeof taskId === 'number' && Number.isInteger(taskId) && taskId >= 1
      ? true
      : this.createError({ path: 'options.taskId', message: 'options.taskId must be a task number.' });
  }) as unknown as yup.Schema<ControlRequest>;
export interface ControlRequest {
  objectId: string;
  commandId: string;
  options: Record<string, unknown> & { taskId?: number };
}

// ---- collectors ----

/** Every collector call names its node (the token in x-collector-token proves it is that node's collector). */
/** The version a device's program reports (its package's version), e.g. 1.4.2 or 1.5.0-beta.1. */
const deviceVersion = () =>
  yup
    .string()
    .max(40, 'version must be at most 40 characters.')
    .matches(/^v?\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/, { message: 'version must be dotted numbers such as 1.4.2', excludeEmptyString: true })
    .optional();
export const collectorCallSchema = yup.object({ objectId: requiredText('objectId'), version: deviceVersion() }) as unknown as yup.Schema<CollectorCall>;
export interface CollectorCall {
  objectId: string;
  /** The device program's version (activation and heartbeat carry it). */
  version?: string;
}

/** POST /database/activate: the node's activation code, and the node when the collector knows it already. */
export const activateSchema = yup.object({
  activationCode: requiredText('activationCode')
    .transform(v => (typeof v === 'string' ? normaliseActivationCode(v) : v))
    .test('activation-code', MESSAGES.activationCode, v => typeof v !== 'string' || isValidActivationCode(v)),
  objectId: yup.mixed<string>().transform(v => (typeof v === 'string' && v ? v : undefined)),
  version: deviceVersion(),
}) as unknown as yup.Schema<ActivateRequest>;
export interface ActivateRequest {
  activationCode: string;
  objectId?: string;
  version?: string;
}

export const REPORT_STATES = ['progress', 'completed', 'failed', 'stopped'] as const;
/** POST /database/collector/report: a task's state, progress and closing message. */
export const collectorReportSchema = yup.object({
  objectId: requiredText('objectId'),
  taskId: yup.mixed<number>().test('task-id', 'taskId is required.', v => typeof v === 'number'),
  state: yup
    .mixed<(typeof REPORT_STATES)[number]>()
    .test('state', 'state must be progress, completed, failed or stopped.', v => (REPORT_STATES as readonly unknown[]).includes(v)),
  message: yup.mixed<string>().transform(v => (typeof v === 'string' ? v : undefined)),
}) as unknown as yup.Schema<CollectorReportRequest>;
export interface CollectorReportRequest {
  objectId: string;
  taskId: number;
  state: (typeof REPORT_STATES)[number];
  progress?: unknown;
  message?: string;
}

/** A console command the platform passes to a device with its next answer (sdk/api console.ts, 'ping'). */
export interface DeviceConsoleRequest {
  requestId: number;
  command: string;
}
/** POST /database/collector/console: a device's answer to a console request. */
export const collectorConsoleSchema = yup.object({
  objectId: requiredText('objectId'),
  requestId: yup.mixed<number>().test('request-id', 'requestId is required.', v => typeof v === 'number' && Number.isInteger(v)),
  lines: yup.array(yup.string().max(2000, 'a line is at most 2000 characters.').required()).max(200, 'at most 200 lines.').required('lines is required.'),
}) as unknown as yup.Schema<CollectorConsoleAnswer>;
export interface CollectorConsoleAnswer {
  objectId: string;
  requestId: number;
  lines: string[];
}

/** POST /database/ingest: a batch of index results, of a task when taskId names one (the batch itself is checked as it is applied). */
export const ingestSchema = yup.object({
  objectId: requiredText('objectId'),
  taskId: yup
    .mixed<number>()
    .nullable()
    .transform(v => (typeof v === 'number' ? v : null))
    .default(null),
}) as unknown as yup.Schema<IngestRequest>;
export interface IngestRequest {
  objectId: string;
  taskId: number | null;
  service?: unknown;
}
