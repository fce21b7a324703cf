import { sql, type Kysely } from 'kysely';

// product.md §8, Notices: each membership notice is recorded once per member, kind and key before it is mailed
// (the key is the payment id of a receipt, the membership expiry instant of an ends-soon or ended notice), and every
// credited payment gets a receipt number, without gaps per year (GP-2026-000123).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_notices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('receipt', 'ends-soon', 'ended')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('member_notices_once_key', ['user_id', 'kind', 'key'])
    .execute();
  // The sweep queues again notices recorded but never sent (Redis down when they were recorded).
  await sql`create index member_notices_unsent_idx on member_notices (created_at) where sent_at is null`.execute(db);
  // The sweep looks for memberships ending soon or just ended.
  await sql`create index users_membership_expiry_idx on users (membership_expiry) where membership_expiry is not null`.execute(db);

  // A counter per year, taken under its row lock in the transaction that numbers the payment: no gaps.
  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('payments').addColumn('receipt_number', 'text', (c) => c.unique()).execute();

  // Payments credited before this migration are numbered in the order they were captured, per Gaborone year.
  await sql`
    with numbered as (
      select id, extract(year from captured_at at time zone 'Africa/Gaborone')::int as year,
             row_number() over (partition by extract(year from captured_at at time zone 'Africa/Gaborone') order by captured_at, id) as n
      from payments
      where captured_at is not null and status in ('captured', 'refunded')
    )
    update payments p set receipt_number = 'GP-' || numbered.year || '-' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
    from numbered where numbered.id = p.id`.execute(db);
  await sql`
    insert into receipt_counters (year, last_number)
    select extract(year from captured_at at time zone 'Africa/Gaborone')::int, count(*)
    from payments where receipt_number is not null
    group by 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('receipt_number').execute();
  await db.schema.dropTable('receipt_counters').execute();
  await sql`drop index users_membership_expiry_idx`.execute(db);
  await db.schema.dropTable('member_notices').execute();
}
