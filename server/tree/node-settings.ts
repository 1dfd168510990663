/** Settings kept on tree nodes as plugins see them (sdk/server NodeSettings). */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { NodeSettings } from '@fathom/sdk/server';
import { writeProperty } from '../http/properties/store';
import type { Store } from '../store/db';
import { pathIdsOf } from './ids';
import { providerOwning } from './providers';
import type { TreeService } from './service';

export function nodeSettingsOf(store: Store, tree: TreeService): NodeSettings {
  return {
    async settingsNodeOf(viewer, objectId) {
      const id = tree.resolveId(viewer, objectId);
      await tree.getObject(viewer, id, 'basic'); // existence and reachability first
      const provider = providerOwning(id);
      if (!provider) return id;
      const found = await provider.getObject(id, { store, viewer });
      if (!found) throw new ApiError(ERROR_NAMES.objectNotFound, `Object ${id} was not found.`);
      return found.ownerNodeId;
    },
    async chainOf(nodeId) {
      const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', nodeId).executeTakeFirst();
      const chain = row ? pathIdsOf(row.path_ids) : [nodeId];
      if (chain[chain.length - 1] !== nodeId) chain.push(nodeId);
      const names = new Map(
        (await store.db.selectFrom('objects').select(['object_id', 'name']).where('object_id', 'in', chain).execute()).map(r => [r.object_id, r.name]),
      );
      return chain.map(id => ({ id, name: names.get(id) ?? id }));
    },
    async classOf(nodeId) {
      return (await store.db.selectFrom('objects').select('class_id').where('object_id', '=', nodeId).executeTakeFirst())?.class_id;
    },
    async read<T>(nodeIds: readonly string[], propertyId: string) {
      if (nodeIds.length === 0) return new Map<string, T>();
      const rows = await store.db
        .selectFrom('properties')
        .select(['object_id', 'value'])
        .where('property_id', '=', propertyId)
        .where('owner_id', '=', '')
        .where('object_id', 'in', [...nodeIds])
        .execute();
      return new Map(rows.map(r => [r.object_id, JSON.parse(r.value) as T]));
    },
    write: (nodeId, propertyId, value) => writeProperty(store, nodeId, propertyId, value),
  };
}
