/**
 * Wire shapes and limits of the search calls (spec 001 §3 'Search and query', §7, §9), shared by the Discover
 * console and the server: POST/GET/DELETE /database/search, POST /database/query, POST /database/export with
 * GET /database/download, POST /database/question, GET/POST /ai/config and POST /ai/test.
 */
import type { QueryBuilder } from './search/builder';
import type { WireColumnType } from './search/columns';

export const SEARCH_PATHS = {
  search: '/database/search',
  query: '/database/query',
  export: '/database/export',
  download: '/database/download',
  question: '/database/question',
  aiConfig: '/ai/config',
  aiTest: '/ai/test',
} as const;

export const SEARCH_LIMITS = {
  /** Discover shows and selects at most this many files (spec 001 §9). */
  maxResults: 25000,
  /** Rows per page the console asks for, and the most one page may hold. */
  pageSize: 100,
  maxPageSize: 1000,
  /** A search nobody asked about for this long is dropped ('Search expired'). */
  expiryMs: 10 * 60 * 1000,
  /** Poll delay: grows by the base delay after each poll, up to the maximum (spec 001 §4). */
  pollBaseMs: 250,
  pollMaxMs: 3000,
  /** Search by file: one file of names or hashes, at most 10 MB (spec 001 §5, §9). */
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Largest export file (spec 001 §9 download max 100 MB). */
  downloadMaxBytes: 100 * 1024 * 1024,
  /** Rows above which Excel and PDF exports are refused (streams have no such limit). */
  maxDocumentExportRows: 25000,
  /** A prepared download may be fetched for this long. */
  downloadTtlMs: 5 * 60 * 1000,
} as const;

export const SEARCH_MESSAGES = {
  expired: 'Search expired',
  tooManyResults: 'More than 25,000 files match: narrow the query to see them all.',
  exportDisabled: 'Export disabled due to too large number of results.',
  downloadTooLarge: 'The export is larger than the 100 MB download limit.',
  noProvider: 'No AI provider is configured.',
} as const;

export type QueryMode = 'bySELECT' | 'byBuilder' | 'byFile';
export interface OrderField {
  field: string;
  direction: 'asc' | 'desc';
}

/** What a search runs: statement text, a builder value, or the names and hashes of an uploaded file. */
export type SearchQueryInput =
  | string
  | { queryMode: 'bySELECT'; value: string }
  | { queryMode: 'byBuilder'; value: QueryBuilder; columns?: string[]; order?: OrderField[] }
  | { queryMode: 'byFile'; value: FileQueryValue; columns?: string[]; order?: OrderField[] };

/** Lines of an uploaded file: a 64-hex line is a content hash (sha256), any other line a file name. */
export interface FileQueryValue {
  names: string[];
  hashes: string[];
}

export interface StartSearchRequest {
  /** The active node: STORE('…') of builder and file queries. */
  objectId?: string;
  query: SearchQueryInput;
}

export interface SearchColumnInfo {
  name: string;
  type: WireColumnType;
  subFormat?: string;
  caption: string;
}

/** A part of a content snippet; `hit` parts matched the query. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}
export type SearchHit =
  | { kind: 'content'; parts: SnippetPart[] }
  | { kind: 'classification'; classification: string; confidence: number; hitCount: number; ruleId?: string; samples?: string[] };

export interface ClassificationObject {
  classification: string;
  confidence: number;
}
export interface MessageObject {
  messageTime: number;
  message: string;
}

/** One result row: the statement's columns plus objectId and classId of the entry (when not grouped). */
export interface SearchObject {
  objectId?: string;
  classId?: string;
  searchHits?: SearchHit[];
  [column: string]: unknown;
}

export interface SearchResult {
  searchId: string;
  isComplete: boolean;
  objectCount: number;
  /** All rows that match, also past the 25k that are held. */
  totalCount?: number;
  objects: SearchObject[];
  columns: SearchColumnInfo[];
  messages: MessageObject[];
  tasksStarted: number;
  tasksCompleted: number;
  agentsSelected: number;
  startTime: number;
  completeTime: number | null;
  elapsedTime: number;
  /** The statement that ran, in display form. */
  statement?: string;
}

export interface SearchPageRequest {
  searchId: string;
  objectOffset?: number;
  objectLimit?: number;
  orderBy?: OrderField | string;
}

export interface QueryRequest {
  select?: string;
  query?: SearchQueryInput;
  objectId?: string;
  options?: { objectOffset?: number; objectLimit?: number; format?: 'csv' | 'json'; validate?: boolean };
}
export interface QueryResult {
  columns: SearchColumnInfo[];
  objects: SearchObject[];
  objectCount: number;
}
export interface ValidateResult {
  valid: true;
  statement: string;
}

export type ExportFormat = 'xlsx' | 'pdf' | 'csv' | 'json';
export interface ExportRequest {
  searchId: string;
  format: ExportFormat;
  /** First row (0-based) and how many rows; defaults: 0 and all. */
  startOffset?: number;
  resultCount?: number;
  /** Only these objects (a selection), in result order. */
  objectIds?: string[];
  columns?: string[];
  orderBy?: OrderField;
  orientation?: 'portrait' | 'landscape';
  title?: string;
}
export interface ExportResponse {
  downloadId: string;
  fileName: string;
  size: number;
  rows: number;
}

export type AiProviderType = 'openai' | 'ollama';
/** As stored and as answered: the key is never sent back, only whether one is set. */
export interface AiConfig {
  provider: AiProviderType | 'none';
  url: string;
  model: string;
  hasApiKey: boolean;
}
export interface AiConfigUpdate {
  provider: AiProviderType | 'none';
  url?: string;
  model?: string;
  apiKey?: string;
  clearApiKey?: boolean;
}
export interface QuestionRequest {
  objectId?: string;
  question: string;
}
export interface QuestionResponse {
  statement: string;
  provider: AiProviderType;
  model: string;
}

/** The first line of each kind in an uploaded names-or-hashes file (blank lines and # comments skipped). */
export function parseFileQuery(text: string): FileQueryValue {
  const names = new Set<string>(),
    hashes = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (/^[0-9a-f]{64}$/i.test(line)) hashes.add(line.toLowerCase());
    else names.add(line.replace(/^.*[\\/]/, ''));
  }
  return { names: [...names], hashes: [...hashes] };
}
