import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

t.test('the rollup migration backfills existing sales, refunds and sign-ups by Gaborone month', async (t) => {
  const { db, migrator } = await migrationFixture(t);
  t.error((await migrator.migrateTo('2026-11-24T10-20_add_salesperson_invites')).error);

  // Written with raw SQL: the tables as they were before the rollup.
  const [seller] = (await sql<{ id: string }>`insert into salespersons (name_key, first_name, last_name, full_name, referral_code)
    values ('neo kgosi', 'Neo', 'Kgosi', 'Neo Kgosi', 'ABC234') returning id`.execute(db)).rows;
  const [member] = (await sql<{ id: string }>`insert into users (email, created_at, salesperson_first_name, salesperson_last_name, salesperson_full_name, salesperson_id, referral_source)
    values ('m@example.com', '2026-09-30T22:30:00Z', 'Neo', 'Kgosi', 'Neo Kgosi', ${seller!.id}, 'signup-form') returning id`.execute(db)).rows;
  const payment = (ref: string, status: string, capturedAt: string, refundedAt: string | null) => sql<{ id: string }>`
    insert into payments (user_id, tier_id, provider, provider_ref, capture_ref, status, amount_minor, currency, price_thebe, weeks, salesperson_id, commission_thebe, captured_at, refunded_at)
    values (${member!.id}, 'local', 'yoco', ${ref}, ${`PAY-${ref}`}, ${status}, 13300, 'ZAR', 10000, 2, ${seller!.id}, 1000, ${capturedAt}, ${refundedAt}) returning id`.execute(db);
  await payment('A', 'captured', '2026-10-31T23:30:00Z', null); // November in Gaborone
  const [refunded] = (await payment('B', 'refunded', '2026-10-15T10:00:00Z', '2026-11-02T10:00:00Z')).rows;
  await sql`insert into payment_refunds (payment_id, provider, refund_ref, amount_minor, commission_clawback_thebe, weeks_taken_back, created_at)
    values (${refunded!.id}, 'yoco', 'R-1', 13300, 1000, 2, '2026-11-02T10:00:00Z')`.execute(db);

  t.error((await migrator.migrateToLatest()).error);
  const rows = await db.selectFrom('salesperson_month_totals').select(['month', 'signups', 'sales', 'refunds', 'revenue_thebe', 'earnings_thebe', 'paid_out_thebe']).orderBy('month').execute();
  t.same(rows, [
    { month: '2026-10', signups: 1, sales: 1, refunds: 0, revenue_thebe: 10_000, earnings_thebe: 1000, paid_out_thebe: 0 },
    { month: '2026-11', signups: 0, sales: 1, refunds: 1, revenue_thebe: 0, earnings_thebe: 0, paid_out_thebe: 0 },
  ]);
  t.same(await db.selectFrom('salesperson_month_members').select(['month', 'sales']).execute(), [{ month: '2026-11', sales: 1 }]);
});
