import { sql, type Kysely } from 'kysely';

// product.md §8, Notices: PayPal renewal adds "payment failed", keyed by the stored BILLING.SUBSCRIPTION.PAYMENT.FAILED
// event (webhook_events.id), so a redelivered event is the same notice. An automatic charge's notice is its receipt.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table member_notices drop constraint member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in ('receipt', 'ends-soon', 'ended', 'payment-failed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from member_notices where kind = 'payment-failed'`.execute(db);
  await sql`alter table member_notices drop constraint member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in ('receipt', 'ends-soon', 'ended'))`.execute(db);
}
