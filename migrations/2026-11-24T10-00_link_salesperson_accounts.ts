import { sql, type Kysely } from 'kysely';

// A salesperson record may be claimed by one account, and an account claims at most one record (product.md §9).
// Claiming changes what the claimant's profile shows, so a change of the link announces the user it names, old and
// new, on the channel the api's live cache listens to (2026-11-24T00-10_notify_member_changes).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('salespersons')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null').unique())
    .addColumn('claimed_at', 'timestamptz')
    .execute();
  await sql`
    create function announce_salesperson_claims() returns trigger language plpgsql as $$
    begin
      perform announce_member_changes('user', (
        select array_agg(distinct u::text) from (
          select o.user_id as u from old_rows o join new_rows n on n.id = o.id where o.user_id is distinct from n.user_id
          union
          select n.user_id from old_rows o join new_rows n on n.id = o.id where o.user_id is distinct from n.user_id
        ) changed where u is not null));
      return null;
    end $$`.execute(db);
  await sql`create trigger salespersons_announce_claims after update on salespersons
    referencing old table as old_rows new table as new_rows
    for each statement execute function announce_salesperson_claims()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger salespersons_announce_claims on salespersons`.execute(db);
  await sql`drop function announce_salesperson_claims()`.execute(db);
  await db.schema.alterTable('salespersons').dropColumn('claimed_at').dropColumn('user_id').execute();
}
