import { sql, type Kysely } from 'kysely';

// 'approved' and 'cancelled' were allowed but never written: a PayPal approval goes straight to capture, and an
// abandoned payment expires. The constraint now admits exactly the states the transition table can reach.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check check (status in ('created', 'pending', 'captured', 'failed', 'expired', 'refunded'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check check (status in ('created', 'approved', 'pending', 'captured', 'failed', 'cancelled', 'expired', 'refunded'))`.execute(db);
}
