/**
 * The server plugin platform: defineServerPlugin, the core services a plugin may require, and the typed
 * extension points it contributes to. Same ideas as the console (sdk/web/plugin.ts): tokens and points are
 * Symbol.for / id keyed, register is declarations only, the host validates and freezes before start.
 * Everything a plugin needs to write routes and properties is here, so it never imports server/.
 */
import type { Kysely } from 'kysely';
import type { PermissionCode, TreeObject, InfoLevel } from '../api';
import type { TaskInfo } from '../api/tasks';
import type { PolicyClassification } from '../api/classification';
import type { ServiceTypeDescriptor } from '../api/policy';
import { createExtensionPoint, type ExtensionPoint } from '../web/extension-points';
import { createToken, type OptionalMap, type ResolvedMap, type Token, type TokenMap } from '../web/tokens';
import type { Classifier, Extractor, SourceConnector } from './connectors';
// Policy and dashboard area services (see area-services.ts).
import { ClassificationPolicy, ContentSigning, NodeEventLog, PropertyValues, PublicSettings, ServiceTypeCatalog } from './area-services';
import { DISCOVER_CORE_TOKENS } from './discover';
import { ACCESS_CORE_TOKENS } from './accounts';
import { MarketplaceSettings, PeopleAdministration } from './people';
import { SecretBox } from './secret-box';
import { TargetCatalog } from './targets';
import type { SignInProvider } from './sign-in';
import { INSTALLER_CORE_TOKENS } from './installers';
import { TASK_CORE_TOKENS } from './tasks';
import { INDEX_CORE_TOKENS } from './indexed-files';

export { createExtensionPoint, createToken, type ExtensionPoint, type OptionalMap, type ResolvedMap, type Token, type TokenMap };

// ---- core services (provided by the server core; a plugin names them in `requires`) ----

/** The store as a kysely handle. Tables of a plugin are its own (see Migrations); core tables are read-only by convention. */
export interface StoreAccess {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
}
/** The signed-in caller. */
export interface PluginSession {
  userObjectId: string;
  homeId: string;
  isRoot: boolean;
  userId: string;
  name: string;
}
/** The tree, seen with a viewer's permissions. */
export interface TreeAccess {
  /** Resolves the aliases HOME and ME. */
  resolveId(viewer: PluginSession, objectId: string): string;
  /** The object if the viewer reaches it; ObjectNotFound otherwise. */
  getObject(viewer: PluginSession, objectId: string, infoLevel?: InfoLevel): Promise<TreeObject>;
}
/** The event bus: room events reach long-poll listeners of the rooms named. */
export interface EventPublisher {
  publishRoom(room: string, event: { type: string; objectId?: string; data?: unknown }, audience?: string[]): Promise<unknown>;
}
/** What every route handler, property handler and figure receives. */
export interface PlatformAccess {
  store: StoreAccess;
  tree: TreeAccess;
  events: EventPublisher;
  // Policy and dashboard area services.
  properties: PropertyValues;
  publicSettings: PublicSettings;
  signing: ContentSigning;
  nodeEvents: NodeEventLog;
  classification: ClassificationPolicy;
  serviceTypes: ServiceTypeCatalog;
  /** Secrets sealed with the platform's master key (credentials a plugin must read back). */
  secrets: SecretBox;
  /** The target connectors and a node's targets opened for writing (sdk/server/targets.ts). */
  targets: TargetCatalog;
}

export const StoreAccess = createToken<StoreAccess>('server.store');
export const TreeAccess = createToken<TreeAccess>('server.tree');
export const EventPublisher = createToken<EventPublisher>('server.events');
/** The core services every server has; the host treats them as provided by 'the core'. */
export const CORE_SERVER_TOKENS: readonly Token<unknown>[] = [
  StoreAccess,
  TreeAccess,
  EventPublisher,
  // Policy and dashboard area services.
  PropertyValues,
  PublicSettings,
  ContentSigning,
  NodeEventLog,
  ClassificationPolicy,
  ServiceTypeCatalog,
  ...DISCOVER_CORE_TOKENS, // search engine and settings (sdk/server/discover.ts)
  ...ACCESS_CORE_TOKENS, // accounts, mail and the clock (sdk/server/accounts.ts)
  PeopleAdministration, // users' credentials and role membership (sdk/server/people.ts)
  MarketplaceSettings, // the marketplace's address (sdk/server/people.ts)
  SecretBox, // secrets sealed with the platform's master key (sdk/server/secret-box.ts)
  TargetCatalog, // target connectors and a node's targets opened for writing (sdk/server/targets.ts)
  ...INSTALLER_CORE_TOKENS, // device nodes and the collector program (sdk/server/installers.ts)
  ...TASK_CORE_TOKENS, // the task queue (sdk/server/tasks.ts)
  ...INDEX_CORE_TOKENS, // the index's files as actions read them (sdk/server/indexed-files.ts)
];

// ---- routes ----

/** Validates and converts a payload (a yup object schema fits); a failure becomes a named ValidationError. */
export interface PayloadSchema<P> {
  validate(value: unknown, options?: Record<string, unknown>): Promise<P>;
}
export interface RouteCall {
  /** The caller; null on public routes. */
  session: PluginSession | null;
  /** Aborted when the client goes away before the answer. */
  signal: AbortSignal;
  platform: PlatformAccess;
  /** The platform's address as the caller reached it (protocol://host[:port]), e.g. for a device to call back. */
  origin?: string;
}
/**
 * One route under /server/api/v3. The payload is the query string (GET, DELETE) or the JSON body (POST, PUT),
 * validated by schema before the handler runs. The result becomes {"status":"OK","data":result}; a thrown
 * ApiError (sdk/api) becomes the error envelope.
 */
export interface RouteDefinition<P = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /server/api/v3, e.g. '/hello/greeting'. */
  path: string;
  public?: boolean;
  schema?: PayloadSchema<P>;
  handler(payload: P, call: RouteCall): Promise<unknown>;
}
export interface RouteModuleContribution {
  id: string;
  routes: readonly RouteDefinition[];
}

// ---- properties (GET/POST /database/property) ----

export interface PropertyContext {
  session: PluginSession;
  /** The object asked about (aliases resolved). */
  objectId: string;
  /** The tree node owning it: objectId itself for a tree node, the collector node for an index entry. */
  ownerId: string;
  /** The object in wire form. */
  object: TreeObject;
  /** Codes the caller holds on the object. */
  codes: PermissionCode[];
  options: Record<string, unknown>;
  signal: AbortSignal;
  platform: PlatformAccess;
}
/** Serves one PID_*; the server resolves the object, checks reachability and the codes, then calls it. */
export interface PropertyHandler<C extends PropertyContext = PropertyContext> {
  propertyId: string;
  /** Alternative code sets allowing a read (any one suffices); empty or absent: reachability is enough. */
  readNeeds?: PermissionCode[][];
  writeNeeds?: PermissionCode[][];
  /** Kept per user (PID_UI): the set event names the user and only that user receives it. */
  perUser?: boolean;
  /** The value; throw ApiError PropertyNotFound when there is none. */
  get?(ctx: C): Promise<unknown>;
  /** Validates and stores; the result (if any) is the answer's data. */
  set?(ctx: C, value: unknown): Promise<unknown>;
}

// ---- migrations, statistics, classifications ----

/** One step of a plugin's own tables: applied once, in id order within the plugin, after the core's migrations. */
export interface MigrationContribution {
  id: string;
  up(db: Kysely<any>): Promise<void>;
}
export interface StatsFigureContext {
  objectId: string;
  platform: PlatformAccess;
  signal?: AbortSignal;
}
/** A figure added to PID_STATS under figures[id]. */
export interface StatsFigureContribution {
  id: string;
  compute(ctx: StatsFigureContext): Promise<unknown>;
}
/** A classification offered by the platform itself, beside the policy's own. */
export type ClassificationContribution = PolicyClassification;

// ---- write side, sign-in, tasks, event feeds (interfaces; the core grows into them) ----

/**
 * A target connector: the write side of a service type (spec 001 §3 targets), used by Discover's export to a location
 * and by data actions. One per type, contributed to Targets by the type's plugin; reach them through
 * platform.targets (TargetCatalog).
 *
 * - `params` are the target service's parameters with its secrets opened, plus `contentKey` (a ContentKey of
 *   sdk/server/store-format) when the policy has an encryption key. A connector never logs them.
 * - `path` is where the file goes relative to params.storePath, '/'-separated ('letters/2024/a.docx'); a path
 *   leaving the store path ('..') is refused (target-kit targetRelativePath). Folders are created as needed and a
 *   file of the same path is replaced.
 * - Unless params.enableCompression / enableEncryption are false, content is stored LZ4-compressed and AES-256-GCM
 *   encrypted in the store format (target-kit storedContent); encryption without params.contentKey is a named
 *   ValidationError. Types whose stored form is fixed say so (a zip archive deflates; text output is plain text).
 * - Failures are ApiErrors named from SERVICE_ERRORS (HostUnreachable, AccessDenied, NoSuchShare, ...).
 */
export interface TargetConnector {
  type: string;
  /**
   * What `write` expects: 'content' (default) the file's bytes; 'text' the file's extracted text as UTF-8 (the
   * caller hands the text the index holds, e.g. text-output).
   */
  input?: 'content' | 'text';
  write(
    params: Record<string, unknown>,
    path: string,
    content: Buffer | NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    signal?: AbortSignal,
  ): Promise<void>;
  /** The original content of a written file (decompressed and decrypted with params.contentKey); ENOENT when absent. */
  read?(params: Record<string, unknown>, path: string, signal?: AbortSignal): Promise<AsyncIterable<Uint8Array>>;
  remove?(params: Record<string, unknown>, path: string): Promise<void>;
  /**
   * 'Test connection' of a target (PUT /services/validate with mode Target): connects, checks the store path can
   * be written to and answers a few names found there; a failure is named as a source's test names it.
   */
  validate?(params: Record<string, unknown>, signal?: AbortSignal): Promise<{ entries: string[] }>;
}
/** What a task's run reports as it goes: files done (of total when known), and bytes, changes and errors so far. */
export interface TaskRunCounts {
  bytes?: number;
  changed?: number;
  deleted?: number;
  errors?: number;
}
/**
 * One run of a plugin's task (TaskKinds): the task queue claims it like a scan, keeps its status, retries a failed run
 * (TASK_MAX_RETRIES) and stops it through signal on cancel, pause, abort or shutdown (the run then ends early; a
 * paused or shut-down run starts again from the beginning when resumed).
 */
export interface TaskRunContext {
  taskId: string;
  nodeId: string;
  /** The options the task was queued with. */
  parameters: Record<string, unknown>;
  /** The user who queued it (null: the platform itself, e.g. a schedule). */
  createdBy: string | null;
  signal: AbortSignal;
  progress(done: number, total?: number, counts?: TaskRunCounts): void;
  /** A line in the task's log (PID_LOG); never a secret. */
  log(line: string): void;
  platform: PlatformAccess;
}
export interface TaskKind {
  kind: string;
  run(ctx: TaskRunContext): Promise<void>;
}
/**
 * Told when a task of one of kinds (all kinds when absent) has completed: its row already says Completed. A scan, a
 * rescan and a reclassification are kinds too, so a plugin acts on what a scan found without touching the scan. A
 * listener's failure is logged and never changes the task.
 */
export interface TaskFinishedListener {
  id: string;
  kinds?: readonly string[];
  finished(task: TaskInfo, platform: PlatformAccess): Promise<void>;
}
export interface EventFeed {
  feed: string;
  /** Whether the session may follow this feed. */ visibleTo?(session: PluginSession): boolean;
}

// ---- extension points ----

export const Routes = createExtensionPoint<RouteModuleContribution>('server.routes');
export const Properties = createExtensionPoint<PropertyHandler>('server.properties');
export const Migrations = createExtensionPoint<MigrationContribution>('server.migrations');
export const StatsFigures = createExtensionPoint<StatsFigureContribution>('server.stats-figures');
export const Classifications = createExtensionPoint<ClassificationContribution>('server.classifications');
export const Extractors = createExtensionPoint<Extractor>('server.extractors');
export const Classifiers = createExtensionPoint<Classifier>('server.classifiers');
export const Sources = createExtensionPoint<SourceConnector>('server.sources');
/** What a service type is (modes, path style, title, form fields): the same descriptor its console form carries. */
export const ServiceTypes = createExtensionPoint<ServiceTypeDescriptor>('server.service-types');
export const Targets = createExtensionPoint<TargetConnector>('server.targets');
export const SignInProviders = createExtensionPoint<SignInProvider>('server.sign-in-providers');
export const TaskKinds = createExtensionPoint<TaskKind>('server.task-kinds');
export const EventFeeds = createExtensionPoint<EventFeed>('server.event-feeds');
export const TaskFinished = createExtensionPoint<TaskFinishedListener>('server.task-finished');

/** The key a contribution is known by within its point (the host refuses two with the same key). */
export function serverContributionKey(point: ExtensionPoint<unknown>, c: unknown): string {
  const r = c as Record<string, unknown>;
  if (point.id === Properties.id) return String(r.propertyId);
  if (point.id === Classifications.id) return String(r.name);
  return String(r.id ?? r.type ?? r.provider ?? r.kind ?? r.feed);
}

// ---- the plugin ----

export interface ServerRegistrar<R extends TokenMap, O extends TokenMap> {
  /** Provide a service to plugins that require its token; the factory runs once, after registration. */
  provide<T>(token: Token<T>, factory: (deps: ResolvedMap<R> & OptionalMap<O> & { platform: PlatformAccess }) => T): void;
  contribute<C>(point: ExtensionPoint<C>, contribution: C): void;
}
export interface ServerPluginDefinition<R extends TokenMap = TokenMap, O extends TokenMap = TokenMap> {
  /** Unique, kebab-case. */
  id: string;
  requires?: R;
  optional?: O;
  provides?: Token<unknown>[];
  /** Synchronous declarations only: scan and extraction threads run it too, to find their connectors. */
  register?(r: ServerRegistrar<R, O>): void;
  /** After the server listens and every registry is frozen. */
  start?(ctx: ResolvedMap<R> & OptionalMap<O> & { platform: PlatformAccess }): void | Promise<void>;
}

export function defineServerPlugin<R extends TokenMap = {}, O extends TokenMap = {}>(def: ServerPluginDefinition<R, O>): ServerPluginDefinition<R, O> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(def.id)) throw new Error(`Server plugin id '${def.id}' must be kebab-case.`);
  return def;
}
