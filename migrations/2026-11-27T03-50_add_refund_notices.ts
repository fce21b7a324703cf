import { sql, type Kysely } from 'kysely';

// product.md §13, refunds: a refund (from the app or the provider) takes back weeks and commission and tells the
// member, by a notice of kind 'refund' keyed by the payment_refunds row, so each refund is told once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table member_notices drop constraint member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in ('receipt', 'ends-soon', 'ended', 'payment-failed', 'refund'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from member_notices where kind = 'refund'`.execute(db);
  await sql`alter table member_notices drop constraint member_notices_kind_check`.execute(db);
  await sql`alter table member_notices add constraint member_notices_kind_check check (kind in ('receipt', 'ends-soon', 'ended', 'payment-failed'))`.execute(db);
}
