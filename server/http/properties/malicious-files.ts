/**
 * PID_MALICIOUS_FILES (sdk/api/malicious.ts): GET counts and lists the flagged files below a node from the index
 * the scans write (hashes, names, extensions); POST { hashes } sets the node's list of known-bad SHA-256 hashes,
 * each with an optional name (needs 'pol'; the lines are read by parseBadHashes in sdk/api). Reading runs over the live files of the node's collectors, like PID_STATS.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  badHashesProblem,
  EXECUTABLE_EXTENSIONS,
  hasDoubleExtension,
  MACRO_EXTENSIONS,
  MALICIOUS_THREATS,
  parseBadHashes,
  type BadHash,
  type MaliciousFile,
  type MaliciousFilesAnswer,
  type MaliciousThreat,
} from '@fathom/sdk/api/malicious';
import { fullPath } from '../../index/children';
import { statsScope } from '../../index/stats';
import { postgresRows } from '../../store/pg-rows';
import type { Store } from '../../store/db';
import { registerPropertyHandler } from './registry';
import { readProperty, writeProperty } from './store';

const PROPERTY = 'PID_MALICIOUS_FILES';
const LISTED = 10;

/** Stored per node; lists saved before names were kept hold plain hash strings. */
interface HashList {
  hashes: (BadHash | string)[];
}

/** The node's own list and the hashes in force there (its own and its ancestors', with the nearest name). */
async function hashLists(store: Store, objectId: string): Promise<{ own: BadHash[]; inForce: Map<string, string | undefined> }> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', objectId).executeTakeFirst();
  const chain = row ? row.path_ids.split('/').filter(Boolean) : [objectId];
  const inForce = new Map<string, string | undefined>();
  let own: BadHash[] = [];
  for (const id of chain) {
    const list = parseBadHashes((await readProperty<HashList>(store, id, PROPERTY))?.hashes ?? []).entries;
    for (const h of list) inForce.set(h.hash, h.name ?? inForce.get(h.hash));
    if (id === objectId) own = list;
  }
  return { own, inForce };
}

interface Candidate {
  entry_id: number;
  node_id: string;
  service: string;
  name: string;
  parent_path: string;
  extension: string | null;
  content_hash: string | null;
  store_time: number;
}

function threatOf(c: Candidate, bad: Map<string, string | undefined>): MaliciousThreat | null {
  if (c.content_hash && bad.has(c.content_hash)) return MALICIOUS_THREATS.knownBadHash;
  if (hasDoubleExtension(c.name)) return MALICIOUS_THREATS.doubleExtension;
  if (c.extension && (MACRO_EXTENSIONS as readonly string[]).includes(c.extension)) return MALICIOUS_THREATS.officeMacros;
  return null;
}

async function findMalicious(
  store: Store,
  objectId: string,
  bad: Map<string, string | undefined>,
): Promise<Pick<MaliciousFilesAnswer, 'count' | 'byThreat' | 'files'>> {
  const byThreat = { [MALICIOUS_THREATS.knownBadHash]: 0, [MALICIOUS_THREATS.doubleExtension]: 0, [MALICIOUS_THREATS.officeMacros]: 0 } as Record<
    MaliciousThreat,
    number
  >;
  const scope = await statsScope(store, objectId);
  if (!scope) return { count: 0, byThreat, files: [] };
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');
  const suspicious = [...EXECUTABLE_EXTENSIONS, ...MACRO_EXTENSIONS];
  // Candidates by the indexed columns; the exact rules (double extension) are applied below. The known hashes are
  // one parameter: JSON on SQLite, an array on PostgreSQL.
  const pg = store.dialect === 'postgres';
  const hashTest = bad.size ? (pg ? 'OR content_hash = ANY(?::text[])' : `OR content_hash IN (SELECT value FROM json_each(?))`) : '';
  const query = `SELECT entry_id, node_id, service, name, parent_path, extension, content_hash, store_time FROM idx_entries
    WHERE ${scope.sql} AND class_id = 'idxobject' AND (extension IN (${marks(suspicious.length)}) ${hashTest})`;
  const params = [...scope.args, ...suspicious, ...(bad.size ? [pg ? [...bad.keys()] : JSON.stringify([...bad.keys()])] : [])];
  const rows = pg ? await postgresRows<Candidate>(store.db, query, ...params) : (store.sqlite.prepare(query).all(...params) as Candidate[]);
  const flagged: (Candidate & { threat: MaliciousThreat })[] = [];
  for (const r of rows) {
    const threat = threatOf(r, bad);
    if (threat) {
      flagged.push({ ...r, threat });
      byThreat[threat]++;
    }
  }
  flagged.sort((a, b) => b.store_time - a.store_time || b.entry_id - a.entry_id);
  const files: MaliciousFile[] = flagged.slice(0, LISTED).map(f => {
    const detail = f.threat === MALICIOUS_THREATS.knownBadHash ? bad.get(f.content_hash!) : undefined;
    return { objectId: `e${f.entry_id}`, name: f.name, path: fullPath(f), threat: f.threat, ...(detail ? { detail } : {}) };
  });
  return { count: flagged.length, byThreat, files };
}

registerPropertyHandler({
  propertyId: PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    const lists = await hashLists(ctx.server.store, ctx.row.object_id);
    const found = await findMalicious(ctx.server.store, ctx.objectId, lists.inForce);
    return { ...found, hashes: lists.own, hashesInForce: lists.inForce.size } satisfies MaliciousFilesAnswer;
  },
  async set(ctx, value) {
    if (ctx.row.object_id !== ctx.objectId)
      throw new ApiError(ERROR_NAMES.validation, 'The list of known-bad hashes belongs to nodes, not to files or folders.');
    const raw = (value as { hashes?: unknown } | null)?.hashes;
    if (raw === undefined || (typeof raw !== 'string' && !Array.isArray(raw)))
      throw new ApiError(ERROR_NAMES.validation, 'hashes must be a list of SHA-256 hashes.');
    const parsed = parseBadHashes(raw);
    const problem = badHashesProblem(parsed);
    if (problem) throw new ApiError(ERROR_NAMES.validation, problem);
    await writeProperty(ctx.server.store, ctx.row.object_id, PROPERTY, { hashes: parsed.entries } satisfies HashList);
    const lists = await hashLists(ctx.server.store, ctx.row.object_id);
    return {
      ...(await findMalicious(ctx.server.store, ctx.objectId, lists.inForce)),
      hashes: lists.own,
      hashesInForce: lists.inForce.size,
    } satisfies MaliciousFilesAnswer;
  },
});
