/**
 * Index entries in the tree: directories (idxcontainer) and files (idxobject) with ids 'e<entry_id>', listed
 * under the collector node that scanned them (source roots) and under their directory; directories first,
 * then by name; paged. Each carries its metadata, classifications with confidence, content hash and dup count.
 */
import type { TreeObject } from '@fathom/sdk/api';
import { parseStoredSignature } from '@fathom/sdk/api/signing';
import type { ChildrenProvider, ChildrenQuery, ParentRef } from '../tree/providers';
import type { Store } from '../store/db';
import { DIRECTORY, FILE } from './writer';
import { postgresRows } from '../store/pg-rows';

export const ENTRY_ID = /^e(\d+)$/;
export const COLLECTOR_CLASSES = ['appagt', 'agent', 'appliance'];

export function entryIdOf(objectId: string): number | null {
  const m = ENTRY_ID.exec(objectId);
  return m ? Number(m[1]) : null;
}

export interface EntryRow {
  entry_id: number;
  node_id: string;
  service: string;
  class_id: string;
  parent_entry_id: number | null;
  name: string;
  parent_path: string;
  extension: string | null;
  mime_type: string | null;
  size: number;
  create_time: number | null;
  modify_time: number | null;
  access_time: number | null;
  store_time: number;
  os_owner: string | null;
  permissions: string | null;
  content_hash: string | null;
  dup_count: number;
  category: string | null;
  is_deleted: number;
  extract_status: string | null;
  extract_message: string | null;
  user_tags: string | null;
  signature: string | null;
}

const COLUMNS =
  'entry_id, node_id, service, class_id, parent_entry_id, name, parent_path, extension, mime_type, size, create_time, modify_time, access_time, store_time, os_owner, permissions, content_hash, dup_count, category, is_deleted, extract_status, extract_message, user_tags, signature';

/** COLUMNS less those a directory's children share with it (see childRows). */
const CHILD_COLUMNS =
  'entry_id, service, class_id, name, extension, mime_type, size, create_time, modify_time, access_time, store_time, os_owner, permissions, content_hash, dup_count, category, is_deleted, extract_status, extract_message, user_tags, signature';

/** A row read as an array of COLUMNS' values: one object literal (a fixed shape) is ~2x faster than rows as objects. */
function entryOfValues(v: unknown[]): EntryRow {
  return {
    entry_id: v[0],
    node_id: v[1],
    service: v[2],
    class_id: v[3],
    parent_entry_id: v[4],
    name: v[5],
    parent_path: v[6],
    extension: v[7],
    mime_type: v[8],
    size: v[9],
    create_time: v[10],
    modify_time: v[11],
    access_time: v[12],
    store_time: v[13],
    os_owner: v[14],
    permissions: v[15],
    content_hash: v[16],
    dup_count: v[17],
    category: v[18],
    is_deleted: v[19],
    extract_status: v[20],
    extract_message: v[21],
    user_tags: v[22],
    signature: v[23],
  } as EntryRow;
}

export function fullPath(row: Pick<EntryRow, 'parent_path' | 'name'>): string {
  if (row.name === '/') return '/';
  return row.parent_path === '/' ? `/${row.name}` : `${row.parent_path}/${row.name}`;
}

export function getEntry(store: Store, entryId: number): EntryRow | undefined {
  return store.statement(`SELECT ${COLUMNS} FROM idx_entries WHERE entry_id = ?`).get(entryId) as EntryRow | undefined;
}

/** An entry by id on either dialect (the API thread reads PostgreSQL asynchronously). */
export async function readEntry(store: Store, entryId: number): Promise<EntryRow | undefined> {
  if (store.dialect === 'sqlite') return getEntry(store, entryId);
  return (await postgresRows<EntryRow>(store.db, `SELECT ${COLUMNS} FROM idx_entries WHERE entry_id = ?`, entryId))[0];
}

type ClassificationRow = { entry_id: number; classification: string; confidence: number };

async function classificationsOf(store: Store, ids: number[]): Promise<Map<number, { classification: string; confidence: number }[]>> {
  const out = new Map<number, { classification: string; confidence: number }[]>();
  if (ids.length === 0) return out;
  // The ids as one parameter (SQLite: JSON, PostgreSQL: an array): one statement (prepared once) for any number of them.
  const rows =
    store.dialect === 'sqlite'
      ? (store
          .statement(
            'SELECT entry_id, classification, MAX(confidence) AS confidence FROM idx_classifications WHERE entry_id IN (SELECT value FROM json_each(?)) GROUP BY entry_id, classification',
          )
          .all(JSON.stringify(ids)) as ClassificationRow[])
      : await postgresRows<ClassificationRow>(
          store.db,
          'SELECT entry_id, classification, MAX(confidence) AS confidence FROM idx_classifications WHERE entry_id = ANY(?::bigint[]) GROUP BY entry_id, classification ORDER BY entry_id, classification',
          ids,
        );
  for (const r of rows) {
    const list = out.get(r.entry_id) ?? [];
    list.push({ classification: r.classification, confidence: r.confidence });
    out.set(r.entry_id, list);
  }
  return out;
}

export function toEntryObject(row: EntryRow, classifications: { classification: string; confidence: number }[] = [], hasChildren?: boolean): TreeObject {
  const path = fullPath(row);
  const signature = parseStoredSignature(row.signature);
  return {
    objectId: `e${row.entry_id}`,
    parentId: row.parent_entry_id === null ? row.node_id : `e${row.parent_entry_id}`,
    name: row.name,
    classId: row.class_id,
    tags: {},
    path,
    hasChildren: row.class_id === DIRECTORY ? (hasChildren ?? true) : false,
    properties: {
      service: row.service,
      parentPath: row.parent_path,
      linNativePath: path,
      size: row.size,
      extension: row.extension,
      mimeType: row.mime_type,
      category: row.category,
      createTime: row.create_time,
      modifyTime: row.modify_time,
      accessTime: row.access_time,
      storeTime: row.store_time,
      osOwner: row.os_owner,
      permissions: row.permissions,
      contentHash: row.content_hash,
      dupCount: row.dup_count,
      isDeleted: row.is_deleted === 1,
      extractStatus: row.extract_status,
      extractMessage: row.extract_message,
      userTags: row.user_tags,
      classificationObjects: classifications,
      applianceNodeObjectId: row.node_id,
      signed: signature !== null,
      signedAt: signature?.signedAt ?? null,
    },
  };
}

/** What the children of a directory entry share: its node, and its path (their parent_path). */
interface DirectoryInfo {
  nodeId: string;
  path: string;
}

/** Directory entries read for a listing (its parent object, count and page share the context): each read once. */
const directories = new WeakMap<object, Map<number, Promise<DirectoryInfo | undefined>>>();
function knownDirectories(ctx: object): Map<number, Promise<DirectoryInfo | undefined>> {
  let known = directories.get(ctx);
  if (!known) directories.set(ctx, (known = new Map()));
  return known;
}

function directoryOf(store: Store, id: number, ctx: object): Promise<DirectoryInfo | undefined> {
  const known = knownDirectories(ctx);
  let info = known.get(id);
  if (!info) {
    const sql = 'SELECT node_id, parent_path, name FROM idx_entries WHERE entry_id = ?';
    const of = (r: Pick<EntryRow, 'node_id' | 'parent_path' | 'name'> | undefined) => (r ? { nodeId: r.node_id, path: fullPath(r) } : undefined);
    info =
      store.dialect === 'sqlite'
        ? Promise.resolve(of(store.statement(sql).get(id) as EntryRow | undefined))
        : postgresRows<EntryRow>(store.db, sql, id).then(rows => of(rows[0]));
    known.set(id, info);
  }
  return info;
}

async function where(
  store: Store,
  parent: ParentRef,
  q: ChildrenQuery,
  ctx: object,
): Promise<{ sql: string; args: unknown[]; dir: DirectoryInfo | null; parentId: number | null } | null> {
  const parts: string[] = [];
  const args: unknown[] = [];
  const id = entryIdOf(parent.objectId);
  const dir = id === null ? null : await directoryOf(store, id, ctx);
  if (id !== null) {
    // node_id first, so the (node_id, parent_entry_id, class_id, name) index serves the page in order.
    if (!dir) return null;
    parts.push('node_id = ? AND parent_entry_id = ?');
    args.push(dir.nodeId, id);
  } else {
    parts.push('node_id = ? AND parent_entry_id IS NULL');
    args.push(parent.objectId);
  }
  let classes = [DIRECTORY, FILE];
  if (q.classIds?.length) classes = classes.filter(c => q.classIds!.includes(c) || q.classIds!.includes(c === DIRECTORY ? 'directory' : 'file'));
  if (q.containersOnly) classes = classes.filter(c => c === DIRECTORY);
  if (classes.length === 0) return null;
  parts.push(`class_id IN (${classes.map(() => '?').join(',')})`);
  args.push(...classes);
  if (!q.withDeleted) parts.push('is_deleted = 0');
  return { sql: parts.join(' AND '), args, dir: dir ?? null, parentId: id };
}

/**
 * A page of a directory's children on SQLite: the values every child shares with its directory (node, parent,
 * parent path) are taken from it instead of being read and converted once per row (most of a listing's cost).
 */
function childRows(store: Store, w: { sql: string; args: unknown[] }, q: ChildrenQuery, dir: DirectoryInfo, parentId: number): EntryRow[] {
  const sql = `SELECT ${CHILD_COLUMNS} FROM idx_entries WHERE ${w.sql} ORDER BY class_id, name LIMIT ? OFFSET ?`;
  const values = store.statement(sql, { raw: true }).all(...w.args, q.limit > 0 ? q.limit : -1, Math.max(0, q.offset)) as unknown[][];
  return values.map(
    v =>
      ({
        entry_id: v[0],
        node_id: dir.nodeId,
        service: v[1],
        class_id: v[2],
        parent_entry_id: parentId,
        name: v[3],
        parent_path: dir.path,
        extension: v[4],
        mime_type: v[5],
        size: v[6],
        create_time: v[7],
        modify_time: v[8],
        access_time: v[9],
        store_time: v[10],
        os_owner: v[11],
        permissions: v[12],
        content_hash: v[13],
        dup_count: v[14],
        category: v[15],
        is_deleted: v[16],
        extract_status: v[17],
        extract_message: v[18],
        user_tags: v[19],
        signature: v[20],
      }) as EntryRow,
  );
}

/** The properties of toEntryObject in its order, as SQLite JSON of a child row (path: the bound prefix || name). */
const CHILD_PROPERTIES_JSON = `json_object('service', service, 'parentPath', ?, 'linNativePath', ? || name, 'size', size,
  'extension', extension, 'mimeType', mime_type, 'category', category, 'createTime', create_time, 'modifyTime', modify_time,
  'accessTime', access_time, 'storeTime', store_time, 'osOwner', os_owner, 'permissions', permissions, 'contentHash', content_hash,
  'dupCount', dup_count, 'isDeleted', json(CASE WHEN is_deleted = 1 THEN 'true' ELSE 'false' END), 'extractStatus', extract_status,
  'extractMessage', extract_message, 'userTags', user_tags,
  'classificationObjects', json(CASE WHEN class_id = '${FILE}' THEN (SELECT json_group_array(json_object('classification', classification, 'confidence', confidence))
    FROM (SELECT classification, MAX(confidence) AS confidence FROM idx_classifications c WHERE c.entry_id = e.entry_id GROUP BY classification ORDER BY classification))
    ELSE '[]' END),
  'applianceNodeObjectId', ?, 'signed', json('false'), 'signedAt', NULL)`;

/** A child row as the JSON of toEntryObject plus permissions, built by SQLite (no row objects, no serialising in JS). */
const CHILD_JSON = `json_object('objectId', 'e' || entry_id, 'parentId', ?, 'name', name, 'classId', class_id, 'tags', json_object(),
  'path', ? || name, 'hasChildren', json(CASE WHEN class_id = '${DIRECTORY}' THEN 'true' ELSE 'false' END),
  'properties', ${CHILD_PROPERTIES_JSON}, 'permissions', json(?))`;

/** A page of a directory's children as a JSON array (SQLite); a signed entry's two signature fields are set in JS. */
function childrenJson(store: Store, w: { sql: string; args: unknown[] }, q: ChildrenQuery, dir: DirectoryInfo, parentId: number, permissions: string): string {
  const prefix = dir.path === '/' ? '/' : `${dir.path}/`;
  const sql = `SELECT ${CHILD_JSON} AS o, signature FROM idx_entries e WHERE ${w.sql} ORDER BY class_id, name LIMIT ? OFFSET ?`;
  const rows = store
    .statement(sql, { raw: true })
    .all(`e${parentId}`, prefix, dir.path, prefix, dir.nodeId, permissions, ...w.args, q.limit > 0 ? q.limit : -1, Math.max(0, q.offset)) as [
    string,
    string | null,
  ][];
  let out = '[';
  for (let i = 0; i < rows.length; i++) {
    const [json, stored] = rows[i];
    if (i > 0) out += ',';
    const signature = stored === null ? null : parseStoredSignature(stored);
    if (signature === null) out += json;
    else {
      const o = JSON.parse(json) as TreeObject;
      o.properties = { ...o.properties, signed: true, signedAt: signature.signedAt };
      out += JSON.stringify(o);
    }
  }
  return `${out}]`;
}

export const indexChildrenProvider: ChildrenProvider = {
  name: 'index',
  ownsObjectId: id => ENTRY_ID.test(id),
  async getObject(objectId, ctx) {
    const id = entryIdOf(objectId);
    const row = id === null ? undefined : await readEntry(ctx.store, id);
    if (!row) return null;
    if (row.class_id === DIRECTORY) knownDirectories(ctx).set(row.entry_id, Promise.resolve({ nodeId: row.node_id, path: fullPath(row) }));
    // Only files are classified.
    const classifications = row.class_id === FILE ? (await classificationsOf(ctx.store, [row.entry_id])).get(row.entry_id) : undefined;
    return { object: toEntryObject(row, classifications), ownerNodeId: row.node_id };
  },
  listsUnder: parent => COLLECTOR_CLASSES.includes(parent.classId) || (parent.classId === DIRECTORY && ENTRY_ID.test(parent.objectId)),
  async countChildren(parent, q, ctx) {
    const w = await where(ctx.store, parent, q, ctx);
    if (!w) return 0;
    const count = `SELECT COUNT(*) AS n FROM idx_entries WHERE ${w.sql}`;
    if (ctx.store.dialect === 'postgres') return (await postgresRows<{ n: number }>(ctx.store.db, count, ...w.args))[0].n;
    return (ctx.store.statement(count).get(...w.args) as { n: number }).n;
  },
  async listChildren(parent, q, ctx) {
    const w = await where(ctx.store, parent, q, ctx);
    if (!w || q.limit === 0) return [];
    const page = `SELECT ${COLUMNS} FROM idx_entries WHERE ${w.sql} ORDER BY class_id, name LIMIT ? OFFSET ?`;
    const rows =
      ctx.store.dialect === 'postgres'
        ? await postgresRows<EntryRow>(ctx.store.db, page, ...w.args, q.limit > 0 ? q.limit : null, Math.max(0, q.offset))
        : w.dir
          ? childRows(ctx.store, w, q, w.dir, w.parentId!)
          : (ctx.store.statement(page, { raw: true }).all(...w.args, q.limit > 0 ? q.limit : -1, Math.max(0, q.offset)) as unknown[][]).map(entryOfValues);
    const classes = await classificationsOf(
      ctx.store,
      rows.filter(r => r.class_id === FILE).map(r => r.entry_id),
    );
    return rows.map(r => toEntryObject(r, classes.get(r.entry_id)));
  },
  async listChildrenJson(parent, q, ctx, permissions) {
    const w = await where(ctx.store, parent, q, ctx);
    if (ctx.store.dialect === 'sqlite' && w?.dir && q.limit !== 0) return childrenJson(ctx.store, w, q, w.dir, w.parentId!, JSON.stringify(permissions));
    return JSON.stringify((await this.listChildren(parent, q, ctx)).map(o => ({ ...o, permissions })));
  },
};
