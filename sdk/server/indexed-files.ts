/**
 * The files of the platform's index as a plugin that acts on them reads them (the actions area's policy rule and
 * transform): which of them a scan wrote, and the text extracted from one. Files are named by their object ids
 * (e<entry id>), as searches answer them. The core implements it (server/index/indexed-files.ts); a plugin names its
 * token in `requires` and receives it in `start`.
 */
import { createToken, type Token } from '../web/tokens';

export interface IndexedFiles {
  /** Of the files objectIds, those the scan task scanTaskId wrote into the index of the collector nodeId. */
  writtenBy(nodeId: string, scanTaskId: number, objectIds: readonly string[]): Promise<Set<string>>;
  /** The extracted text the index holds for a file; null when none was stored (or objectId names no index entry). */
  textOf(objectId: string): Promise<string | null>;
}

export const IndexedFiles = createToken<IndexedFiles>('server.indexed-files');
/** Core tokens of this file; listed among CORE_SERVER_TOKENS. */
export const INDEX_CORE_TOKENS: readonly Token<unknown>[] = [IndexedFiles];
