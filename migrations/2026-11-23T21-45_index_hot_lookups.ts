import { sql, type Kysely } from 'kysely';

// Lookups that ran as full scans once the tables grew: a refund or reversal finds its payment by the provider's
// capture reference, and every authenticated request asks whether its session family is still live (only
// unrevoked rows matter there).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payments_provider_capture_ref_idx on payments (provider, capture_ref) where capture_ref is not null`.execute(db);
  await sql`create index sessions_live_family_idx on sessions (family, expires_at) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index sessions_live_family_idx`.execute(db);
  await sql`drop index payments_provider_capture_ref_idx`.execute(db);
}
