/** Which organisation (client) each marketplace subscription was set up for: this plugin's own table. */
import type { Kysely } from 'kysely';
import type { MigrationContribution } from '@fathom/sdk/server';

export const SUBSCRIPTIONS_TABLE = 'marketplace_subscriptions';

export const subscriptionsMigration: MigrationContribution = {
  id: '0001_marketplace_subscriptions',
  async up(db) {
    await db.schema
      .createTable(SUBSCRIPTIONS_TABLE)
      .addColumn('subscription_id', 'text', c => c.primaryKey())
      .addColumn('client_id', 'text', c => c.notNull())
      .addColumn('plan_id', 'text', c => c.notNull())
      .addColumn('created_at', 'bigint', c => c.notNull())
      .addColumn('updated_at', 'bigint', c => c.notNull())
      .execute();
  },
};

export interface SubscriptionLink {
  clientId: string;
  planId: string;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The client a claim holds before its organisation exists (see claimLink). */
const CLAIMED = '';

/** The subscription's organisation; `clientId` is '' while another activation is still setting it up. */
export async function linkOf(db: Db, subscriptionId: string): Promise<SubscriptionLink | null> {
  const row = await db.selectFrom(SUBSCRIPTIONS_TABLE).select(['client_id', 'plan_id']).where('subscription_id', '=', subscriptionId).executeTakeFirst();
  return row ? { clientId: String(row.client_id), planId: String(row.plan_id) } : null;
}
export const isClaimOnly = (link: SubscriptionLink): boolean => link.clientId === CLAIMED;

/**
 * Claims the subscription for one activation before anything is made (the primary key decides between two at once),
 * so the one that loses creates no organisation. False when another activation holds it.
 */
export async function claimLink(db: Db, subscriptionId: string, planId: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto(SUBSCRIPTIONS_TABLE)
    .values({ subscription_id: subscriptionId, client_id: CLAIMED, plan_id: planId, created_at: now, updated_at: now })
    .onConflict(oc => oc.column('subscription_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
export async function completeLink(db: Db, subscriptionId: string, clientId: string, now: number): Promise<void> {
  await db.updateTable(SUBSCRIPTIONS_TABLE).set({ client_id: clientId, updated_at: now }).where('subscription_id', '=', subscriptionId).execute();
}
/** Lets go of a claim whose organisation could not be made, so the subscriber can try again. */
export async function releaseClaim(db: Db, subscriptionId: string): Promise<void> {
  await db.deleteFrom(SUBSCRIPTIONS_TABLE).where('subscription_id', '=', subscriptionId).where('client_id', '=', CLAIMED).execute();
}
export async function setPlan(db: Db, subscriptionId: string, planId: string, now: number): Promise<void> {
  await db.updateTable(SUBSCRIPTIONS_TABLE).set({ plan_id: planId, updated_at: now }).where('subscription_id', '=', subscriptionId).execute();
}
