/**
 * Files a route made for one later GET (exports of searches and reports): kept in memory under a one-time random
 * id that lapses after SEARCH_LIMITS.downloadTtlMs, so a browser can fetch the file by plain navigation. The id is
 * the capability: it is fetched once, then gone. At most `maxPending` files wait; the oldest gives way.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, ERROR_NAMES } from '../api/wire';
import { SEARCH_LIMITS } from '../api/search-wire';
import { fileAnswer, type FileAnswer } from './answers';

export interface PendingDownload {
  ownerId: string;
  fileName: string;
  contentType: string;
  buffer: Buffer;
}

export const DOWNLOAD_EXPIRED = 'The download has expired or was already fetched; export again.';

export class OneTimeDownloads {
  readonly #files = new Map<string, PendingDownload & { expires: number }>();
  constructor(
    private readonly maxPending = 20,
    private readonly ttlMs = SEARCH_LIMITS.downloadTtlMs,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the file and answers its one-time id. */
  keep(file: PendingDownload): string {
    const now = this.now();
    for (const [id, x] of this.#files) if (x.expires < now) this.#files.delete(id);
    while (this.#files.size >= this.maxPending) this.#files.delete(this.#files.keys().next().value as string);
    const id = randomBytes(24).toString('hex');
    this.#files.set(id, { ...file, expires: now + this.ttlMs });
    return id;
  }

  /** The file as a route's answer, once; ObjectNotFound when it lapsed or was fetched already. */
  take(downloadId: string): FileAnswer {
    const d = this.#files.get(downloadId);
    this.#files.delete(downloadId);
    if (!d || d.expires < this.now()) throw new ApiError(ERROR_NAMES.objectNotFound, DOWNLOAD_EXPIRED);
    return fileAnswer({ contentType: d.contentType, fileName: d.fileName, body: d.buffer });
  }
}
