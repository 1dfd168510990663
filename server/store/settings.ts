/** Small JSON values kept in the settings table (ids made at bootstrap, server-wide options). */
import type { SettingsAccess } from '@fathom/sdk/server';
import type { Store } from './db';

export const SETTING_KEYS = {
  /** The platform root object. */
  rootObjectId: 'rootObjectId',
  /** The user object of the root user. */
  rootUserObjectId: 'rootUserObjectId',
  /** The aggregator-collector node of the machine the server runs on. */
  localCollectorId: 'localCollectorId',
} as const;

export async function getSetting<T>(store: Store, key: string): Promise<T | undefined> {
  const row = await store.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function setSetting(store: Store, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await store.db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict(oc => oc.column('key').doUpdateSet({ value: text }))
    .execute();
}

/** The settings as plugins see them (sdk/server SettingsAccess). */
export function settingsAccess(store: Store, dataDir: string): SettingsAccess {
  return {
    dataDir,
    get: key => getSetting(store, key),
    set: (key, value) => setSetting(store, key, value),
    rootObjectId: () => getSetting<string>(store, SETTING_KEYS.rootObjectId),
  };
}
