/**
 * Results a remote collector sends in batches (POST /database/ingest): entries by path, written into the
 * platform's index for the collector's node with the same keys as a local scan, so a batch sent twice
 * changes nothing. Parents come before children in a batch (collectors send in their own write order).
 * Collectors send rows unsigned (the signing key stays on the platform): files under a signing include path
 * are signed here, and keep their signature while a batch brings the same content again.
 */
import type { IndexDb } from '../store/index-db';
import type { WalkEntry } from '@fathom/sdk/server';
import { IndexWriter, parentPathOf, recomputeDuplicates, type ContentResult } from '../index/writer';
import { markStatsStale } from '../index/stats-rollup';
import type { ContentSigner } from '../signing/record';

export interface IngestEntry {
  path: string;
  isDirectory: boolean;
  size: number;
  createTime: number | null;
  modifyTime: number | null;
  accessTime: number | null; // epoch seconds
  modifyMs: number | null;
  owner: string | null;
  mode: string | null;
  contentHash: string | null;
  extractStatus: string | null;
  extractMessage: string | null;
  isDeleted: boolean;
  text?: string;
  classifications?: ContentResult['classifications'];
  hits?: ContentResult['hits'];
}
export interface IngestBatch {
  service: string;
  entries: IngestEntry[];
}

/** How the platform signs a batch's files: a signer for the node's service and which paths it signs. */
export interface IngestSigning {
  signer: ContentSigner;
  signs(path: string): boolean;
}

export class IngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}

const MAX_BATCH = 5000;

function check(e: IngestEntry, i: number): void {
  if (!e || typeof e.path !== 'string' || !e.path.startsWith('/') || e.path.includes('\0'))
    throw new IngestError(`entries[${i}].path must be an absolute path.`);
  if (typeof e.size !== 'number' || e.size < 0) throw new IngestError(`entries[${i}].size must be a number of at least 0.`);
  if (e.contentHash !== null && e.contentHash !== undefined && !/^[0-9a-f]{64}$/.test(e.contentHash))
    throw new IngestError(`entries[${i}].contentHash must be a sha256 hex string.`);
}

/** Checks a whole batch before any of it is written; throws IngestError naming the first bad entry. */
export function checkIngestBatch(batch: IngestBatch): void {
  if (!batch || typeof batch.service !== 'string' || !batch.service) throw new IngestError('service is required.');
  if (!Array.isArray(batch.entries)) throw new IngestError('entries must be a list.');
  if (batch.entries.length > MAX_BATCH) throw new IngestError(`A batch holds at most ${MAX_BATCH} entries.`);
  batch.entries.forEach(check);
}

/** Entries and text written in one transaction at most: the server answers other calls between two. */
const CHUNK_ENTRIES = 100;
const CHUNK_TEXT = 1 << 20;

/** A checked batch in parts of at most CHUNK_ENTRIES entries or about CHUNK_TEXT characters of text, in order. */
export function ingestChunks(batch: IngestBatch): IngestBatch[] {
  const out: IngestBatch[] = [];
  let entries: IngestEntry[] = [];
  let text = 0;
  for (const e of batch.entries) {
    if (entries.length > 0 && (entries.length >= CHUNK_ENTRIES || text + (e.text?.length ?? 0) > CHUNK_TEXT)) {
      out.push({ service: batch.service, entries });
      entries = [];
      text = 0;
    }
    entries.push(e);
    text += e.text?.length ?? 0;
  }
  if (entries.length > 0 || out.length === 0) out.push({ service: batch.service, entries });
  return out;
}

export function applyIngest(
  db: IndexDb,
  nodeId: string,
  taskId: number | null,
  batch: IngestBatch,
  signing?: IngestSigning | null,
): { written: number; deleted: number } {
  checkIngestBatch(batch);
  const writer = new IndexWriter(db, nodeId, batch.service, taskId);
  const ids = new Map<string, number | null>();
  const parentId = (path: string): number | null => {
    const dir = parentPathOf(path);
    if (ids.has(dir)) return ids.get(dir)!;
    const row = dir === path ? undefined : writer.byPath(dir);
    const id = row && row.class_id === 'idxcontainer' ? row.entry_id : null;
    ids.set(dir, id);
    return id;
  };
  let written = 0;
  let deleted = 0;
  db.transaction(() => {
    markStatsStale(db, nodeId);
    for (const e of batch.entries) {
      const known = writer.byPath(e.path);
      if (e.isDeleted) {
        if (known) {
          const name = e.path.slice(e.path.lastIndexOf('/') + 1);
          deleted += writer.markGone(
            {
              entry_id: known.entry_id,
              class_id: known.class_id,
              name,
              size: 0,
              modify_ms: null,
              content_hash: known.content_hash,
              extract_status: null,
              signature: null,
              is_deleted: 0,
              reclassify: 0,
            },
            parentPathOf(e.path),
          );
        }
        continue;
      }
      const walk: WalkEntry = {
        path: e.path,
        name: e.path === '/' ? '/' : e.path.slice(e.path.lastIndexOf('/') + 1),
        isDirectory: e.isDirectory,
        size: e.size,
        createTime: (e.createTime ?? 0) * 1000,
        modifyTime: e.modifyMs ?? (e.modifyTime ?? 0) * 1000,
        accessTime: (e.accessTime ?? 0) * 1000,
        owner: e.owner ?? '',
        mode: e.mode ?? '',
      };
      const parent = known?.parent_entry_id ?? parentId(e.path);
      if (e.isDirectory) {
        const id = writer.write(walk, parent, known?.entry_id);
        ids.set(e.path, id);
      } else {
        const hash = e.contentHash ?? null;
        const signature = hash && signing?.signs(e.path) ? signing.signer.signatureFor(e.path, hash, e.size, known?.signature) : null;
        const content: ContentResult = {
          hash,
          extractStatus: e.extractStatus,
          extractMessage: e.extractMessage,
          text: e.text,
          classifications: e.classifications,
          hits: e.hits,
          signature,
        };
        if (known) {
          writer.clearContent(known.entry_id, known.content_hash);
          writer.setContent(writer.write(walk, parent, known.entry_id, content), null, content, true);
        } else writer.add(walk, parent, content);
      }
      written++;
    }
  })();
  recomputeDuplicates(db);
  return { written, deleted };
}
