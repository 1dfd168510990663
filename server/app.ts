/**
 * The platform server: `createServer(options)` validates and registers the server plugins, opens the store in
 * the data directory, bootstraps it on the first start, runs the plugins' migrations after the core's, mounts
 * every route module under /server/api/v3 (the core's, then the plugins'), serves the console from
 * dist/web/<variant> (with SPA fallback) when it has been built, listens, then starts the plugins. `close()` ends
 * long-polls, marks the local collector offline, stops listening and closes the store.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import {
  Accounts,
  Mailer,
  MarketplaceSettings,
  Migrations,
  PeopleAdministration,
  NodeSettings,
  DeviceInstallers,
  IndexedFiles,
  Properties,
  Routes,
  SearchEngine,
  ServerClock,
  TaskQueue,
  SecretBox,
  ServiceTypes,
  Targets,
  SettingsAccess,
  type PlatformAccess,
  type ServerPluginDefinition,
} from '@fathom/sdk/server';
import { DuplicateProviderError } from '@fathom/sdk/web/host-errors';
import { accountsOf } from './auth/accounts';
import type { SessionPolicy } from './auth/tokens';
import { bootstrap } from './bootstrap';
import { deviceInstallers } from './collector/installers';
import { loadSettings, type ServerSettings } from './config';
import { InMemoryEventBus, type EventBus } from './events/bus';
import { RedisEventBus } from './events/redis-bus';
import type { ServerContext } from './http/context';
import { clientErrorHandler, installEnvelope } from './http/envelope';
import { registeredPropertyIds } from './http/properties/registry';
import { mountRoutes } from './http/register';
import { redirectToolchain, serveConsole } from './http/static';
import { routeModules } from './http/routes';
import { peopleAdministrationOf } from './plugins/people-administration';
import { areaServices } from './plugins/area-services';
import { indexedFilesOf } from './index/indexed-files';
import { targetCatalog } from './plugins/target-catalog';
import { threadEntries } from './plugins/contributions';
import { coreService, hostServerPlugins, type ServerPluginHost } from './plugins/host';
import { smtpMailer } from './mail/mailer';
import { searchEngineOf } from './search/engine';
import { loadMasterKey, secretBox } from './secrets/secret-box';
import { openStore, type Store } from './store/db';
import { settingsAccess } from './store/settings';
import { runPluginMigrations } from './store/plugin-migrations';
import { withStartupLock } from './store/startup-lock';
import { setServiceTypes } from './tasks/sources';
import { taskQueueOf } from './tasks/engine';
import { setOnline } from './tree/mutations';
import { nodeSettingsOf } from './tree/node-settings';
import { TreeService } from './tree/service';

export interface CreateServerOptions {
  dataDir: string;
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The root password for the first start (else FATHOM_ROOT_PASSWORD, else generated and printed once). */
  rootPassword?: string;
  logger?: FastifyServerOptions['logger'];
  /** The server plugins, validated and registered before anything else (see server/plugins/host.ts). */
  plugins?: readonly ServerPluginDefinition<any, any>[];
  /** The module id of each plugin (same order), so scan and extraction threads load them; none: threads load no plugins. */
  pluginModules?: readonly string[];
  /** Token ids a later plugin may provide again, and core property ids (PID_*) a plugin may serve instead. */
  override?: readonly string[];
  /** Console variant to serve (default FATHOM_VARIANT or 'platform'). */
  variant?: string;
  /** Settings read from the environment, given here instead (FATHOM_SMTP_URL, FATHOM_SESSION_IDLE_HOURS, ...). */
  env?: NodeJS.ProcessEnv;
  /** The clock sessions and codes expire by (default Date.now; tests move it on). */
  clock?: () => number;
  /** A postgres:// URL for the store (default FATHOM_DATABASE_URL; none: the SQLite file in the data directory). */
  databaseUrl?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  store: Store;
  bus: EventBus;
  tree: TreeService;
  settings: ServerSettings;
  context: ServerContext;
  extensions: ServerPluginHost;
  /** http://host:port */
  url: string;
  port: number;
  /** Set on the first start when the root password was generated. */
  generatedRootPassword?: string;
  close(): Promise<void>;
}

/** Database file inside the data directory. */
export const DATABASE_FILE = 'fathom.db';

export async function createServer(opts: CreateServerOptions): Promise<RunningServer> {
  const env = opts.env ?? process.env;
  const settings = loadSettings({ dataDir: opts.dataDir, host: opts.host, port: opts.port, variant: opts.variant, databaseUrl: opts.databaseUrl }, env);
  const clock = opts.clock ?? (() => Date.now());
  const sessions: SessionPolicy = { idleMs: settings.sessionIdleMs, now: clock };
  // Validated and registered before the store opens: a bad plugin set is refused without touching the data directory.
  const extensions = hostServerPlugins(opts.plugins ?? [], { override: opts.override });
  refuseSilentPropertyOverrides(extensions, opts.override ?? []);
  threadEntries(opts.plugins ?? [], opts.pluginModules ?? []); // one module id per plugin, or none
  setServiceTypes(extensions.list(ServiceTypes));
  const store = await openStore({ filename: join(settings.dataDir, DATABASE_FILE), databaseUrl: settings.databaseUrl });
  const closeTasks: (() => Promise<void> | void)[] = [];
  try {
    const boot = await withStartupLock(store, 'bootstrap', () => bootstrap(store, { rootPassword: opts.rootPassword }));
    const secrets = secretBox(loadMasterKey(settings.dataDir));
    const bus: EventBus = settings.redisUrl ? await RedisEventBus.connect(settings.redisUrl, boot.rootObjectId) : new InMemoryEventBus();
    const tree = new TreeService(store, bus);
    await withStartupLock(store, 'plugin-migrations', () => runPluginMigrations(store.db, extensions.owned(Migrations)));
    const platform: PlatformAccess = {
      store: { db: store.db, dialect: store.dialect },
      tree,
      events: bus,
      secrets,
      targets: targetCatalog(store, secrets, extensions.list(Targets)),
      ...areaServices({ store, bus, tree, settings, secrets, plugins: opts.plugins ?? [] }, () => context),
    };
    if (boot.generatedPassword) process.stdout.write(`Root password: ${boot.generatedPassword}\n`);

    const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 12 * 1024 * 1024, forceCloseConnections: 'idle', clientErrorHandler });
    const context: ServerContext = {
      store,
      bus,
      tree,
      settings,
      plugins: opts.plugins ?? [],
      extensions,
      pluginModules: opts.pluginModules ?? [],
      platform,
      sessions,
      secrets,
      onClose: task => {
        closeTasks.push(task);
      },
    };
    installEnvelope(app);
    redirectToolchain(app);
    if (settings.webDir) serveConsole(app, settings.webDir);
    mountRoutes(app, context, routeModules, extensions.list(Routes));
    app.addHook('preClose', async () => {
      await bus.close();
    });

    await app.listen({ host: settings.host, port: settings.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    if (boot.localCollectorId) await setOnline(tree, boot.localCollectorId, true);
    const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
    const mailer = smtpMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, consoleUrl: () => settings.publicUrl ?? url });
    closeTasks.push(() => mailer.close());
    const coreServices = [
      // beyond the platform's three
      coreService(SearchEngine, searchEngineOf(context)),
      coreService(SettingsAccess, settingsAccess(store, settings.dataDir)),
      coreService(NodeSettings, nodeSettingsOf(store, tree)),
      coreService(Accounts, accountsOf(store)),
      coreService(Mailer, mailer),
      coreService(ServerClock, { now: clock }),
      coreService(PeopleAdministration, peopleAdministrationOf(context)),
      coreService(MarketplaceSettings, { url: settings.marketplaceUrl }),
      coreService(SecretBox, secrets),
      coreService(DeviceInstallers, deviceInstallers(context)),
      coreService(TaskQueue, taskQueueOf(context)),
      coreService(IndexedFiles, indexedFilesOf(store)),
    ];
    try {
      await extensions.start(platform, coreServices);
    } catch (e) {
      await bus.close();
      if (boot.localCollectorId) await setOnline(tree, boot.localCollectorId, false).catch(() => undefined);
      await app.close();
      throw e; // the close tasks and the store close below
    }

    let closed = false;
    return {
      app,
      store,
      bus,
      tree,
      settings,
      context,
      extensions,
      port,
      url,
      generatedRootPassword: boot.generatedPassword,
      async close() {
        if (closed) return;
        closed = true;
        await bus.close();
        for (const task of closeTasks.reverse()) {
          try {
            await task();
          } catch (e) {
            app.log.error(e);
          }
        }
        if (boot.localCollectorId) await setOnline(tree, boot.localCollectorId, false).catch(() => undefined);
        await app.close();
        await store.close();
      },
    };
  } catch (e) {
    for (const task of closeTasks.reverse()) await Promise.resolve(task()).catch(() => undefined);
    await store.close();
    throw e;
  }
}

/** A plugin serving a property the core serves replaces it only when the host says so (override lists the id). */
function refuseSilentPropertyOverrides(extensions: ServerPluginHost, override: readonly string[]): void {
  const core = new Set(registeredPropertyIds());
  for (const { pluginId, contribution } of extensions.owned(Properties)) {
    if (core.has(contribution.propertyId) && !override.includes(contribution.propertyId)) {
      throw new DuplicateProviderError(contribution.propertyId, ['the core', `plugin '${pluginId}'`]);
    }
  }
}
