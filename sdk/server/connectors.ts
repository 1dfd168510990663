/** The connector contracts of server plugins: extractors, classifiers and source connectors. */
import type { LabelledCase } from './classifier-score';

/** Named reasons a file has no extracted text; recorded on the file, never fatal to a scan. */
export const EXTRACT_FAILURES = ['Encrypted', 'Corrupt', 'TooLarge', 'Unsupported', 'ZipBomb', 'Timeout', 'Empty', 'ReadError'] as const;
export type ExtractFailure = (typeof EXTRACT_FAILURES)[number];

export class ExtractionError extends Error {
  /**
   * Contained: the failure concerns only the nested item it was raised for (a member nested past maxDepth),
   * so the container keeps the rest of its text even when the reason is otherwise fatal.
   */
  readonly contained: boolean;
  constructor(
    public readonly reason: ExtractFailure,
    message: string,
    opts: { contained?: boolean } = {},
  ) {
    super(message);
    this.name = reason;
    this.contained = opts.contained ?? false;
  }
}

export interface ExtractInput {
  /** Display path (for nested entries: 'archive.zip!/inner/file.docx'). */
  path: string;
  /** The whole content. Callers enforce maxFileSize before reading. */
  buffer: Buffer;
  extension: string; // lower case, no dot
  mimeType?: string;
}
export interface ExtractContext {
  ocr: boolean;
  /** Upper bound on extracted text length in characters; the rest is cut. */
  maxTextChars: number;
  depth: number;
  limits: { maxDepth: number; maxTotalBytes: number; maxRatio: number; maxEntries: number };
  /** Extract a nested document (archive member, e-mail attachment) through the registry. */
  extractNested(input: ExtractInput): Promise<ExtractResult>;
  signal?: AbortSignal;
}
export interface ExtractResult {
  text: string;
  metadata?: Record<string, string | number | boolean>;
  /** Nested documents that were extracted as well (their text is already part of text). */
  embedded?: { path: string; ok: boolean; reason?: ExtractFailure; message?: string }[];
  truncated?: boolean;
}
export interface Extractor {
  id: string;
  extensions: string[];
  mimeTypes?: string[];
  /** Magic-byte sniffing for files with wrong or missing extensions. */
  sniff?(head: Buffer): boolean;
  extract(input: ExtractInput, ctx: ExtractContext): Promise<ExtractResult>;
}

export interface RuleInfo {
  id: string; // EMAIL_ADDRESS, US_SSN, ...
  name: string;
  description: string;
  country?: string; // ISO code, or undefined for global entities
  category: 'PII' | 'Financial' | 'Health' | 'Government ID' | 'Network' | 'Contact' | 'Custom';
}
export interface ClassifierHit {
  ruleId: string;
  start: number;
  end: number;
  text: string;
  confidence: number;
}
export interface Classifier {
  id: string;
  rules: RuleInfo[];
  /** Scans text and returns hits with confidence in [0, 1]; must be linear-time on any input. */
  classify(text: string, opts?: { ruleIds?: string[] }): ClassifierHit[];
  /** Texts labelled with what each rule must find: the classification lab shows each rule's figures on them. */
  labelledCases?(): readonly LabelledCase[];
}

export interface WalkEntry {
  path: string; // absolute, '/'-separated
  name: string;
  isDirectory: boolean;
  size: number;
  createTime: number;
  modifyTime: number;
  accessTime: number; // epoch ms; createTime 0 when unknown
  owner: string;
  mode: string; // e.g. 'rw-r--r--'
}
/**
 * One directory and everything directly in it (excluded entries left out). A connector yields a directory's
 * listing before the listings of its subdirectories, one directory at a time, so memory stays flat.
 */
export interface WalkListing {
  /** The include path this listing lies under. */
  root: string;
  directory: WalkEntry;
  entries: WalkEntry[];
  /** True when entries are not the whole directory (an include path naming a single file). */
  partial?: boolean;
  /** Set when the directory could not be read; entries is then empty and nothing under it is marked deleted. */
  error?: string;
  /** The include path itself no longer exists: everything indexed under it is gone. */
  missing?: boolean;
}
/**
 * What a connector keeps from one walk of a service to the next (a change token such as Graph's deltaLink), as text
 * by key. The scan saves what the walk set only when the walk and its writes finished (a stopped or failed scan keeps
 * the earlier values), and hands an empty state when the service's include or exclude paths or the index settings
 * changed, or files wait to be read again, so a connector walking only what changed never misses what a full walk
 * would see. No state at all (a folder's rescan): the connector walks in full.
 */
export interface WalkState {
  get(key: string): string | undefined;
  /** undefined removes the key. */
  set(key: string, value: string | undefined): void;
}
/**
 * A source connector. `params` are the service's parameters with its secrets already opened (the server seals
 * them at rest and opens them only to hand them here); a connector never logs them.
 */
export interface SourceConnector {
  type: string; // 'filesys', 'smb', ...
  /** Yields each directory under the include paths with its listing, skipping excluded ones; streaming. */
  walk(
    params: Record<string, unknown>,
    include: string[],
    exclude: string[],
    signal?: AbortSignal,
    state?: WalkState,
  ): Iterable<WalkListing> | AsyncIterable<WalkListing>;
  read(params: Record<string, unknown>, path: string): Promise<Buffer>;
  /** Optional blocking read, for worker threads where it is the fastest way (local disks). */
  readSync?(params: Record<string, unknown>, path: string): Buffer;
  /** Optional streamed read (remote stores): the scan hashes a file it does not index without holding it whole. */
  readStream?(params: Record<string, unknown>, path: string, signal?: AbortSignal): Promise<AsyncIterable<Uint8Array>>;
  /** Reads run at once on a remote store (async reads); default 1. */
  readConcurrency?: number;
  /**
   * 'Test connection' (PUT /services/validate): connects, lists the root and answers a few names there; a failure
   * is an ApiError named from SERVICE_ERRORS (sdk/api/services.ts): HostUnreachable, AccessDenied, NoSuchBucket...
   */
  validate?(params: Record<string, unknown>, include: string[], signal?: AbortSignal): Promise<{ entries: string[] }>;
}
