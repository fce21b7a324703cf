import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('weekly_price_thebe', 'integer', (c) => c.notNull().check(sql`weekly_price_thebe > 0`))
    .addColumn('paypal_currency', 'text', (c) => c.notNull())
    .addColumn('paypal_amount', 'numeric(10, 2)', (c) => c.notNull().check(sql`paypal_amount > 0`))
    .addColumn('yoco_amount_cents', 'integer', (c) => c.notNull().check(sql`yoco_amount_cents >= 200`))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // Weekly prices. Provider amounts are the pula price converted once (about 0.074 USD and 1.33 ZAR a pula);
  // operators change them here, not in code.
  await db
    .insertInto('tiers')
    .values([
      { id: 'local', name: 'Local (Botswana Citizens)', description: 'Access for Botswana citizens', weekly_price_thebe: 5000, paypal_currency: 'USD', paypal_amount: '3.70', yoco_amount_cents: 6650, sort: 1 },
      { id: 'sadc', name: 'SADC Citizens', description: 'Access for SADC region citizens', weekly_price_thebe: 10000, paypal_currency: 'USD', paypal_amount: '7.40', yoco_amount_cents: 13300, sort: 2 },
      { id: 'global', name: 'Global Citizens', description: 'Access for international users', weekly_price_thebe: 38000, paypal_currency: 'USD', paypal_amount: '28.10', yoco_amount_cents: 50540, sort: 3 },
    ])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('tier_id', 'text', (c) => c.notNull().references('tiers.id'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('paypal', 'yoco')`))
    .addColumn('provider_ref', 'text')
    .addColumn('capture_ref', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'approved', 'pending', 'captured', 'failed', 'cancelled', 'expired', 'refunded')`),
    )
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price_thebe', 'integer', (c) => c.notNull())
    .addColumn('weeks', 'integer', (c) => c.notNull().check(sql`weeks > 0`))
    .addColumn('salesperson_id', 'uuid', (c) => c.references('salespersons.id').onDelete('set null'))
    .addColumn('commission_thebe', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('captured_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('failure_reason', 'text')
    .addUniqueConstraint('payments_provider_ref_key', ['provider', 'provider_ref'])
    .execute();
  await db.schema.createIndex('payments_user_id_idx').on('payments').column('user_id').execute();
  await db.schema.createIndex('payments_salesperson_captured_idx').on('payments').columns(['salesperson_id', 'captured_at']).execute();
  await sql`create index payments_created_status_idx on payments (created_at) where status = 'created'`.execute(db);

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('paypal', 'yoco')`))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addUniqueConstraint('webhook_events_provider_event_id_key', ['provider', 'event_id'])
    .execute();
  await sql`create index webhook_events_unprocessed_idx on webhook_events (received_at) where processed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_events', 'payments', 'tiers']) await db.schema.dropTable(table).execute();
}
