/**
 * Core services the Discover area (and any plugin that searches) builds on: the search language engine with its
 * session registry, and the server-wide settings. The core implements and provides them (server/search,
 * server/store/settings); a plugin names their tokens in `requires` and receives them in `start`.
 */
import { createToken, type Token } from '../web/tokens';
import type { PluginSession } from './platform';

/** The search language engine: statements, their reach, and the searches the core keeps per user. */
export interface SearchEngine {
  /** NoPermission / ObjectNotFound unless the viewer may search the STORE named (a node id, an alias or a text). */
  checkStoreReach(viewer: PluginSession, store: string): Promise<void>;
}

/** Server-wide settings (small JSON values) and the data directory the server keeps its files in. */
export interface SettingsAccess {
  readonly dataDir: string;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** The platform root object (made at the first start). */
  rootObjectId(): Promise<string | undefined>;
}

export const SearchEngine = createToken<SearchEngine>('server.search');
export const SettingsAccess = createToken<SettingsAccess>('server.settings');
/** Core tokens of this file; listed among CORE_SERVER_TOKENS. */
export const DISCOVER_CORE_TOKENS: readonly Token<unknown>[] = [SearchEngine, SettingsAccess];
