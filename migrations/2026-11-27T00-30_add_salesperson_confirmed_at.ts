import { sql, type Kysely } from 'kysely';

// Salespeople are confirmed, names are not (product.md §14): a record is confirmed when an admin created it, confirmed
// it or merged another into it, or a person claimed it. Records made from a name typed at sign-up (the seed's record
// per new name) stay, unconfirmed, as "names to review"; the salespeople list and reports show confirmed ones only.
//
// Today's records: the seed kept no note of who made a record, so the backfill reads it from what followed. A record
// typed into being was inserted in the transaction that created or re-attributed its first member (users.created_at
// or salesperson_chosen_at equals its created_at: now() is the transaction's time). Every other record was made by an
// admin. A typed record that an admin acted on since (invited, paid out, merged into, or whose code was given out and
// used) counts as confirmed, as does a claimed one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('salespersons').addColumn('confirmed_at', 'timestamptz').execute();
  await sql`
    update salespersons s set confirmed_at = coalesce(s.claimed_at, s.created_at)
    where s.user_id is not null
       or s.claimed_at is not null
       or exists (select 1 from salesperson_invites i where i.salesperson_id = s.id)
       or exists (select 1 from salesperson_payouts p where p.salesperson_id = s.id)
       or exists (select 1 from salesperson_merges m where m.into_id = s.id)
       or exists (select 1 from users u where u.salesperson_id = s.id and u.referral_source = 'referral-code')
       or not exists (
         select 1 from users u
         where u.salesperson_id = s.id and (u.created_at = s.created_at or u.salesperson_chosen_at = s.created_at)
       )`.execute(db);
  // The names to review are few beside the salespeople: their list reads this partial index.
  await sql`create index salespersons_unconfirmed_idx on salespersons (full_name) where confirmed_at is null and user_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index salespersons_unconfirmed_idx`.execute(db);
  await db.schema.alterTable('salespersons').dropColumn('confirmed_at').execute();
}
