import { sql, type Kysely } from 'kysely';

// product.md §8 and providers.md §1.8: a PayPal purchase is a PayPal subscription. Plans are made once per tier, kind
// and PayPal price (a price change makes new plans; subscriptions keep theirs) and their ids kept here. Each completed
// sale of a subscription becomes a payments row (provider_ref = capture_ref = the sale id, the ledger key), so
// activation, refunds, receipts and the earnings rollup treat it like an order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('paypal_plans')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tier_id', 'text', (c) => c.notNull().references('tiers.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('first-cycle', 'weekly')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('weekly_amount_minor', 'integer', (c) => c.notNull().check(sql`weekly_amount_minor > 0`))
    .addColumn('paypal_product_id', 'text', (c) => c.notNull())
    .addColumn('paypal_plan_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('paypal_plans_tier_kind_price_key', ['tier_id', 'kind', 'currency', 'weekly_amount_minor'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('tier_id', 'text', (c) => c.notNull().references('tiers.id'))
    .addColumn('paypal_subscription_id', 'text', (c) => c.unique())
    .addColumn('paypal_plan_id', 'text', (c) => c.notNull().references('paypal_plans.paypal_plan_id'))
    // PayPal's words: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED.
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('APPROVAL_PENDING').check(sql`status in ('APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED')`),
    )
    // What one week costs on this subscription, fixed when it was made: sales are priced and checked against it.
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('weekly_amount_minor', 'integer', (c) => c.notNull().check(sql`weekly_amount_minor > 0`))
    .addColumn('weekly_price_thebe', 'integer', (c) => c.notNull().check(sql`weekly_price_thebe > 0`))
    .addColumn('next_charge_at', 'timestamptz')
    // The time of the newest PayPal statement applied to this record: an older one arriving later changes nothing.
    .addColumn('last_event_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('subscriptions_user_id_idx').on('subscriptions').column('user_id').execute();

  await db.schema.alterTable('payments').addColumn('subscription_id', 'uuid', (c) => c.references('subscriptions.id').onDelete('set null')).execute();
  await sql`create index payments_subscription_id_idx on payments (subscription_id) where subscription_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('subscription_id').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('paypal_plans').execute();
}
