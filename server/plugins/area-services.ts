/**
 * The core's side of the policy and dashboard area services (sdk/server area-services.ts): the property table,
 * the public settings and content signing, as plugins reach them through `platform`.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { ClassificationPolicy, ContentSigning, NodeEventLog, PropertyValues, PublicSettings, RuleInfo, ServiceTypeCatalog } from '@fathom/sdk/server';
import { serviceTypes } from '../tasks/sources';
import { preparePolicyClassifications } from '../classify/engine';
import { validateCustomPattern } from '../classify/custom-pattern';
import { resolveClassificationsOf } from '../scan/classify-stage';
import { markForReclassificationOf } from '../scan/reclassify-job';
import { scanEngineOf } from '../tasks/engine';
import type { Reclassification } from '@fathom/sdk/api/classification';
import { builtInClassifications, classifiersOf } from './contributions';
import { runClassificationTest } from '../classify/lab';
import { ExtractorRegistry } from '../extract/registry';
import { ExtractionPool } from '../extract/pool';
import { threadEntries } from './contributions';
import type { LabExtractor } from '../classify/lab';
import { listNodeEvents, setNodeEventsState } from '../events/node-events';
import type { ServerContext } from '../http/context';
import { invalid } from '../http/payload';
import { readProperty, writeProperty } from '../http/properties/store';
import { readEntry } from '../index/children';
import { storeRows } from '../store/sql-steps';
import { parseTags } from '../tree/objects';
import { FILE } from '../index/writer';
import { loadSigningKey } from '../signing/keys';
import { verifyEntry } from '../signing/verify-entry';

export interface AreaServices {
  properties: PropertyValues;
  publicSettings: PublicSettings;
  signing: ContentSigning;
  nodeEvents: NodeEventLog;
  classification: ClassificationPolicy;
  serviceTypes: ServiceTypeCatalog;
}

/** context: the server's context once it exists (the task queue belongs to it). */
export function areaServices(
  server: Pick<ServerContext, 'store' | 'bus' | 'tree' | 'settings' | 'plugins' | 'secrets'>,
  context: () => ServerContext,
): AreaServices {
  let extractors: LabExtractor | undefined;
  // The lab reads files people upload: in extraction threads (timeouts, crash recovery, PDFs) when the plugins are
  // known by module id, in process otherwise.
  const labExtractor = (): LabExtractor => {
    if (extractors) return extractors;
    const ctx = context();
    if (ctx.pluginModules.length === 0) return (extractors = new ExtractorRegistry([...server.plugins]));
    const pool = new ExtractionPool({ pluginsEntry: threadEntries(ctx.plugins, ctx.pluginModules).extract, size: 1 });
    ctx.onClose(() => pool.close());
    return (extractors = pool);
  };
  const resolve = (nodeId: string) => resolveClassificationsOf(server.store, nodeId, builtInClassifications(server.plugins));
  const effectiveKey = async (nodeId: string) => JSON.stringify((await resolve(nodeId)).effective);
  return {
    properties: {
      read: (objectId, propertyId, ownerId) => readProperty(server.store, objectId, propertyId, ownerId),
      write: (objectId, propertyId, value, ownerId) => writeProperty(server.store, objectId, propertyId, value, ownerId),
    },
    publicSettings: { current: () => server.settings.public },
    signing: {
      keyInfo: () => loadSigningKey(server.settings.dataDir).info(),
      async verifyFile(entryId) {
        const row = await readEntry(server.store, entryId);
        if (!row) throw new ApiError(ERROR_NAMES.objectNotFound, `Object e${entryId} was not found.`);
        if (row.class_id !== FILE) throw invalid('Only files carry a content signature; this is a directory.', 'objectId');
        return verifyEntry(server, row);
      },
    },
    nodeEvents: {
      list: async (nodeId, query) => listNodeEvents(server.store, await server.tree.requireRow(nodeId), query),
      setState: async (nodeId, change) => setNodeEventsState(server.store, server.bus, await server.tree.requireRow(nodeId), change),
    },
    classification: {
      builtIn: () => builtInClassifications(server.plugins),
      rules: () => ruleInfos(server.plugins),
      resolve,
      prepare: (list, knownRuleIds) => preparePolicyClassifications(list, knownRuleIds),
      validatePattern: (pattern, caseSensitive) => validateCustomPattern(pattern, caseSensitive),
      async reclassifyAfter(nodeId, byUserObjectId, change) {
        const before = [];
        for (const c of await collectorsBelow(server.store, await server.tree.requireRow(nodeId))) before.push({ ...c, effective: await effectiveKey(c.id) });
        await change();
        const out: Reclassification = { files: 0, taskIds: [] };
        for (const c of before) {
          if ((await effectiveKey(c.id)) === c.effective) continue;
          // A remote collector classifies its own files: its task reaches it through /database/collector/next.
          const files = c.remote ? await liveFiles(server.store, c.id) : await markForReclassificationOf(server.store, [c.id]);
          if (files === 0) continue;
          out.files += files;
          out.taskIds.push((await scanEngineOf(context()).enqueue(c.id, 'reclassify', { files }, byUserObjectId)).taskId);
        }
        return out;
      },
      test: async (nodeId, input) =>
        runClassificationTest(
          { classifiers: classifiersOf(server.plugins), extractors: labExtractor, db: server.store.db },
          { nodeId, ...input, saved: (await resolve(nodeId)).effective },
        ),
    },
    serviceTypes: { list: serviceTypes },
  };
}

function ruleInfos(plugins: ServerContext['plugins']): RuleInfo[] {
  const seen = new Set<string>();
  const out: RuleInfo[] = [];
  for (const c of classifiersOf(plugins))
    for (const r of c.rules) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ id: r.id, name: r.name, description: r.description, country: r.country, category: r.category });
    }
  return out;
}

/** Collector nodes at or below the node that have files in the index; remote: scanned by a collector program of its own. */
async function collectorsBelow(store: ServerContext['store'], node: { path_ids: string }): Promise<{ id: string; remote: boolean }[]> {
  // A prefix test rather than a range of path_ids: it holds whatever PostgreSQL's collation.
  const rows = await storeRows<{ object_id: string; tags: string | null }>(
    store,
    `SELECT o.object_id, o.tags FROM objects o WHERE substr(o.path_ids, 1, ?) = ?
    AND EXISTS (SELECT 1 FROM idx_entries e WHERE e.node_id = o.object_id)`,
    node.path_ids.length,
    node.path_ids,
  );
  return rows.map(r => ({ id: r.object_id, remote: parseTags(r.tags ?? '').remote === true }));
}

/** Live files of a node in the platform's index. */
async function liveFiles(store: ServerContext['store'], nodeId: string): Promise<number> {
  const [row] = await storeRows<{ n: number }>(
    store,
    `SELECT COUNT(*) AS n FROM idx_entries WHERE node_id = ? AND class_id = '${FILE}' AND is_deleted = 0`,
    nodeId,
  );
  return row.n;
}
