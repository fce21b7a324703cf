import { sql, type Kysely } from 'kysely';

// Plans and products belong to one PayPal account (product.md §15): a kept id is looked up only for the account it
// was made at, and one that PayPal no longer knows (a wiped sandbox, another account) is marked forgotten and made
// again. Forgotten rows stay: subscriptions made on them still name them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('paypal_plans')
    // Rows from before this migration belong to no known account, so every account makes its own plans.
    .addColumn('paypal_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('forgotten_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('paypal_plans').dropConstraint('paypal_plans_tier_kind_price_key').execute();
  await sql`create unique index paypal_plans_live_key on paypal_plans (paypal_account, tier_id, kind, currency, weekly_amount_minor) where forgotten_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index paypal_plans_live_key`.execute(db);
  await db.schema.alterTable('paypal_plans').dropColumn('forgotten_at').dropColumn('paypal_account').execute();
  await db.schema.alterTable('paypal_plans').addUniqueConstraint('paypal_plans_tier_kind_price_key', ['tier_id', 'kind', 'currency', 'weekly_amount_minor']).execute();
}
