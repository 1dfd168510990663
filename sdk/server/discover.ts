/**
 * Core services the Discover area (and any plugin that searches) builds on: the search language engine with its
 * session registry, the server-wide settings and the settings kept on tree nodes. The core implements and provides them (server/search,
 * server/store/settings); a plugin names their tokens in `requires` and receives them in `start`.
 */
import type { ExportFormat, OrderField, QueryResult, SearchColumnInfo, SearchObject, SearchResult } from '../api/search-wire';
import { createToken, type Token } from '../web/tokens';
import type { PluginSession } from './platform';

/** Which rows of a finished search go into an export file. */
export interface ExportSelection {
  searchId: string;
  /** From this position of the shown order (0 first). */
  startOffset: number;
  /** At most this many rows; none: to the end. */
  resultCount?: number;
  /** Only these objects (in the shown order). */
  objectIds?: string[];
  /** Only these columns (in the search's order); none: all of them. */
  columns?: string[];
  orderBy: OrderField | null;
  /** Excel and PDF: refused past SEARCH_LIMITS.maxDocumentExportRows ('Export disabled ...'). */
  documentFormat: boolean;
}
export interface ExportInput {
  columns: SearchColumnInfo[];
  objects: SearchObject[];
  title: string;
  orientation: 'portrait' | 'landscape';
  /** A line under the title (e.g. the node and the date a report ran). */
  subtitle?: string;
  /** PDF: characters per column instead of sharing the line by content (their sum within the line). */
  widths?: number[];
  /** Excel: the worksheet's name (at most 31 characters). */
  sheetName?: string;
}
export interface ExportFile {
  buffer: Buffer;
  contentType: string;
  extension: string;
}

/** The search language engine: statements, their reach, and the searches the core keeps per user. */
export interface SearchEngine {
  /** NoPermission / ObjectNotFound unless the viewer may search the STORE named (a node id, an alias or a text). */
  checkStoreReach(viewer: PluginSession, store: string): Promise<void>;
  /** Starts a search of the viewer's (objectId: STORE of builder and file inputs) and answers its first state. */
  startSearch(viewer: PluginSession, request: { query: unknown; objectId?: string }): Promise<SearchResult>;
  /** A page of a search of the viewer's; SearchExpired when it is unknown, foreign or idle. */
  pageSearch(
    viewer: PluginSession,
    request: { searchId: string; objectOffset: number; objectLimit: number; orderBy: OrderField | null },
  ): SearchResult | Promise<SearchResult>;
  cancelSearch(viewer: PluginSession, searchId: string): Promise<{ searchId: string; cancelled: boolean }>;
  /** The statement a search input (text, builder or file value) stands for, in display form; ValidationError / QueryValidationError otherwise. */
  validate(input: unknown, objectId?: string): { valid: true; statement: string };
  /** One page of a statement's rows and their count. */
  queryPage(viewer: PluginSession, input: unknown, objectId: string | undefined, range: { offset: number; limit: number }): Promise<QueryResult>;
  /** Every row of a statement from offset (up to limit) as CSV or JSON text, read as it is consumed; close ends it early. */
  queryStream(
    viewer: PluginSession,
    input: unknown,
    objectId: string | undefined,
    format: 'csv' | 'json',
    range: { offset: number; limit?: number },
  ): Promise<{ body: AsyncIterable<string>; close(): void }>;
  /**
   * The columns of an export of a search of the viewer's (SearchExpired when gone; Conflict while it runs;
   * ValidationError when columns names none), and its rows, read when asked for (past the rows the search
   * holds the statement runs again; 'Export disabled ...' for a document too large).
   */
  selectForExport(viewer: PluginSession, selection: ExportSelection): Promise<{ columns: SearchColumnInfo[]; objects(): Promise<SearchObject[]> }>;
  /** An Excel, PDF, CSV or JSON file of rows; PayloadTooLarge past the download limit. */
  buildExport(format: ExportFormat, input: ExportInput): Promise<ExportFile>;
}

/** Settings kept on tree nodes (the properties table) and inherited down the tree, such as export locations. */
export interface NodeSettings {
  /** The node whose settings apply to objectId: itself, or for an index entry the collector node holding it (ObjectNotFound / NoPermission first). */
  settingsNodeOf(viewer: PluginSession, objectId: string): Promise<string>;
  /** The nodes from the top of the tree down to nodeId (nodeId last; just nodeId when it is not in the tree). */
  chainOf(nodeId: string): Promise<{ id: string; name: string }[]>;
  /** The node's class (e.g. 'appliance'); undefined when it is not in the tree. */
  classOf(nodeId: string): Promise<string | undefined>;
  /** The node's own values of propertyId, for those of nodeIds that have one. */
  read<T>(nodeIds: readonly string[], propertyId: string): Promise<Map<string, T>>;
  write(nodeId: string, propertyId: string, value: unknown): Promise<void>;
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
export const NodeSettings = createToken<NodeSettings>('server.node-settings');
/** Core tokens of this file; listed among CORE_SERVER_TOKENS. */
export const DISCOVER_CORE_TOKENS: readonly Token<unknown>[] = [SearchEngine, SettingsAccess, NodeSettings];
