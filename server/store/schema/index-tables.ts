/**
 * The index: directories and files found by scans, their classification hits and their text.
 * Built for millions of rows: integer keys, narrow rows, an index for every search filter.
 */
export interface IndexTables {
  /** One row per directory (idxcontainer) or file (idxobject) seen by a scan of a collector node. */
  idx_entries: {
    entry_id: number; // integer primary key; the wire objectId of an index entry is 'e' + entry_id
    node_id: string; // the collector (appagt/agent) object that scanned it
    service: string; // source name from the policy
    class_id: 'idxcontainer' | 'idxobject';
    parent_entry_id: number | null; // null at a source root
    name: string;
    parent_path: string; // '/'-separated directory holding it, no trailing slash (except '/')
    extension: string | null; // lower case, no dot
    mime_type: string | null;
    size: number;
    create_time: number | null; // epoch seconds
    modify_time: number | null;
    access_time: number | null;
    store_time: number; // when it was indexed, epoch seconds
    os_owner: string | null;
    permissions: string | null; // 'rwxr-xr-x'
    content_hash: string | null; // sha256 hex
    dup_count: number; // other live files with the same hash
    signature: string | null;
    category: string | null; // Documents, Spreadsheets, Images, ... (from extension)
    is_deleted: number; // 0/1
    extract_status: string | null; // 'ok' or a named failure (Encrypted, Corrupt, ...)
    extract_message: string | null;
    user_tags: string | null; // ';'-separated
    scan_id: number | null;
    modify_ms: number | null; // exact modification time in ms: the incremental rescan's change test
    reclassify: number; // 0, 1 classify again from the stored text, 2 read again at the next scan (migration 0006)
  };
  /** Classification results per file: one row per (file, classification, rule). */
  idx_classifications: {
    entry_id: number;
    classification: string; // e.g. 'U.S. Personal Data' or a rule name when ungrouped
    rule_id: string;
    confidence: number; // 0..1, best hit
    hit_count: number;
  };
  /** A bounded sample of hits per file for display (matched text is masked beyond the first/last chars). */
  idx_hits: {
    entry_id: number;
    rule_id: string;
    start: number;
    end: number;
    text: string;
    confidence: number;
  };
  /** What a source connector keeps between walks of a service (WalkState, migration 0011): e.g. a delta token. */
  source_walk_state: {
    node_id: string;
    service: string;
    key: string;
    value: string;
    updated_at: number;
  };
}
/** FTS5 table `idx_content(text)` with rowid = entry_id holds extracted text; kysely does not model virtual tables. */
