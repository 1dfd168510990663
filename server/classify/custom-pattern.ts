/**
 * Custom classification patterns from a policy, run by RE2 (re2-wasm): linear time whatever the pattern,
 * so a user's regular expression cannot hang a scan. Validation on save uses the same compile step.
 */
import type { RE2 as RE2Class } from 're2-wasm';
import { ApiError } from '@fathom/sdk/api/wire';
import { CLASSIFICATION_ERRORS, DEFAULT_CUSTOM_CONFIDENCE, checkCustomPattern, type CustomPattern } from '@fathom/sdk/api/classification';
import type { ClassifierHit } from '@fathom/sdk/server';

/** re2-wasm copies its whole input into wasm memory on every call, so long texts are searched in chunks. */
export const CHUNK_CHARS = 16_384;
/** A match may run this far past its chunk; longer matches are cut there. */
export const MAX_MATCH_CHARS = 1_024;
/** Characters before a chunk that the engine sees for \b and similar assertions. */
const LEFT_CONTEXT = 64;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Loaded when a policy has a custom pattern: a scan thread without one starts without compiling the engine. */
let engine: typeof RE2Class | undefined;
function re2(pattern: string, flags: string): RE2Class {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  engine ??= (require('re2-wasm') as typeof import('re2-wasm')).RE2;
  return new engine(pattern, flags);
}

export class PatternError extends ApiError {
  constructor(name: 'InvalidPattern' | 'UnsafePattern', message: string) {
    super(name, message, 400);
  }
}

/** Validates a pattern as the policy editor saves it: a PatternError names the problem. */
export function validateCustomPattern(pattern: string, caseSensitive = false): void {
  const problem = checkCustomPattern(pattern);
  if (problem) throw new PatternError(problem.name, problem.message);
  try {
    re2(pattern, caseSensitive ? 'gu' : 'giu');
  } catch (e) {
    throw new PatternError(
      CLASSIFICATION_ERRORS.invalidPattern,
      `Pattern is not supported: ${(e as Error).message.replace(/^Invalid regular expression: /, '')}`,
    );
  }
}

export interface CompiledPattern {
  ruleId: string;
  findAll(text: string, maxHits: number): ClassifierHit[];
}

/** Offsets from re2-wasm count code points; JavaScript strings count UTF-16 units. */
function codePointOffsets(s: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < s.length; i++) {
    offsets.push(i);
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  offsets.push(s.length);
  return offsets;
}

function isHighSurrogate(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff;
}

export function compileCustomPattern(ruleId: string, custom: CustomPattern): CompiledPattern {
  validateCustomPattern(custom.pattern, custom.caseSensitive);
  const flags = custom.caseSensitive ? 'gu' : 'giu';
  const confidence = custom.confidence ?? DEFAULT_CUSTOM_CONFIDENCE;
  const re = re2(custom.pattern, flags);
  return {
    ruleId,
    findAll(text, maxHits) {
      const hits: ClassifierHit[] = [];
      let chunkStart = 0;
      while (chunkStart < text.length && hits.length < maxHits) {
        let contextStart = Math.max(0, chunkStart - LEFT_CONTEXT);
        if (contextStart > 0 && isHighSurrogate(text, contextStart - 1)) contextStart--;
        let acceptEnd = Math.min(text.length, chunkStart + CHUNK_CHARS);
        if (acceptEnd < text.length && isHighSurrogate(text, acceptEnd - 1)) acceptEnd++;
        let subjectEnd = Math.min(text.length, acceptEnd + MAX_MATCH_CHARS);
        if (subjectEnd < text.length && isHighSurrogate(text, subjectEnd - 1)) subjectEnd++;
        const subject = text.slice(contextStart, subjectEnd);
        const offsets = SURROGATE.test(subject) ? codePointOffsets(subject) : null;
        const toUnits = (cp: number) => (offsets ? offsets[cp] : cp);
        const toPoints = (units: number) => (offsets ? offsets.indexOf(units) : units);
        re.lastIndex = toPoints(chunkStart - contextStart);
        let next = acceptEnd;
        for (;;) {
          const m = re.exec(subject);
          if (!m) break;
          const start = contextStart + toUnits(m.index);
          if (start >= acceptEnd) break;
          const end = contextStart + toUnits(m.index + [...m[0]!].length);
          if (end > start) {
            hits.push({ ruleId, start, end, text: text.slice(start, end), confidence });
            next = Math.max(next, end);
            if (hits.length >= maxHits) break;
          } else {
            re.lastIndex++;
          }
        }
        chunkStart = next;
      }
      return hits;
    },
  };
}
