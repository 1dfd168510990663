/**
 * Single-use codes for account access: activation codes (U + 4, then three groups of 5, like every activation
 * code) and password codes (32 random bytes). Only their sha256 is stored; a code is taken once, before it expires.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MigrationContribution } from '@fathom/sdk/server';

export const CODES_TABLE = 'access_codes';
export type CodePurpose = 'activation' | 'password';

export const codesMigration: MigrationContribution = {
  id: '0001_access_codes',
  async up(db) {
    await db.schema
      .createTable(CODES_TABLE)
      .addColumn('code_hash', 'text', c => c.primaryKey())
      .addColumn('purpose', 'text', c => c.notNull())
      .addColumn('user_object_id', 'text', c => c.notNull())
      .addColumn('created_at', 'bigint', c => c.notNull())
      .addColumn('expires_at', 'bigint', c => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex(`${CODES_TABLE}_user`).on(CODES_TABLE).columns(['user_object_id', 'purpose']).execute();
  },
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function group(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return s;
}
/** A user activation code: matches the activation-code pattern (spec 000 §5), 19 random characters. */
export function newActivationCode(): string {
  return `U${group(4)}-${group(5)}-${group(5)}-${group(5)}`;
}
export function newPasswordCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Activation codes are typed by hand: compared upper-cased and trimmed. */
function hashCode(purpose: CodePurpose, code: string): string {
  const normal = purpose === 'activation' ? code.trim().toUpperCase() : code.trim();
  return createHash('sha256').update(`${purpose}:${normal}`).digest('hex');
}

export interface IssuedCode {
  code: string;
  expiresAt: number;
}

/** A new code for the user; their earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Kysely<any>, purpose: CodePurpose, userObjectId: string, ttlMs: number, now: number): Promise<IssuedCode> {
  const code = purpose === 'activation' ? newActivationCode() : newPasswordCode();
  const expiresAt = now + ttlMs;
  await db.transaction().execute(async trx => {
    await trx
      .updateTable(CODES_TABLE)
      .set({ used_at: now })
      .where('user_object_id', '=', userObjectId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom(CODES_TABLE).where('expires_at', '<', now).execute();
    await trx
      .insertInto(CODES_TABLE)
      .values({ code_hash: hashCode(purpose, code), purpose, user_object_id: userObjectId, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  });
  return { code, expiresAt };
}

/** The user a live code belongs to, without taking it (null when unknown, used or expired). */
export async function peekCode(db: Kysely<any>, purpose: CodePurpose, code: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom(CODES_TABLE)
    .select('user_object_id')
    .where('code_hash', '=', hashCode(purpose, code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return (row?.user_object_id as string | undefined) ?? null;
}

/** Takes a live code: true for the one caller that takes it, false when it is unknown, used or expired. */
export async function takeCode(db: Kysely<any>, purpose: CodePurpose, code: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable(CODES_TABLE)
    .set({ used_at: now })
    .where('code_hash', '=', hashCode(purpose, code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user was given a code of this purpose, still unused, since `since` (so mails are not sent in bursts). */
export async function hasRecentCode(db: Kysely<any>, purpose: CodePurpose, userObjectId: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom(CODES_TABLE)
    .select('code_hash')
    .where('user_object_id', '=', userObjectId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return !!row;
}
