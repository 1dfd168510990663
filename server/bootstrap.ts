/**
 * The first start of a data directory: the platform root object, the root user, a demo client with an org unit,
 * and the aggregator-collector of this machine, online and ready to work. Idempotent: once the root object is
 * recorded in settings, later starts create nothing.
 */
import { hostname } from 'node:os';
import { PERMISSION_CODES } from '@fathom/sdk/api';
import { generatePassword, hashPassword } from './auth/passwords';
import { defaultLicence } from './http/properties/license';
import type { Store } from './store/db';
import { getSetting, setSetting, SETTING_KEYS } from './store/settings';
import { formatCodes } from './tree/access';
import { insertObjectRow } from './tree/mutations';

export const ROOT_OBJECT_NAME = 'Fathom';
export const ROOT_USER_ID = 'root';
export const DEMO_CLIENT = 'Demo';
export const DEMO_ORGUNIT = 'Head Office';

export interface BootstrapResult {
  /** True on the first start, when everything was created. */
  created: boolean;
  /** The root password when it was generated (neither given nor in FATHOM_ROOT_PASSWORD); shown once. */
  generatedPassword?: string;
  rootObjectId: string;
  rootUserObjectId: string;
  localCollectorId: string;
}

export async function bootstrap(store: Store, opts: { rootPassword?: string; hostName?: string } = {}): Promise<BootstrapResult> {
  const existing = await getSetting<string>(store, SETTING_KEYS.rootObjectId);
  if (existing) {
    return {
      created: false,
      rootObjectId: existing,
      rootUserObjectId: (await getSetting<string>(store, SETTING_KEYS.rootUserObjectId)) ?? '',
      localCollectorId: (await getSetting<string>(store, SETTING_KEYS.localCollectorId)) ?? '',
    };
  }
  const given = opts.rootPassword ?? process.env.FATHOM_ROOT_PASSWORD;
  const password = given && given.length > 0 ? given : generatePassword();
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const ids = await store.db.transaction().execute(async trx => {
    const root = await insertObjectRow(trx, null, { parentId: null, name: ROOT_OBJECT_NAME, classId: 'root' });
    const rootUser = await insertObjectRow(trx, root, { parentId: root.object_id, name: ROOT_USER_ID, classId: 'user' });
    await trx
      .insertInto('credentials')
      .values({
        user_object_id: rootUser.object_id,
        client_key: '',
        user_id: ROOT_USER_ID,
        user_id_key: ROOT_USER_ID,
        provider: 'integrated',
        password_hash: passwordHash,
        email: null,
        phone: null,
        language: 'en',
        is_activated: 1,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('grants')
      .values({ object_id: root.object_id, trustee_id: rootUser.object_id, codes: formatCodes(PERMISSION_CODES) })
      .execute();
    const client = await insertObjectRow(trx, root, { parentId: root.object_id, name: DEMO_CLIENT, classId: 'client' });
    const unit = await insertObjectRow(trx, client, { parentId: client.object_id, name: DEMO_ORGUNIT, classId: 'orgunit' });
    const collector = await insertObjectRow(trx, unit, {
      parentId: unit.object_id,
      name: opts.hostName ?? hostname(),
      classId: 'appagt',
      tags: { activated: true, local: true, state: { online: true, paused: false } },
    });
    await trx
      .insertInto('properties')
      .values({ object_id: root.object_id, property_id: 'PID_LICENSE', owner_id: '', value: JSON.stringify(defaultLicence()), updated_at: now })
      .execute();
    return { rootObjectId: root.object_id, rootUserObjectId: rootUser.object_id, localCollectorId: collector.object_id };
  });
  // The root object id is written last: it marks the bootstrap as done.
  await setSetting(store, SETTING_KEYS.rootUserObjectId, ids.rootUserObjectId);
  await setSetting(store, SETTING_KEYS.localCollectorId, ids.localCollectorId);
  await setSetting(store, SETTING_KEYS.rootObjectId, ids.rootObjectId);
  return { created: true, ...(given ? {} : { generatedPassword: password }), ...ids };
}

/** The aggregator-collector node of the machine the server runs on. */
export async function localCollectorId(store: Store): Promise<string | undefined> {
  return getSetting<string>(store, SETTING_KEYS.localCollectorId);
}
