/**
 * The extractor registry: picks an extractor by magic bytes, extension or MIME type, runs it with the
 * limits of one extraction (time, nesting depth, total nested bytes, text length), and turns every
 * failure into a named reason. It never throws: extract() always resolves to an outcome.
 */
import { extractorsOf } from '../plugins/contributions';
import {
  EXTRACT_FAILURES,
  ExtractionError,
  type ExtractContext,
  type ExtractFailure,
  type ExtractInput,
  type ExtractResult,
  type Extractor,
  type ServerPluginDefinition,
} from '@fathom/sdk/server';
import { looksLikeText } from '@fathom/sdk/server/text-kit';
import { resolveOptions, type ExtractOptions, type ExtractOutcome, type ResolvedExtractOptions } from './options';

const HEAD_BYTES = 8192;
/** Documents whose bytes read as text but are no plain text: a PDF written uncompressed, RTF. */
const DOCUMENT_MAGIC = /^\s{0,16}(?:%PDF-|\{\\rtf)/;

interface Budget {
  nestedBytes: number;
}

export class ExtractorRegistry {
  private readonly extractors: Extractor[] = [];
  private readonly byExtension = new Map<string, Extractor>();
  private readonly byMime = new Map<string, Extractor>();

  constructor(plugins: ServerPluginDefinition[]) {
    const ids = new Set<string>();
    for (const plugin of plugins) {
      for (const ex of extractorsOf([plugin])) {
        if (ids.has(ex.id)) throw new Error(`Extractor id ${ex.id} is declared twice (plugin ${plugin.id})`);
        ids.add(ex.id);
        this.extractors.push(ex);
        for (const ext of ex.extensions.map(e => e.toLowerCase())) if (!this.byExtension.has(ext)) this.byExtension.set(ext, ex);
        for (const m of ex.mimeTypes ?? []) if (!this.byMime.has(m)) this.byMime.set(m.toLowerCase(), ex);
      }
    }
  }

  list(): readonly Extractor[] {
    return this.extractors;
  }

  /**
   * The extension decides when its extractor has no sniffer or its sniffer accepts the bytes; otherwise
   * the bytes decide (a .doc that is really RTF, a .xls that is HTML), then the MIME type, then text.
   */
  pick(input: Pick<ExtractInput, 'buffer' | 'extension' | 'mimeType'>): Extractor | undefined {
    const head = input.buffer.subarray(0, HEAD_BYTES);
    const byExt = this.byExtension.get(input.extension.toLowerCase());
    const plain = this.byMime.get('text/plain');
    // a text name decides only for text: a PDF or a zip saved as .txt is read as what it is
    const textual = textLike(head) && !DOCUMENT_MAGIC.test(head.subarray(0, 32).toString('latin1'));
    if (byExt && (byExt.sniff ? safeSniff(byExt, head) : byExt !== plain || textual)) return byExt;
    const sniffed = this.extractors.find(ex => ex !== byExt && ex.sniff && safeSniff(ex, head));
    if (sniffed) return sniffed;
    if (byExt) return byExt;
    const byMime = input.mimeType ? this.byMime.get(input.mimeType.toLowerCase().split(';')[0].trim()) : undefined;
    if (byMime) return byMime;
    if (textual) return plain;
    return undefined;
  }

  async extract(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractOutcome> {
    const o = resolveOptions(options);
    const controller = new AbortController();
    const timeoutError = new ExtractionError('Timeout', `extraction took longer than ${Math.round(o.timeoutMs / 1000)} s`);
    let timer: NodeJS.Timeout | undefined;
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(timeoutError);
      }, o.timeoutMs);
      controller.signal.addEventListener('abort', () => reject(timeoutError), { once: true });
    });
    timedOut.catch(() => undefined);
    let extractorId: string | undefined;
    try {
      const run = this.run(input, 0, o, { nestedBytes: 0 }, controller.signal, id => {
        extractorId ??= id;
      });
      const result = await Promise.race([run, timedOut]);
      const clean = cleanText(result.text);
      const text = clean.length > o.maxTextChars ? clean.slice(0, o.maxTextChars) : clean;
      return {
        ok: true,
        extractor: extractorId ?? 'unknown',
        text,
        truncated: result.truncated === true || text.length < clean.length,
        metadata: result.metadata,
        embedded: result.embedded,
      };
    } catch (err) {
      return { ok: false, extractor: extractorId, ...toFailure(err) };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  private async run(
    input: ExtractInput,
    depth: number,
    o: ResolvedExtractOptions,
    budget: Budget,
    signal: AbortSignal,
    seen: (id: string) => void,
  ): Promise<ExtractResult> {
    if (signal.aborted) throw new ExtractionError('Timeout', 'extraction time limit reached');
    // a 0-byte file of any format: nothing to parse, nothing broken
    if (input.buffer.length === 0) throw new ExtractionError('Empty', 'the file is empty');
    const extractor = this.pick(input);
    if (!extractor) {
      throw new ExtractionError('Unsupported', input.extension ? `no extractor for .${input.extension} files` : 'unknown binary format');
    }
    seen(extractor.id);
    const ctx: ExtractContext = {
      ocr: o.ocr,
      maxTextChars: o.maxTextChars,
      depth,
      limits: o.limits,
      signal,
      extractNested: async child => {
        // Only this member is lost: the container keeps the text of what is less deep.
        if (depth + 1 > o.limits.maxDepth)
          throw new ExtractionError('ZipBomb', `${child.path} is nested deeper than maxDepth ${o.limits.maxDepth}`, { contained: true });
        budget.nestedBytes += child.buffer.length;
        if (budget.nestedBytes > o.limits.maxTotalBytes) {
          throw new ExtractionError('ZipBomb', `nested content exceeds maxTotalBytes ${Math.round(o.limits.maxTotalBytes / (1024 * 1024))} MB`);
        }
        const r = await this.run(child, depth + 1, o, budget, signal, () => undefined);
        if (!r.text.trim()) throw new ExtractionError('Empty', `${child.path} has no text`);
        return r.text.length > o.maxTextChars ? { ...r, text: r.text.slice(0, o.maxTextChars), truncated: true } : r;
      },
    };
    const result = await extractor.extract(input, ctx);
    if (!result || typeof result.text !== 'string') throw new ExtractionError('Corrupt', `extractor ${extractor.id} returned no text`);
    if (!result.text.trim()) throw new ExtractionError('Empty', 'no text found');
    return result;
  }
}

/**
 * Text by its first bytes: ASCII-compatible text (any 8-bit encoding), or UTF-16 without a byte order
 * mark, where every other byte of Latin text is NUL.
 */
export function textLike(head: Buffer): boolean {
  if (looksLikeText(head)) return true;
  const n = Math.min(head.length - (head.length % 2), 4096);
  if (n < 4) return false;
  let evenNul = 0,
    oddNul = 0,
    control = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
    // the other byte of a NUL pair is then the character: controls other than tab, CR, LF count against text
    const ch = head[i] === 0 ? head[i + 1] : head[i + 1] === 0 ? head[i] : 0x20;
    if (ch < 0x20 && ch !== 0x09 && ch !== 0x0a && ch !== 0x0d) control++;
  }
  const pairs = n / 2;
  const oneSided = (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) || (evenNul > pairs * 0.3 && oddNul < pairs * 0.05);
  return oneSided && control < pairs * 0.02;
}

/**
 * Characters no reader shows: soft hyphens (optional break points, which would split a word for search and
 * classification) and NULs (padding some formats leave in their strings).
 */
export function cleanText(text: string): string {
  return /[\u00ad\u0000]/.test(text) ? text.replace(/[\u00ad\u0000]/g, '') : text;
}

function safeSniff(ex: Extractor, head: Buffer): boolean {
  try {
    return ex.sniff!(head);
  } catch {
    return false;
  }
}

/** Any thrown value becomes a named reason; library errors are classified by what they say. */
export function toFailure(err: unknown): { reason: ExtractFailure; message: string } {
  if (err && typeof err === 'object' && 'reason' in err && EXTRACT_FAILURES.includes((err as ExtractionError).reason)) {
    const e = err as unknown as ExtractionError;
    return { reason: e.reason, message: String(e.message || e.reason) };
  }
  const message = err instanceof Error ? err.message : String(err);
  const name = err instanceof Error ? err.name : '';
  if (/password|encrypt/i.test(message) || /Password/.test(name)) return { reason: 'Encrypted', message: message || 'the file is password protected' };
  if (err instanceof RangeError && /allocation failed|Invalid (?:array|string|typed array) length/i.test(message)) return { reason: 'TooLarge', message };
  return { reason: 'Corrupt', message: message || 'the file could not be parsed' };
}
