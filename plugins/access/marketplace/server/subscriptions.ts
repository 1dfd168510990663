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

export async function linkOf(db: Db, subscriptionId: string): Promise<SubscriptionLink | null> {
  const row = await db.selectFrom(SUBSCRIPTIONS_TABLE).select(['client_id', 'plan_id']).where('subscription_id', '=', subscriptionId).executeTakeFirst();
  return row ? { clientId: String(row.client_id), planId: String(row.plan_id) } : null;
}
export async function saveLink(db: Db, subscriptionId: string, clientId: string, planId: string, now: number): Promise<void> {
  await db
    .insertInto(SUBSCRIPTIONS_TABLE)
    .values({ subscription_id: subscriptionId, client_id: clientId, plan_id: planId, created_at: now, updated_at: now })
    .execute();
}
export async function setPlan(db: Db, subscriptionId: string, planId: string, now: number): Promise<void> {
  await db.updateTable(SUBSCRIPTIONS_TABLE).set({ plan_id: planId, updated_at: now }).where('subscription_id', '=', subscriptionId).execute();
}
