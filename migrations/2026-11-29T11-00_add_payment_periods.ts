import { sql, type Kysely } from 'kysely';

// Membership periods (product.md §18): each captured payment covers [period_start, period_end), so a refund takes
// back only what its own period still has ahead and shifts the later ones back. A refund records the seconds it took
// back. Existing payments are given the periods they were credited with: each member's captured and refunded
// payments in capture order, each from max(captured_at, the previous one's end), as long as what it still gives
// (its weeks less the weeks its refunds took back).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .execute();
  await db.schema.alterTable('payments').addCheckConstraint('payments_period_order', sql`period_end >= period_start`).execute();
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('seconds_taken_back', 'double precision', (column) => column.notNull().defaultTo(0).check(sql`seconds_taken_back >= 0`))
    .execute();
  await sql`
    with recursive ordered as (
      select p.id, p.user_id, p.captured_at,
        make_interval(weeks => greatest(0, p.weeks - coalesce((select sum(r.weeks_taken_back) from payment_refunds r where r.payment_id = p.id), 0))::int) as length,
        row_number() over (partition by p.user_id order by p.captured_at, p.id) as n
      from payments p
      where p.user_id is not null and p.captured_at is not null and p.status in ('captured', 'refunded')
    ), chained as (
      select id, user_id, n, captured_at as period_start, captured_at + length as period_end from ordered where n = 1
      union all
      select o.id, o.user_id, o.n, greatest(o.captured_at, c.period_end), greatest(o.captured_at, c.period_end) + o.length
      from ordered o join chained c on c.user_id = o.user_id and o.n = c.n + 1
    )
    update payments p set period_start = c.period_start, period_end = c.period_end from chained c where c.id = p.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_refunds').dropColumn('seconds_taken_back').execute();
  await db.schema.alterTable('payments').dropConstraint('payments_period_order').execute();
  await db.schema.alterTable('payments').dropColumn('period_start').dropColumn('period_end').execute();
}
