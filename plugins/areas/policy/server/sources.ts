/** PID_SOURCES: the services a collector scans, validated and normalised by the shared policy rules; writing needs 'pol'. */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { normaliseService, validateSources, type SourcesProperty } from '@fathom/sdk/api/policy';
import type { PropertyContext, PropertyHandler } from '@fathom/sdk/server';

export const SOURCES_PROPERTY = 'PID_SOURCES';

export const sourcesHandler: PropertyHandler = {
  propertyId: SOURCES_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx: PropertyContext) {
    return (await ctx.platform.properties.read<SourcesProperty>(ctx.ownerId, SOURCES_PROPERTY)) ?? { services: [] };
  },
  async set(ctx: PropertyContext, value: unknown) {
    const types = ctx.platform.serviceTypes.list();
    const errors = validateSources(value, types);
    if (errors.length) throw new ApiError(ERROR_NAMES.validation, `${errors[0].field}: ${errors[0].message}`, undefined, { errors });
    const clean: SourcesProperty = { services: (value as SourcesProperty).services.map(s => normaliseService(s, types)) };
    await ctx.platform.properties.write(ctx.ownerId, SOURCES_PROPERTY, clean);
    return clean;
  },
};
