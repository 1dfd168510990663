/**
 * The on-premises platform's registration (spec 000 §2 On-prem register): one row in this plugin's table marks
 * the platform as activated. The row is claimed first (its key is fixed), so of two registrations at once only
 * one goes on; if making the administrator fails, the claim is let go and registration stays open.
 */
import type { Kysely } from 'kysely';
import type { MigrationContribution } from '@fathom/sdk/server';

export const REGISTRATION_TABLE = 'onprem_registration';
const KEY = 'platform';

export const registrationMigration: MigrationContribution = {
  id: '0001_onprem_registration',
  async up(db) {
    await db.schema
      .createTable(REGISTRATION_TABLE)
      .addColumn('registration_key', 'text', c => c.primaryKey())
      .addColumn('user_object_id', 'text')
      .addColumn('registered_at', 'bigint', c => c.notNull())
      .execute();
  },
};

export async function isRegistered(db: Kysely<any>): Promise<boolean> {
  const row = await db.selectFrom(REGISTRATION_TABLE).select('registration_key').where('registration_key', '=', KEY).executeTakeFirst();
  return !!row;
}

/** True when this call holds the registration now; false when the platform was registered already (or just now by another call). */
export async function claimRegistration(db: Kysely<any>, now: number): Promise<boolean> {
  try {
    await db.insertInto(REGISTRATION_TABLE).values({ registration_key: KEY, user_object_id: null, registered_at: now }).execute();
    return true;
  } catch (e) {
    if (await isRegistered(db)) return false;
    throw e;
  }
}

export async function completeRegistration(db: Kysely<any>, userObjectId: string): Promise<void> {
  await db.updateTable(REGISTRATION_TABLE).set({ user_object_id: userObjectId }).where('registration_key', '=', KEY).execute();
}

export async function releaseRegistration(db: Kysely<any>): Promise<void> {
  await db.deleteFrom(REGISTRATION_TABLE).where('registration_key', '=', KEY).execute();
}
