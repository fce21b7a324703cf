import { sql, type Kysely } from 'kysely';

// Each refund the providers report is recorded once (PayPal's refund id, Yoco's rfd_ id), with what it took back:
// a share of the commission (pro rata to the amount) and the whole weeks the refunds so far cover. A partial refund
// leaves the payment captured; its sale counts in the earnings less the clawbacks.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('payment_id', 'uuid', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('paypal', 'yoco')`))
    .addColumn('refund_ref', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('commission_clawback_thebe', 'integer', (c) => c.notNull().defaultTo(0).check(sql`commission_clawback_thebe >= 0`))
    .addColumn('weeks_taken_back', 'integer', (c) => c.notNull().defaultTo(0).check(sql`weeks_taken_back >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_refunds_provider_refund_ref_key', ['provider', 'refund_ref'])
    .execute();
  await db.schema.createIndex('payment_refunds_payment_id_idx').on('payment_refunds').column('payment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
}
