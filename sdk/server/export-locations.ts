/**
 * The export locations in force on a node: walk from the top of its path down; a node's own list replaces what it
 * inherits unless it says inherited (the default below the top). Only the tree's own rows hold the property.
 * Discover exports into them; stored data actions copy files into them.
 */
import { EXPORT_LOCATIONS_PROPERTY, type ExportLocation, type ExportLocationsSection } from '../api/export-locations';
import type { NodeSettings } from './discover';

export interface ResolvedExportLocations {
  own: ExportLocationsSection;
  isTop: boolean;
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedLocations: ExportLocation[];
  effective: ExportLocation[];
}

/** A stored value read defensively: anything unexpected counts as 'inherit' (or an empty own list at the top). */
export function parseExportLocationsSection(stored: unknown, isTop: boolean): ExportLocationsSection {
  const v = stored as Partial<ExportLocationsSection> | undefined;
  const locations = Array.isArray(v?.locations) ? v.locations : [];
  if (isTop) return { inherited: false, locations };
  return { inherited: v ? v.inherited !== false : true, locations };
}

export async function resolveExportLocations(nodes: NodeSettings, nodeId: string): Promise<ResolvedExportLocations> {
  const chain = await nodes.chainOf(nodeId);
  const stored = await nodes.read<unknown>(
    chain.map(n => n.id),
    EXPORT_LOCATIONS_PROPERTY,
  );
  const names = new Map(chain.map(n => [n.id, n.name]));
  let from: string | null = null;
  let effective: ExportLocation[] = [];
  for (let i = 0; ; i++) {
    const id = chain[i].id;
    const own = parseExportLocationsSection(stored.get(id), i === 0);
    const inheritedFrom = from;
    const inheritedLocations = effective;
    if (!own.inherited) {
      from = id;
      effective = own.locations;
    }
    if (i === chain.length - 1) {
      return {
        own,
        isTop: i === 0,
        inheritedFrom,
        inheritedLocations,
        effective,
        inheritedFromName: inheritedFrom === null ? '' : (names.get(inheritedFrom) ?? inheritedFrom),
      };
    }
  }
}
