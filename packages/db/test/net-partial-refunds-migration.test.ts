import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-29T11-10_net_partial_refunds';

t.test('the net revenue migration gives existing refunds their share of the price and nets the rollup of partial ones', async (t) => {
  const fixture = await migrationFixture(t);
  const { db, migrator } = fixture;
  t.error((await migrator.migrateTo(fixture.before(migrationName))).error);

  // Written with raw SQL: the tables as they were before the migration.
  const [seller] = (await sql<{ id: string }>`insert into salespersons (name_key, first_name, last_name, full_name, referral_code)
    values ('neo kgosi', 'Neo', 'Kgosi', 'Neo Kgosi', 'ABC234') returning id`.execute(db)).rows;
  const [member] = (await sql<{ id: string }>`insert into users (email, created_at, salesperson_first_name, salesperson_last_name, salesperson_full_name, salesperson_id, referral_source)
    values ('m@example.com', '2026-09-30T10:00:00Z', 'Neo', 'Kgosi', 'Neo Kgosi', ${seller!.id}, 'signup-form') returning id`.execute(db)).rows;
  const payment = async (ref: string, status: string, refundedAt: string | null) =>
    (await sql<{ id: string }>`
      insert into payments (user_id, tier_id, provider, provider_ref, capture_ref, status, amount_minor, currency, price_thebe, weeks, salesperson_id, commission_thebe, captured_at, refunded_at)
      values (${member!.id}, 'local', 'yoco', ${ref}, ${`PAY-${ref}`}, ${status}, 13300, 'ZAR', 10000, 2, ${seller!.id}, 1000, '2026-10-05T10:00:00Z', ${refundedAt}) returning id`.execute(db)).rows[0]!.id;
  const refund = (paymentId: string, ref: string, amount: number, at: string) =>
    sql`insert into payment_refunds (payment_id, provider, refund_ref, amount_minor, commission_clawback_thebe, created_at)
      values (${paymentId}, 'yoco', ${ref}, ${amount}, ${Math.round((1000 * amount) / 13300)}, ${at})`.execute(db);
  const partly = await payment('A', 'captured', null);
  await refund(partly, 'R-A1', 3990, '2026-10-20T10:00:00Z'); // 30 %
  const whole = await payment('B', 'refunded', '2026-11-02T10:00:00Z');
  await refund(whole, 'R-B1', 4433, '2026-10-21T10:00:00Z'); // a third
  await refund(whole, 'R-B2', 13300 - 4433, '2026-11-02T10:00:00Z'); // the rest

  t.error((await migrator.migrateTo(migrationName)).error);
  const shares = await db.selectFrom('payment_refunds').select(['refund_ref', 'revenue_thebe']).orderBy('refund_ref').execute();
  t.same(shares, [
    { refund_ref: 'R-A1', revenue_thebe: 3000 },
    { refund_ref: 'R-B1', revenue_thebe: 3333 },
    { refund_ref: 'R-B2', revenue_thebe: 6667 },
  ], "each refund's share, a payment refunded in full giving back exactly its price");
  const months = await db.selectFrom('salesperson_month_totals').select(['month', 'sales', 'refunds', 'revenue_thebe']).orderBy('month').execute();
  t.same(months, [
    { month: '2026-09', sales: 0, refunds: 0, revenue_thebe: 0 }, // the sign-up's
    { month: '2026-10', sales: 2, refunds: 0, revenue_thebe: 20_000 - 3000 - 3333 },
    { month: '2026-11', sales: 0, refunds: 1, revenue_thebe: -6667 },
  ]);
  t.error((await migrator.migrateDown()).error, 'down: the old figures');
  const before = await db.selectFrom('salesperson_month_totals').select(['month', 'revenue_thebe']).orderBy('month').execute();
  t.same(before, [{ month: '2026-09', revenue_thebe: 0 }, { month: '2026-10', revenue_thebe: 20_000 }, { month: '2026-11', revenue_thebe: -10_000 }]);
  t.error((await migrator.migrateToLatest()).error);
});
