/**
 * PID_SYSEXPORT_LOCATIONS (spec 001 §2 'export to a location'): a container node's export locations, inherited down
 * the tree like the policy sections. GET (needs 'get') answers the node's own list, the inherited one and the list
 * in force; on an index entry it answers its collector's. POST (needs 'adm': a location is a folder on the
 * platform's machine that the server writes into) replaces the node's own list after the shared validation and a
 * check that every folder exists and accepts new files ('LocationNotWritable').
 */
import { randomUUID } from 'node:crypto';
import { ApiError, CONTAINER_CLASSES, ERROR_NAMES } from '@fathom/sdk/api';
import {
  EXPORT_LOCATIONS_PROPERTY,
  validateExportLocations,
  type ExportLocation,
  type ExportLocationsAnswer,
  type ExportLocationsSection,
} from '@fathom/sdk/api/export-locations';
import type { NodeSettings, PropertyContext, PropertyHandler } from '@fathom/sdk/server';
import type { DiscoverServices } from '../services';
import { resolveExportLocations } from '@fathom/sdk/server';
import { requireWritableFolder } from './writable';

async function answer(nodes: NodeSettings, nodeId: string): Promise<ExportLocationsAnswer> {
  const r = await resolveExportLocations(nodes, nodeId);
  return {
    nodeId,
    inherited: r.own.inherited,
    locations: r.own.locations,
    inheritedFrom: r.inheritedFrom,
    inheritedFromName: r.inheritedFromName,
    inheritedLocations: r.inheritedLocations,
    effective: r.effective,
    isTop: r.isTop,
  };
}

/** The posted section checked by the shared rules; a bare list means the node's own locations. */
export function cleanExportLocations(value: unknown): ExportLocationsSection {
  const v = (Array.isArray(value) ? { inherited: false, locations: value } : value) as Partial<Record<keyof ExportLocationsSection, unknown>> | null;
  if (!v || typeof v !== 'object') throw new ApiError(ERROR_NAMES.validation, 'property must be {inherited, locations} or a list of locations.');
  if (v.inherited !== undefined && typeof v.inherited !== 'boolean')
    throw new ApiError(ERROR_NAMES.validation, 'inherited must be true or false.', 400, { field: 'inherited' });
  if (!Array.isArray(v.locations)) throw new ApiError(ERROR_NAMES.validation, 'locations must be a list.', 400, { field: 'locations' });
  const errors = validateExportLocations(v.locations);
  if (errors.length) {
    const first = errors[0];
    const where = first.index < 0 ? '' : `Location #${first.index + 1}${first.field ? ` ${first.field}` : ''}: `;
    throw new ApiError(ERROR_NAMES.validation, `${where}${first.message}`, 400, { field: first.field, index: first.index, errors });
  }
  const locations = (v.locations as ExportLocation[]).map(tidy);
  return { inherited: v.inherited === true, locations };
}

/** Known fields only, name trimmed, an id given to new entries. */
function tidy(l: ExportLocation): ExportLocation {
  return { id: l.id || randomUUID(), name: l.name.trim(), type: l.type, path: l.path, description: l.description ?? '' };
}

export function exportLocationsProperty(services: DiscoverServices): PropertyHandler {
  const nodeOf = (ctx: PropertyContext) => services(ctx.platform).nodes.settingsNodeOf(ctx.session, ctx.objectId);
  return {
    propertyId: EXPORT_LOCATIONS_PROPERTY,
    readNeeds: [['get']],
    writeNeeds: [['adm']],
    get: async ctx => answer(services(ctx.platform).nodes, await nodeOf(ctx)),
    async set(ctx, value) {
      const { nodes } = services(ctx.platform);
      const nodeId = await nodeOf(ctx);
      if (nodeId !== ctx.objectId || !(CONTAINER_CLASSES as string[]).includes(ctx.object.classId)) {
        throw new ApiError(ERROR_NAMES.validation, `Export locations are kept on container nodes of the tree, not on ${ctx.objectId}.`);
      }
      const section = cleanExportLocations(value);
      const isTop = (await resolveExportLocations(nodes, nodeId)).isTop;
      if (isTop) section.inherited = false;
      for (const l of section.locations) requireWritableFolder(l.path, `Location '${l.name}'`);
      await nodes.write(nodeId, EXPORT_LOCATIONS_PROPERTY, section);
      return answer(nodes, nodeId);
    },
  };
}
