/** Limits and outcome shapes of extraction, shared by the in-thread registry and the worker pool. */
import type { ExtractContext, ExtractFailure } from '@fathom/sdk/server';

export type ExtractLimits = ExtractContext['limits'];

export const MB = 1024 * 1024;

export const DEFAULT_LIMITS: ExtractLimits = { maxDepth: 3, maxTotalBytes: 200 * MB, maxRatio: 100, maxEntries: 10_000 };
/** Server setting maxFileSize defaults to 10 (MB). */
export const DEFAULT_MAX_FILE_SIZE = 10 * MB;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_TEXT_CHARS = 5_000_000;

export interface ExtractOptions {
  ocr?: boolean;
  maxTextChars?: number;
  limits?: Partial<ExtractLimits>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ResolvedExtractOptions {
  ocr: boolean;
  maxTextChars: number;
  limits: ExtractLimits;
  timeoutMs: number;
}

export function resolveOptions(o: ExtractOptions = {}): ResolvedExtractOptions {
  return {
    ocr: o.ocr === true,
    maxTextChars: o.maxTextChars && o.maxTextChars > 0 ? o.maxTextChars : DEFAULT_MAX_TEXT_CHARS,
    limits: { ...DEFAULT_LIMITS, ...stripUndefined(o.limits ?? {}) },
    timeoutMs: o.timeoutMs && o.timeoutMs > 0 ? o.timeoutMs : DEFAULT_TIMEOUT_MS,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'number' && v > 0)) as Partial<T>;
}

export interface ExtractSuccess {
  ok: true;
  extractor: string;
  text: string;
  truncated: boolean;
  metadata?: Record<string, string | number | boolean>;
  embedded?: { path: string; ok: boolean; reason?: ExtractFailure; message?: string }[];
}
export interface ExtractFailureOutcome {
  ok: false;
  extractor?: string;
  reason: ExtractFailure;
  message: string;
}
export type ExtractOutcome = ExtractSuccess | ExtractFailureOutcome;
