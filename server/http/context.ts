/** What every route module receives, and the shape of a route. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PayloadSchema, PlatformAccess, SecretBox, ServerPluginDefinition } from '@fathom/sdk/server';
import type { ServerPluginHost } from '../plugins/host';
import type { Session } from '../auth/session';
import type { SessionPolicy } from '../auth/tokens';
import type { ServerSettings } from '../config';
import type { EventBus } from '../events/bus';
import type { Store } from '../store/db';
import type { TreeService } from '../tree/service';

export interface ServerContext {
  store: Store;
  bus: EventBus;
  tree: TreeService;
  settings: ServerSettings;
  /** The server plugins of this host, as its list gives them (the list order is extractor precedence). */
  plugins: readonly ServerPluginDefinition<any, any>[];
  /** Their contributions, validated and frozen (routes, properties, stats figures, connectors, ...). */
  extensions: ServerPluginHost;
  /** Module ids (project-relative) of the plugins, so scan and extraction threads load the same set. */
  pluginModules: readonly string[];
  /** The core services as plugins see them (sdk/server PlatformAccess). */
  platform: PlatformAccess;
  /** Sessions' idle time and the server's clock. */
  sessions: SessionPolicy;
  /** Secrets sealed with the platform's master key (sign-in methods, service credentials). */
  secrets: SecretBox;
  /** Tasks to run when the server closes (in reverse order of registration). */
  onClose(task: () => Promise<void> | void): void;
}

export interface CallContext {
  /** The signed-in caller; routes marked public get null. */
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
  server: ServerContext;
  /** Aborted when the client goes away before the answer. */
  signal: AbortSignal;
  platform: PlatformAccess;
  /** The platform's address as the caller reached it. */
  origin?: string;
}

/**
 * One API route. The payload is the query string (GET, DELETE; object-valued parameters JSON-decoded) or the
 * JSON body (POST, PUT). The handler's result becomes `{"status":"OK","data":result}`; a thrown ApiError
 * becomes the error envelope. A handler that sends the reply itself (a file download) returns the reply.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /server/api/v3, e.g. '/database/object'. */
  path: string;
  /** No session needed (login, config, ...). */
  public?: boolean;
  /** Validates the payload before the handler runs; a failure is a ValidationError naming the field. */
  schema?: PayloadSchema<Record<string, unknown>>;
  handler(payload: Record<string, unknown>, call: CallContext): Promise<unknown>;
}

export type RouteModule = (server: ServerContext) => ApiRoute[];

/** A route whose handler gets the payload as its schema makes it (typed by the schema's request type). */
export function routeWithSchema<P>(
  route: Omit<ApiRoute, 'schema' | 'handler'> & { schema: PayloadSchema<P>; handler(payload: P, call: CallContext): Promise<unknown> },
): ApiRoute {
  return route as unknown as ApiRoute;
}

/** The session of a non-public route. */
export function sessionOf(call: CallContext): Session {
  if (!call.session) throw new Error('route needs a session but is marked public');
  return call.session;
}
