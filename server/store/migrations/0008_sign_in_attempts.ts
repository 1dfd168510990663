/**
 * Redirect sign-ins in flight (identity providers): one row per attempt, found by the hash of its random value,
 * holding the hash of the whole state sent, the return address and what the provider keeps (sealed). Used once.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('attempt_hash', 'text', c => c.primaryKey()) // sha256 of the attempt's random value
    .addColumn('state_hash', 'text', c => c.notNull()) // sha256 of the state text sent to the identity provider
    .addColumn('method_id', 'text', c => c.notNull())
    .addColumn('redirect_uri', 'text', c => c.notNull())
    .addColumn('keep', 'text', c => c.notNull()) // sealed JSON (PKCE verifier, nonce)
    .addColumn('created_at', 'bigint', c => c.notNull())
    .addColumn('expires_at', 'bigint', c => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_expiry').on('sign_in_attempts').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').ifExists().execute();
}
