/**
 * PID_MALICIOUS_FILES (sdk/api/malicious.ts): GET counts and lists the flagged files below a node from the index
 * the scans write (hashes, names, extensions); POST { hashes } sets the node's list of known-bad SHA-256 hashes
 * (needs 'pol'). Reading runs over the live files of the node's collectors, like PID_STATS.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  EXECUTABLE_EXTENSIONS, hasDoubleExtension, MACRO_EXTENSIONS, MALICIOUS_THREATS, MAX_BAD_HASHES, parseHashList,
  type MaliciousFile, type MaliciousFilesAnswer, type MaliciousThreat,
} from '@fathom/sdk/api/malicious';
import { fullPath } from '../../index/children';
import { statsScope } from '../../index/stats';
import type { Store } from '../../store/db';
import { registerPropertyHandler } from './registry';
import { readProperty, writeProperty } from './store';

const PROPERTY = 'PID_MALICIOUS_FILES';
const LISTED = 10;

interface HashList { hashes: string[] }

/** The node's own list and the union with its ancestors' lists. */
async function hashLists(store: Store, objectId: string): Promise<{ own: string[]; inForce: string[] }> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', objectId).executeTakeFirst();
  const chain = row ? row.path_ids.split('/').filter(Boolean) : [objectId];
  const all = new Set<string>();
  let own: string[] = [];
  for (const id of chain) {
    const list = (await readProperty<HashList>(store, id, PROPERTY))?.hashes ?? [];
    for (const h of list) all.add(h);
    if (id === objectId) own = list;
  }
  return { own, inForce: [...all] };
}

interface Candidate { entry_id: number; node_id: string; service: string; name: string; parent_path: string; extension: string | null; content_hash: string | null; store_time: number }

function threatOf(c: Candidate, bad: Set<string>): MaliciousThreat | null {
  if (c.content_hash && bad.has(c.content_hash)) return MALICIOUS_THREATS.knownBadHash;
  if (hasDoubleExtension(c.name)) return MALICIOUS_THREATS.doubleExtension;
  if (c.extension && (MACRO_EXTENSIONS as readonly string[]).includes(c.extension)) return MALICIOUS_THREATS.officeMacros;
  return null;
}

async function findMalicious(store: Store, objectId: string, bad: string[]): Promise<Pick<MaliciousFilesAnswer, 'count' | 'byThreat' | 'files'>> {
  const byThreat = { [MALICIOUS_THREATS.knownBadHash]: 0, [MALICIOUS_THREATS.doubleExtension]: 0, [MALICIOUS_THREATS.officeMacros]: 0 } as Record<MaliciousThreat, number>;
  const scope = await statsScope(store, objectId);
  if (!scope) return { count: 0, byThreat, files: [] };
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');
  const suspicious = [...EXECUTABLE_EXTENSIONS, ...MACRO_EXTENSIONS];
  // Candidates by the indexed columns; the exact rules (double extension) are applied below.
  const hashTest = bad.length ? `OR content_hash IN (SELECT value FROM json_each(?))` : '';
  const rows = store.sqlite.prepare(`SELECT entry_id, node_id, service, name, parent_path, extension, content_hash, store_time FROM idx_entries
    WHERE ${scope.sql} AND class_id = 'idxobject' AND (extension IN (${marks(suspicious.length)}) ${hashTest})`)
    .all(...scope.args, ...suspicious, ...(bad.length ? [JSON.stringify(bad)] : [])) as Candidate[];
  const set = new Set(bad);
  const flagged: (Candidate & { threat: MaliciousThreat })[] = [];
  for (const r of rows) {
    const threat = threatOf(r, set);
    if (threat) { flagged.push({ ...r, threat }); byThreat[threat]++; }
  }
  flagged.sort((a, b) => b.store_time - a.store_time || b.entry_id - a.entry_id);
  const files: MaliciousFile[] = flagged.slice(0, LISTED).map(f => ({ objectId: `e${f.entry_id}`, name: f.name, path: fullPath(f), threat: f.threat }));
  return { count: flagged.length, byThreat, files };
}

registerPropertyHandler({
  propertyId: PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    const lists = await hashLists(ctx.server.store, ctx.row.object_id);
    const found = await findMalicious(ctx.server.store, ctx.objectId, lists.inForce);
    return { ...found, hashes: lists.own, hashesInForce: lists.inForce.length } satisfies MaliciousFilesAnswer;
  },
  async set(ctx, value) {
    if (ctx.row.object_id !== ctx.objectId) throw new ApiError(ERROR_NAMES.validation, 'The list of known-bad hashes belongs to nodes, not to files or folders.');
    const raw = (value as { hashes?: unknown } | null)?.hashes;
    if (raw === undefined || (typeof raw !== 'string' && !Array.isArray(raw))) throw new ApiError(ERROR_NAMES.validation, 'hashes must be a list of SHA-256 hashes.');
    const { hashes, invalid } = parseHashList(raw);
    if (invalid.length) throw new ApiError(ERROR_NAMES.validation, `Not a SHA-256 hash (64 hexadecimal digits): ${invalid.slice(0, 3).join(', ')}${invalid.length > 3 ? ` and ${invalid.length - 3} more` : ''}.`);
    if (hashes.length > MAX_BAD_HASHES) throw new ApiError(ERROR_NAMES.validation, `At most ${MAX_BAD_HASHES} hashes per node.`);
    await writeProperty(ctx.server.store, ctx.row.object_id, PROPERTY, { hashes } satisfies HashList);
    const lists = await hashLists(ctx.server.store, ctx.row.object_id);
    return { ...(await findMalicious(ctx.server.store, ctx.objectId, lists.inForce)), hashes: lists.own, hashesInForce: lists.inForce.length } satisfies MaliciousFilesAnswer;
  },
});
