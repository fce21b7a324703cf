import { sql, type Kysely } from 'kysely';

// One line for each thing done to stop money for an account that is gone (product.md §15): a subscription cancelled
// because its account was deleted, a sale that still arrived refunded. Unique per subscription, action and reference,
// so a retried job writes its line once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscription_audit')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('cancelled-for-deleted-account', 'cancel-refused-awaiting-approval', 'sale-refunded-for-deleted-account')`))
    // The sale id for a refund; empty for a cancel.
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_audit_once', ['subscription_id', 'action', 'reference'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_audit').execute();
}
