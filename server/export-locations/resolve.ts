/**
 * The export locations in force on a node: walk from the top of its path down; a node's own list replaces what it
 * inherits unless it says inherited (the default below the top). Only the tree's own rows hold the property.
 */
import { EXPORT_LOCATIONS_PROPERTY, type ExportLocation, type ExportLocationsSection } from '@fathom/sdk/api/export-locations';
import type { Store } from '../store/db';
import { pathIdsOf } from '../tree/ids';

export interface ResolvedExportLocations {
  own: ExportLocationsSection;
  isTop: boolean;
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedLocations: ExportLocation[];
  effective: ExportLocation[];
}

/** A stored value read defensively: anything unexpected counts as 'inherit' (or an empty own list at the top). */
export function parseSection(stored: unknown, isTop: boolean): ExportLocationsSection {
  const v = stored as Partial<ExportLocationsSection> | undefined;
  const locations = Array.isArray(v?.locations) ? v.locations : [];
  if (isTop) return { inherited: false, locations };
  return { inherited: v ? v.inherited !== false : true, locations };
}

export async function resolveExportLocations(store: Store, nodeId: string): Promise<ResolvedExportLocations> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', nodeId).executeTakeFirst();
  const chain = row ? pathIdsOf(row.path_ids) : [nodeId];
  if (chain[chain.length - 1] !== nodeId) chain.push(nodeId);
  const stored = new Map((await store.db.selectFrom('properties').select(['object_id', 'value'])
    .where('property_id', '=', EXPORT_LOCATIONS_PROPERTY).where('owner_id', '=', '').where('object_id', 'in', chain).execute())
    .map(r => [r.object_id, JSON.parse(r.value) as unknown]));
  const names = new Map((await store.db.selectFrom('objects').select(['object_id', 'name']).where('object_id', 'in', chain).execute())
    .map(r => [r.object_id, r.name]));
  let from: string | null = null;
  let effective: ExportLocation[] = [];
  for (let i = 0; ; i++) {
    const id = chain[i];
    const own = parseSection(stored.get(id), i === 0);
    const inheritedFrom = from;
    const inheritedLocations = effective;
    if (!own.inherited) { from = id; effective = own.locations; }
    if (i === chain.length - 1) {
      return {
        own, isTop: i === 0, inheritedFrom, inheritedLocations, effective,
        inheritedFromName: inheritedFrom === null ? '' : names.get(inheritedFrom) ?? inheritedFrom,
      };
    }
  }
}
