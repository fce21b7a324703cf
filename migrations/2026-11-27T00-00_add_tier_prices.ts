import { sql, type Kysely } from 'kysely';

// Prices per provider move out of tiers' own columns (paypal_currency, paypal_amount, yoco_amount_cents) into one row
// per tier and provider: what one week costs when paid through that provider, in its currency's minor units. Today's
// PayPal and Yoco prices are copied; DPO Pay charges the tier's own pula price (product.md §13).
//
// The provider columns of payments, payment_refunds and webhook_events no longer list the providers: a new provider
// is a name in the code's one list and rows here, not a migration. They keep a shape check so nothing but a short
// lower-case name lands. (A providers table with foreign keys was the alternative; it would make every new provider
// a migration again, and the list of providers is code, not data.)
const providerShape = sql`provider ~ '^[a-z][a-z0-9-]{1,31}$'`;
const listedTables = ['payments', 'payment_refunds', 'webhook_events'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tier_prices')
    .addColumn('tier_id', 'text', (c) => c.notNull().references('tiers.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(providerShape))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    // per week, in the currency's minor units (cents, thebe)
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addPrimaryKeyConstraint('tier_prices_pkey', ['tier_id', 'provider'])
    .execute();
  await sql`
    insert into tier_prices (tier_id, provider, currency, amount_minor)
    select id, 'paypal', paypal_currency, round(paypal_amount * 100)::integer from tiers
    union all select id, 'yoco', 'ZAR', yoco_amount_cents from tiers
    union all select id, 'dpo', 'BWP', weekly_price_thebe from tiers`.execute(db);
  await db.schema.alterTable('tiers').dropColumn('paypal_currency').dropColumn('paypal_amount').dropColumn('yoco_amount_cents').execute();

  for (const table of listedTables) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_provider_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_provider_check`)} check (${providerShape})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of listedTables) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_provider_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_provider_check`)} check (provider in ('paypal', 'yoco'))`.execute(db);
  }
  await db.schema
    .alterTable('tiers')
    .addColumn('paypal_currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('paypal_amount', 'numeric(10, 2)', (c) => c.notNull().defaultTo(1))
    .addColumn('yoco_amount_cents', 'integer', (c) => c.notNull().defaultTo(200))
    .execute();
  await sql`
    update tiers t set paypal_currency = p.currency, paypal_amount = p.amount_minor / 100.0
    from tier_prices p where p.tier_id = t.id and p.provider = 'paypal'`.execute(db);
  await sql`update tiers t set yoco_amount_cents = p.amount_minor from tier_prices p where p.tier_id = t.id and p.provider = 'yoco'`.execute(db);
  await sql`alter table tiers add constraint tiers_paypal_amount_check check (paypal_amount > 0)`.execute(db);
  await sql`alter table tiers add constraint tiers_yoco_amount_cents_check check (yoco_amount_cents >= 200)`.execute(db);
  await sql`alter table tiers alter column paypal_currency drop default, alter column paypal_amount drop default, alter column yoco_amount_cents drop default`.execute(db);
  await db.schema.dropTable('tier_prices').execute();
}
