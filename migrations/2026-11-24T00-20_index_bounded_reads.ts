import { sql, type Kysely } from 'kysely';

// Two reads that grew with the data. The monthly earnings report scanned every payment ever made to find one
// month's captured sales: it now reads that month's entries alone, the columns it sums carried in the index. The
// session check took its sign-in time as the earliest row of the family and read the whole refresh chain for it
// (thousands of rows after a month of refreshes): ordered by creation within the family, the earliest is the first
// entry. That index replaces the one on the family alone, which it also serves.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payments_captured_sales_idx on payments (captured_at) include (id, salesperson_id, price_thebe, commission_thebe) where status = 'captured'`.execute(
    db,
  );
  await sql`create index sessions_family_created_idx on sessions (family, created_at)`.execute(db);
  await sql`drop index sessions_family_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index sessions_family_idx on sessions (family)`.execute(db);
  await sql`drop index sessions_family_created_idx`.execute(db);
  await sql`drop index payments_captured_sales_idx`.execute(db);
}
