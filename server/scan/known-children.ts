/**
 * What the index holds under each directory a walk lists, for the diff of the listing with the disk.
 *
 * A rescan of an unchanged tree reads every row of it once, so the read is kept small: one query for a directory
 * and the next of its siblings the walk will list (up to BATCH directories), and per row only what says whether
 * it changed, as an array (a query per directory that read ten columns into an object was a third of such a
 * rescan). A directory the scan has just created has no rows and is never asked for. Siblings read ahead wait
 * only until the walk lists them: at most BATCH - 1 per level of the walk's depth.
 */
import type { IndexDb, IndexStatement } from '../store/index-db';
import { DIRECTORY } from '../index/writer';
import { RECLASSIFY_AT_NEXT_SCAN } from './reclassify-marks';

/** Bits of a known row's state. */
export const KNOWN = { directory: 1, deleted: 2, hashed: 4, extracted: 8, signed: 16, readAgain: 32 } as const;

/** A known child: its id, size, modification time (ms) and KNOWN bits. */
export type KnownRow = [parentId: number, name: string, entryId: number, size: number, modifyMs: number | null, state: number];
export const NAME = 1;
export const ENTRY_ID = 2;
export const SIZE = 3;
export const MODIFY_MS = 4;
export const STATE = 5;

/** Directories per query. */
export const BATCH = 32;
/** Stands for no directory in a query's unused places (ids start at 1). */
const NONE = -1;

const STATE_SQL = [
  `CASE WHEN class_id = '${DIRECTORY}' THEN ${KNOWN.directory} ELSE 0 END`,
  `CASE WHEN is_deleted <> 0 THEN ${KNOWN.deleted} ELSE 0 END`,
  `CASE WHEN content_hash IS NULL THEN 0 ELSE ${KNOWN.hashed} END`,
  `CASE WHEN extract_status IS NULL THEN 0 ELSE ${KNOWN.extracted} END`,
  `CASE WHEN signature IS NULL THEN 0 ELSE ${KNOWN.signed} END`,
  `CASE WHEN reclassify = ${RECLASSIFY_AT_NEXT_SCAN} THEN ${KNOWN.readAgain} ELSE 0 END`,
].join(' + ');

export class KnownChildren {
  private readonly read: IndexStatement;
  private readonly fetched = new Map<number, Map<string, KnownRow>>();
  /** Each directory expected to be listed, with the siblings found beside it (in the order they were listed). */
  private readonly siblings = new Map<number, { ids: number[]; at: number }>();
  private readonly created = new Set<number>();
  /** Rows above this id were inserted by this scan. */
  private readonly lastIdBefore: number;

  constructor(
    db: IndexDb,
    private readonly nodeId: string,
  ) {
    this.lastIdBefore = Number(db.prepare('SELECT COALESCE(MAX(entry_id), 0) FROM idx_entries').pluck().get());
    this.read = db
      .prepare(
        `SELECT parent_entry_id, name, entry_id, size, modify_ms, ${STATE_SQL} FROM idx_entries WHERE node_id = ? AND parent_entry_id IN (${Array(BATCH).fill('?').join(', ')})`,
      )
      .raw(true);
  }

  /** Directories already in the index that one listing holds (in its order): the walk lists them later. */
  expect(ids: number[]): void {
    const group = { ids, at: 0 };
    for (const id of ids) this.siblings.set(id, group);
  }

  /** A directory the scan has just written: nothing is known under it when its row is new (not one it met again). */
  written(id: number): void {
    if (id > this.lastIdBefore) this.created.add(id);
  }

  /** The known children of a directory, by name (deleted ones too, so a returning file keeps its id). */
  of(dirId: number): Map<string, KnownRow> {
    if (this.created.delete(dirId)) {
      this.siblings.delete(dirId);
      return new Map();
    }
    let rows = this.fetched.get(dirId);
    if (!rows) {
      this.fetchWith(dirId);
      rows = this.fetched.get(dirId)!;
    }
    this.fetched.delete(dirId);
    this.siblings.delete(dirId);
    return rows;
  }

  /** Reads a directory's rows, with those of the siblings listed after it that are not read yet. */
  private fetchWith(dirId: number): void {
    const ids = [dirId];
    const group = this.siblings.get(dirId);
    if (group) {
      let i = group.ids.indexOf(dirId, group.at);
      if (i < 0) i = group.ids.indexOf(dirId);
      for (let j = i + 1; j < group.ids.length && ids.length < BATCH; j++) {
        const id = group.ids[j];
        if (!this.fetched.has(id) && !this.created.has(id) && this.siblings.get(id) === group) ids.push(id);
      }
      group.at = i + 1;
    }
    for (const id of ids) this.fetched.set(id, new Map());
    const params: unknown[] = [this.nodeId, ...ids];
    while (params.length < BATCH + 1) params.push(NONE);
    for (const row of this.read.all(...params) as KnownRow[]) this.fetched.get(row[0])?.set(row[NAME], row);
  }
}
