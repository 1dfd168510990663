/**
 * Per-user JSON kept per node: PID_UI (interface settings such as licenseAccepted, drawerWidth, lastPage).
 * Missing → PropertyNotFound, and the console uses its defaults.
 */
import { invalid } from '../payload';
import { registerPropertyHandler, type PropertyHandler } from './registry';
import { propertyNotFound, readProperty, writeProperty } from './store';

const MAX_BYTES = 1024 * 1024;

export function perUserJson(propertyId: string): PropertyHandler {
  return {
    propertyId,
    perUser: true,
    async get(ctx) {
      const value = await readProperty(ctx.server.store, ctx.objectId, propertyId, ctx.session.userObjectId);
      if (value === undefined) throw propertyNotFound(propertyId, ctx.objectId);
      return value;
    },
    async set(ctx, value) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${propertyId} must be a JSON object.`, 'property');
      if (JSON.stringify(value).length > MAX_BYTES) throw invalid(`${propertyId} is larger than 1 MB.`, 'property');
      await writeProperty(ctx.server.store, ctx.objectId, propertyId, value, ctx.session.userObjectId);
      return value;
    },
  };
}

registerPropertyHandler(perUserJson('PID_UI'));
