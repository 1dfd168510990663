/** Reading and writing JSON values of the properties table. */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { Store } from '../../store/db';

export function propertyNotFound(propertyId: string, objectId: string): ApiError {
  return new ApiError(ERROR_NAMES.propertyNotFound, `Property ${propertyId} is not set on ${objectId}.`);
}

export async function readProperty<T>(store: Store, objectId: string, propertyId: string, ownerId = ''): Promise<T | undefined> {
  const row = await store.db
    .selectFrom('properties')
    .select('value')
    .where('object_id', '=', objectId)
    .where('property_id', '=', propertyId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function writeProperty(store: Store, objectId: string, propertyId: string, value: unknown, ownerId = ''): Promise<void> {
  const text = JSON.stringify(value);
  const now = Date.now();
  await store.db
    .insertInto('properties')
    .values({ object_id: objectId, property_id: propertyId, owner_id: ownerId, value: text, updated_at: now })
    .onConflict(oc => oc.columns(['object_id', 'property_id', 'owner_id']).doUpdateSet({ value: text, updated_at: now }))
    .execute();
}
