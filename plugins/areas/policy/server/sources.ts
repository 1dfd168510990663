/**
 * PID_SOURCES: the services a collector scans, validated and normalised by the shared policy rules; writing needs
 * 'pol'. Secret parameters are sealed at rest and read back as SECRET_SET.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { normaliseService, validateSources, type SourcesProperty, type SubtreeSources } from '@fathom/sdk/api/policy';
import { maskServiceSecrets, sealServiceSecrets, type PropertyContext, type PropertyHandler } from '@fathom/sdk/server';

export const SOURCES_PROPERTY = 'PID_SOURCES';
/** Nodes that scan: the collector classes. */
const COLLECTOR_CLASSES = ['appagt', 'agent', 'appliance'];

/** The sources of every collector in the subtree of a node, by collector name ({subtree: true}). */
async function subtreeSources(ctx: PropertyContext): Promise<SubtreeSources> {
  const { db } = ctx.platform.store;
  const owner = await db.selectFrom('objects').select('path_ids').where('object_id', '=', ctx.ownerId).executeTakeFirst();
  if (!owner) return { collectors: [] };
  const nodes: { object_id: string; name: string }[] = await db
    .selectFrom('objects')
    .select(['object_id', 'name'])
    .where('path_ids', '>=', owner.path_ids)
    .where('path_ids', '<', `${owner.path_ids}\uffff`)
    .where('class_id', 'in', COLLECTOR_CLASSES)
    .orderBy('name')
    .execute();
  const collectors: SubtreeSources['collectors'] = [];
  for (const n of nodes) {
    const own = await ctx.platform.properties.read<SourcesProperty>(n.object_id, SOURCES_PROPERTY);
    if (own?.services?.length)
      collectors.push({ objectId: n.object_id, name: n.name, services: maskServiceSecrets(own.services, ctx.platform.serviceTypes.list()) });
  }
  return { collectors };
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
    const errors = validateSources(value, types);
    if (errors.length) throw new ApiError(ERROR_NAMES.validation, `${errors[0].field}: ${errors[0].message}`, undefined, { errors });
    const previous = (await ctx.platform.properties.read<SourcesProperty>(ctx.ownerId, SOURCES_PROPERTY))?.services ?? [];
    const normalised = (value as SourcesProperty).services.map(s => normaliseService(s, types));
    // Secrets are stored sealed with the master key and answered as SECRET_SET, never in clear.
    const stored: SourcesProperty = { services: sealServiceSecrets(normalised, previous, types, ctx.platform.secrets) };
    await ctx.platform.properties.write(ctx.ownerId, SOURCES_PROPERTY, stored);
    return { services: maskServiceSecrets(stored.services, types) };
  },
};
