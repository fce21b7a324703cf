import { sql, type Kysely } from 'kysely';

// providers.md §6.8, refunds have a life after 000: a DPO refund may wait for DPO's checker (verifyRefund 009) and be
// approved (003) or declined (008) later. Each refund a provider reports a state for is kept here with that state, for
// the admin to see and the worker to follow; weeks are taken back (payment_refunds) only once it is approved.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table provider_refund_checks (
      id uuid primary key default gen_random_uuid(),
      payment_id uuid not null references payments (id) on delete cascade,
      provider text not null,
      refund_ref text not null unique,
      amount_minor integer not null check (amount_minor > 0),
      reason text not null,
      position integer check (position >= 0),
      state text not null check (state in ('pending', 'approved', 'declined')),
      created_at timestamptz not null default now(),
      checked_at timestamptz,
      settled_at timestamptz
    )
  `.execute(db);
  await sql`create index provider_refund_checks_payment on provider_refund_checks (payment_id, created_at)`.execute(db);
  await sql`create index provider_refund_checks_pending on provider_refund_checks (created_at) where state = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table provider_refund_checks`.execute(db);
}
