/**
 * PID_SOURCES: the services a collector scans (mode Source) and writes to (Target, Export, Transform), validated and normalised by the shared policy rules; writing needs
 * 'pol'. Secret parameters are sealed at rest and read back as SECRET_SET.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { isScanned, normaliseService, validateSources, type ServiceTypeDescriptor, type SourcesProperty, type SubtreeSources } from '@fathom/sdk/api/policy';
import { validateParameters } from '@fathom/sdk/api/services';
import { storePathError } from '@fathom/sdk/api/service-forms';
import { maskServiceSecrets, sealServiceSecrets, type PropertyContext, type PropertyHandler } from '@fathom/sdk/server';

export const SOURCES_PROPERTY = 'PID_SOURCES';
/** Nodes that scan: the collector classes. */
const COLLECTOR_CLASSES = ['appagt', 'agent', 'appliance'];

/** The services (as stored) of every collector at or below a node, by collector name. */
export async function collectorServices(ctx: PropertyContext): Promise<{ objectId: string; name: string; services: SourcesProperty['services'] }[]> {
  const { db } = ctx.platform.store;
  const owner = await db.selectFrom('objects').select('path_ids').where('object_id', '=', ctx.ownerId).executeTakeFirst();
  if (!owner) return [];
  const nodes: { object_id: string; name: string }[] = await db
    .selectFrom('objects')
    .select(['object_id', 'name'])
    .where('path_ids', '>=', owner.path_ids)
    .where('path_ids', '<', `${owner.path_ids}\uffff`)
    .where('class_id', 'in', COLLECTOR_CLASSES)
    .orderBy('name')
    .execute();
  const out: { objectId: string; name: string; services: SourcesProperty['services'] }[] = [];
  for (const n of nodes) {
    const own = await ctx.platform.properties.read<SourcesProperty>(n.object_id, SOURCES_PROPERTY);
    out.push({ objectId: n.object_id, name: n.name, services: own?.services ?? [] });
  }
  return out;
}

/** The sources of every collector in the subtree of a node, by collector name ({subtree: true}). */
async function subtreeSources(ctx: PropertyContext): Promise<SubtreeSources> {
  const collectors: SubtreeSources['collectors'] = [];
  for (const c of await collectorServices(ctx)) {
    const scanned = c.services.filter(isScanned);
    if (scanned.length) collectors.push({ objectId: c.objectId, name: c.name, services: maskServiceSecrets(scanned, ctx.platform.serviceTypes.list()) });
  }
  return { collectors };
}

/** Each described type's own form rules (lengths, patterns, required per mode), and a written service's store path. */
function parameterErrors(value: unknown, types: readonly ServiceTypeDescriptor[]): { field: string; message: string }[] {
  const services = (value as SourcesProperty | null)?.services;
  if (!Array.isArray(services)) return [];
  const out: { field: string; message: string }[] = [];
  services.forEach((s, i) => {
    const fields = types.find(t => t.type === s?.type)?.fields;
    if (!fields || !s || typeof s !== 'object') return;
    const mode = s.mode ?? 'Source';
    const params = s.parameters && typeof s.parameters === 'object' ? s.parameters : {};
    const errors = validateParameters(fields, params, mode);
    if (!isScanned(s) && fields.some(f => f.key === 'storePath') && !errors.storePath) {
      const store = storePathError(params, mode);
      if (store) errors.storePath = store;
    }
    for (const [k, m] of Object.entries(errors)) out.push({ field: `services[${i}].parameters.${k}`, message: m });
  });
  return out;
}

export const sourcesHandler: PropertyHandler = {
  propertyId: SOURCES_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx: PropertyContext) {
    if (ctx.options.subtree === true || ctx.options.subtree === 'true') return subtreeSources(ctx);
    const own = await ctx.platform.properties.read<SourcesProperty>(ctx.ownerId, SOURCES_PROPERTY);
    return { services: maskServiceSecrets(own?.services ?? [], ctx.platform.serviceTypes.list()) };
  },
  async set(ctx: PropertyContext, value: unknown) {
    const types = ctx.platform.serviceTypes.list();
    const errors = [...validateSources(value, types), ...parameterErrors(value, types)];
    if (errors.length) throw new ApiError(ERROR_NAMES.validation, `${errors[0].field}: ${errors[0].message}`, undefined, { errors });
    const previous = (await ctx.platform.properties.read<SourcesProperty>(ctx.ownerId, SOURCES_PROPERTY))?.services ?? [];
    const normalised = (value as SourcesProperty).services.map(s => normaliseService(s, types));
    // Secrets are stored sealed with the master key and answered as SECRET_SET, never in clear.
    const stored: SourcesProperty = { services: sealServiceSecrets(normalised, previous, types, ctx.platform.secrets) };
    await ctx.platform.properties.write(ctx.ownerId, SOURCES_PROPERTY, stored);
    return { services: maskServiceSecrets(stored.services, types) };
  },
};
