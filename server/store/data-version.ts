/**
 * A stamp of the SQLite store's data: it changes when another connection commits (PRAGMA data_version) or this
 * connection changes rows (total_changes()), so an answer kept under it is the answer SQL would give again.
 */
import type { Store } from './db';

/** The stamp, or null on PostgreSQL (no such stamp: nothing is kept). */
export function dataVersion(store: Store): string | null {
  if (store.dialect !== 'sqlite') return null;
  const [changes, version] = store.statement('SELECT total_changes(), (SELECT data_version FROM pragma_data_version())', { raw: true }).get() as [
    number,
    number,
  ];
  return `${version}:${changes}`;
}

/** Answers kept while the store's data stays as it was, the most recently used first to stay (at most `size`). */
export class AnswersOfVersion {
  private readonly kept = new Map<string, { version: string; answer: Buffer }>();

  constructor(
    private readonly size: number,
    /** Longer answers are not kept (bounds the memory to size × maxBytes). */
    private readonly maxBytes: number,
  ) {}

  get(key: string, version: string): Buffer | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    this.kept.delete(key);
    if (hit.version !== version) return undefined;
    this.kept.set(key, hit);
    return hit.answer;
  }

  set(key: string, version: string, answer: Buffer): void {
    if (answer.length > this.maxBytes) return;
    this.kept.delete(key);
    this.kept.set(key, { version, answer });
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
  }
}
